import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { flowPagePath, type Flow } from '../../domain/routes';
import { authErrorCode } from '../../services/auth.service';

const NAME_MAX = 32;
const PASSWORD_MIN = 6;

/** Spec 02 §2.4: the anonymous buyer registers (e-mail and password linked to the account). */
function UpgradeAccountScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { onboarding, session, ui, analytics } = useStore();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState(onboarding.email);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);

  const nameError = !firstName.trim()
    ? 'errors.nameRequired'
    : firstName.trim().length > NAME_MAX
      ? 'errors.nameTooLong'
      : null;
  const emailError = !email.trim()
    ? 'errors.emailRequired'
    : !isValidEmail(email)
      ? 'errors.emailInvalid'
      : null;
  const passwordError = !password
    ? 'errors.passwordRequired'
    : password.length < PASSWORD_MIN
      ? 'errors.passwordTooShort'
      : null;
  const invalid = Boolean(nameError || emailError || passwordError);
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setError(null);
    try {
      await ui.whileBlocked(() =>
        session.linkEmailPassword(firstName.trim(), normalizeEmail(email), password),
      );
      analytics.track('web_signUpSuccess', { method: 'password' });
      navigate(flowPagePath(flow, 'download') ?? '/download', { replace: true });
    } catch (caught) {
      const code = authErrorCode(caught);
      analytics.track('web_signUpFail', { code });
      setError(t([`authErrors.${code}`, 'authErrors.unknown']));
    }
  };

  return (
    <Stack gap="6" pt="8" data-screen="upgrade_account">
      <Text fontSize="sm" color="gray.700">
        {t('upgradeAccount.progress', { current: 2, total: 4 })}
      </Text>
      <Heading as="h1" size="2xl">
        {t('upgradeAccount.title')}
      </Heading>
      <Text color="gray.700">{t('upgradeAccount.subtitle')}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <Field.Root invalid={touched.firstName && Boolean(nameError)}>
            <Field.Label>{t('upgradeAccount.firstName')}</Field.Label>
            <Input
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              maxLength={64}
              onChange={(e) => setFirstName(e.target.value)}
              onBlur={() => touch('firstName')}
            />
            <Field.ErrorText>{nameError && t(nameError)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={touched.email && Boolean(emailError)}>
            <Field.Label>{t('upgradeAccount.email')}</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => touch('email')}
            />
            <Field.ErrorText>{emailError && t(emailError)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={touched.password && Boolean(passwordError)}>
            <Field.Label>{t('upgradeAccount.password')}</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => touch('password')}
            />
            <Field.ErrorText>{passwordError && t(passwordError)}</Field.ErrorText>
          </Field.Root>
          <Text role="alert" color="red.700" fontSize="sm" minH="5">
            {error ?? ''}
          </Text>
          <Button
            type="submit"
            data-testid="register"
            colorPalette="primary"
            size="xl"
            borderRadius="full"
            disabled={invalid}
            loading={ui.blocked}
          >
            {t('upgradeAccount.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

export default observer(UpgradeAccountScreen);
