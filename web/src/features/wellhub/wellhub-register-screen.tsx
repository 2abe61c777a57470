import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/store-context';
import {
  hasErrors,
  validateRegistration,
  type RegistrationValues,
} from '../../domain/account-validation';
import { useWellhubScreen } from './use-wellhub-screen';
import { TextField } from '../../ui/text-field';
import { WellhubFrame } from './wellhub-frame';

type FieldName = keyof RegistrationValues;

const FIELDS: { name: FieldName; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/**
 * /wellhub/register (spec 02 §2.7, §5): first name, e-mail and password, errors after blur,
 * submit disabled until all are valid; a new account becomes the partner member.
 */
function WellhubRegisterScreen() {
  const { t } = useTranslation();
  const { wellhub, ui } = useStore();
  const { error, submitWith } = useWellhubScreen('register');
  const [typed, setTyped] = useState<Partial<RegistrationValues>>({});
  const [blurred, setBlurred] = useState<Partial<Record<FieldName, boolean>>>({});
  const values: RegistrationValues = {
    firstName: typed.firstName ?? '',
    email: typed.email ?? (wellhub.email || wellhub.registrationEmail),
    password: typed.password ?? '',
  };
  const errors = validateRegistration(values);
  const invalid = hasErrors(errors);

  const submit = submitWith(invalid, () => wellhub.register(values));

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
