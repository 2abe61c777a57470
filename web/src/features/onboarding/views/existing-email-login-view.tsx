import { Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStores } from '../../../shared/stores/store-context';
import { useOnboarding } from '../use-onboarding';
import { ROUTES } from '../../../shared/domain/routes';
import { useStepFlow, type StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

const SILENT_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

/**
 * Step 34 after the e-mail-exists modal's "log in": the visitor signs in with the e-mail they
 * typed and continues to their plan (receive_email is skipped on this path).
 */
export const ExistingEmailLoginView = observer(function ExistingEmailLoginView({
  step,
}: StepProps) {
  const { t } = useTranslation();
  const { onboarding, ui } = useAppStores();
  const { onboardingActions } = useOnboarding();
  const { advance } = useStepFlow();
  const email = onboarding.email;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!password || ui.blocked) return;
    setError(null);
    const code = await onboardingActions.signInWithExistingEmail(password, step.id);
    if (code === null) advance();
    else if (!SILENT_CODES.has(code))
      setError(t([`authErrors.${code}`, 'authErrors.unknownSignIn']));
  };

  return (
    <StepFrame
      title={t(`steps.${step.id}.title`)}
      subtitle={t(`steps.${step.id}.subtitle`, { email })}
      error={error}
      canContinue={password.length > 0}
      busy={ui.blocked}
      continueLabel={t(`steps.${step.id}.submit`)}
      onContinue={() => void submit()}
    >
      <Stack gap="4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field.Root required>
          <Field.Label>{t(`steps.${step.id}.password`)}</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            size="xl"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        <Text fontSize="sm">
          <Link
            asChild
            color="primary.fg"
            textDecoration="underline"
            data-testid="existing-email-login"
          >
            <RouterLink to={`${ROUTES.login}?email=${encodeURIComponent(email)}`}>
              {t(`steps.${step.id}.goToLogin`)}
            </RouterLink>
          </Link>
        </Text>
      </Stack>
    </StepFrame>
  );
});
