import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { isValidEmail } from '../../../shared/domain/email';
import { OptionButton } from '../../../shared/ui/option-button';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Newsletter opt-in: stores the answer and advances when the e-mail is valid. */
export const ReceiveEmailView = observer(function ReceiveEmailView({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { advance } = useStepFlow();
  const emailValid = isValidEmail(onboarding.email);
  const answer = onboarding.selections[step.id];
  const choose = (accepted: boolean) => {
    if (!emailValid) return;
    onboarding.select(step.id, accepted);
    advance();
  };
  return (
    <StepFrame
      title={t('steps.receive_email.title')}
      subtitle={t('steps.receive_email.subtitle', { email: onboarding.email })}
      error={emailValid ? null : t('errors.emailInvalid')}
      canContinue={emailValid && typeof answer === 'boolean'}
    >
      <Stack gap="3" role="radiogroup" aria-label={t('steps.receive_email.title')}>
        {(['yes', 'no'] as const).map((option) => (
          <OptionButton
            key={option}
            option={option}
            role="radio"
            selected={answer === (option === 'yes')}
            onClick={() => choose(option === 'yes')}
          >
            {t(`steps.receive_email.options.${option}`)}
          </OptionButton>
        ))}
      </Stack>
    </StepFrame>
  );
});
