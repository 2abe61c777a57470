import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import { isValidEmail } from '../../../domain/email';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { OptionButton } from './option-button';

/** Newsletter opt-in: stores the answer and advances when the e-mail is valid. */
export const ReceiveEmailStep = observer(function ReceiveEmailStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const emailValid = isValidEmail(onboarding.email);
  const choose = (accepted: boolean) => {
    if (!emailValid) return;
    onboarding.select(step.id, accepted);
    advance();
  };
  return (
    <StepFrame
      stepId={step.id}
      title={t('steps.receive_email.title')}
      subtitle={t('steps.receive_email.subtitle', { email: onboarding.email })}
      error={emailValid ? null : t('errors.emailInvalid')}
    >
      <Stack gap="3">
        <OptionButton
          option="yes"
          selected={onboarding.selections.receive_email === true}
          onClick={() => choose(true)}
        >
          {t('steps.receive_email.options.yes')}
        </OptionButton>
        <OptionButton
          option="no"
          selected={onboarding.selections.receive_email === false}
          onClick={() => choose(false)}
        >
          {t('steps.receive_email.options.no')}
        </OptionButton>
      </Stack>
    </StepFrame>
  );
});
