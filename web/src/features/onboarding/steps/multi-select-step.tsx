import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import { optionsFor } from '../../../domain/onboarding/step-definitions';
import { hasSelection } from '../../../domain/onboarding/selections';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { OptionButton } from './option-button';

/** Records on change; continue is enabled once something is chosen. */
export const MultiSelectStep = observer(function MultiSelectStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const value = onboarding.selections[step.id];
  const chosen = Array.isArray(value) ? value : [];
  return (
    <StepFrame
      stepId={step.id}
      title={t(`steps.${step.id}.title`)}
      subtitle={t('common.chooseAll')}
      canContinue={hasSelection(value)}
      onContinue={advance}
    >
      <Stack gap="3" role="group" aria-label={t(`steps.${step.id}.title`)}>
        {optionsFor(step, onboarding.gender).map((option) => (
          <OptionButton
            key={option}
            option={option}
            multi
            selected={chosen.includes(option)}
            onClick={() => onboarding.toggleOption(step.id, option)}
          >
            {t(`steps.${step.id}.options.${option}`)}
          </OptionButton>
        ))}
      </Stack>
    </StepFrame>
  );
});
