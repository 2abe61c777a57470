import { apiErrorKey } from '../../../shared/domain/api-errors';
import { Field, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../../shared/stores/store-context';
import { useOnboarding } from '../use-onboarding';
import { isValidEmail, normalizeEmail } from '../../../shared/domain/email';
import { emailTextKey } from '../../../shared/domain/onboarding/experiments';
import { ROUTES } from '../../../shared/domain/routes';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';
import { EmailExistsModal } from './email-exists-modal';

/** E-mail entry (text by the newsletter-disclaimer variant); a known address opens the modal. */
export const EmailStep = observer(function EmailStep(_props: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { onboardingActions } = useOnboarding();
  const { advance } = useStepFlow();
  const navigate = useNavigate();
  const [email, setEmail] = useState(onboarding.email);
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [existsOpen, setExistsOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const valid = isValidEmail(email);
  const variant = onboarding.emailTextVariant;

  const submit = async () => {
    if (!valid || checking) return;
    setChecking(true);
    setFailed(null);
    const exists = await onboarding.checkEmailExists(email).then(
      (answer) => answer,
      (error: unknown) => {
        setFailed(apiErrorKey(error, 'errors.unknownError'));
        return null;
      },
    );
    setChecking(false);
    if (exists === null) return;
    if (exists) {
      onboardingActions.emailExistsShown();
      setExistsOpen(true);
      return;
    }
    onboarding.setEmail(email);
    advance();
  };

  const login = () => {
    setExistsOpen(false);
    const next = onboarding.chooseExistingEmailLogin(email);
    if (next) navigate(ROUTES.onboardingStep(next));
  };

  return (
    <StepFrame
      title={t(emailTextKey(variant, 'title'))}
      subtitle={t(emailTextKey(variant, 'subtitle'))}
      error={
        touched && !valid
          ? t(email.trim() ? 'errors.emailInvalid' : 'errors.emailRequired')
          : failed && t(failed)
      }
      info={
        <Text fontSize="sm" color="gray.700" data-testid="email-disclaimer">
          {t(emailTextKey(variant, 'disclaimer'))}
        </Text>
      }
      canContinue={valid}
      busy={checking}
      onContinue={() => void submit()}
      onInvalidSubmit={() => setTouched(true)}
    >
      <Field.Root invalid={touched && !valid}>
        <Field.Label>{t('steps.email.label')}</Field.Label>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          size="xl"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => {
            setTouched(true);
            setEmail((current) => normalizeEmail(current));
          }}
        />
      </Field.Root>
      <EmailExistsModal open={existsOpen} onLogin={login} onClose={() => setExistsOpen(false)} />
    </StepFrame>
  );
});
