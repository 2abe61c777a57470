import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useWellhub } from './use-wellhub';
import {
  hasErrors,
  validateRegistration,
  type RegistrationValues,
} from '../../shared/domain/account-validation';
import { WELLHUB_PATHS, verificationTokenFrom } from './domain/wellhub';
import { useWellhubScreen } from './use-wellhub-screen';
import { useWellhubVerificationLink } from './use-wellhub-verification-link';
import { TextField } from '../../shared/ui/text-field';
import { WellhubFrame } from './wellhub-frame';

type FieldName = keyof RegistrationValues;

const FIELDS: { name: FieldName; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/**
 * /wellhub/register (spec 02 §2.7, §5), opened from our confirmation mail (issue 32): the link is
 * checked first; then first name, the proven e-mail (read-only) and password, errors after blur,
 * submit disabled until all are valid; a new account becomes the partner member.
 */
function WellhubRegisterScreen() {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { wellhub } = useWellhub();
  const { error, submitWith, search } = useWellhubScreen('register');
  useWellhubVerificationLink();
  const [typed, setTyped] = useState<Partial<RegistrationValues>>({});
  const [blurred, setBlurred] = useState<Partial<Record<FieldName, boolean>>>({});
  const verification = wellhub.verification;
  const values: RegistrationValues = {
    firstName: typed.firstName ?? '',
    email: verification?.email ?? '',
    password: typed.password ?? '',
  };
  const errors = validateRegistration(values);
  const invalid = hasErrors(errors);
  const submit = submitWith(invalid, () => wellhub.register(values));
  const entry = `${WELLHUB_PATHS.entry}${search}`;

  if (verificationTokenFrom(search) || wellhub.verifying)
    return (
      <WellhubFrame screen="wellhub_verifying" title={t('wellhub.verify.title')} error={null}>
        <Text role="status" aria-busy="true" data-testid="wellhub-verifying">
          {t('wellhub.verify.checking')}
        </Text>
      </WellhubFrame>
    );
  if (wellhub.verificationError)
    return (
      <WellhubFrame
        screen="wellhub_verify_failed"
        title={t('wellhub.verify.title')}
        error={wellhub.verificationError}
      >
        <Button asChild colorPalette="primary" size="xl" borderRadius="full">
          <RouterLink to={entry} data-testid="wellhub-new-link">
            {t('wellhub.verify.requestNew')}
          </RouterLink>
        </Button>
      </WellhubFrame>
    );
  // Not confirmed in this tab (a link straight here): the e-mail entry sends the mail first.
  if (!verification) return <Navigate to={entry} replace />;

  return (
    <WellhubFrame
      screen="wellhub_register"
      title={t('wellhub.register.title')}
      subtitle={t('wellhub.register.subtitle')}
      error={error}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          {FIELDS.map(({ name, type, autoComplete }) => (
            <TextField
              key={name}
              name={name}
              type={type}
              autoComplete={autoComplete}
              label={t(`wellhub.${name}`)}
              value={values[name]}
              readOnly={name === 'email'}
              helper={name === 'email' ? t('wellhub.register.emailConfirmed') : undefined}
              error={blurred[name] ? errors[name] : null}
              onChange={(value) => setTyped((current) => ({ ...current, [name]: value }))}
              onBlur={() => setBlurred((current) => ({ ...current, [name]: true }))}
            />
          ))}
          <Button
            type="submit"
            data-testid="continue"
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            disabled={invalid || ui.blocked}
            loading={ui.blocked}
          >
            {t('wellhub.register.submit')}
          </Button>
        </Stack>
      </form>
    </WellhubFrame>
  );
}

export default observer(WellhubRegisterScreen);
