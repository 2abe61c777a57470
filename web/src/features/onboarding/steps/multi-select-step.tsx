import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../stores/store-context';
import { hasSelection } from '../../../domain/onboarding/selections';
import { optionsFor } from '../../../domain/onboarding/step-definitions';
import { OptionButton } from '../../../ui/option-button';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Records on change; continue is enabled once something is chosen. */
export const MultiSelectStep = observer(function MultiSelectStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const value = onboarding.selections[step.id];
  const chosen = Array.isArray(value) ? value : [];
  const copy = stepCopy(t, step, t('common.chooseAll'));
  return (
    <StepFrame {...copy} canContinue={hasSelection(value)}>
      <Stack gap="3" role="group" aria-label={copy.title}>
        {optionsFor(step, onboarding.gender).map((option) => (
          <OptionButton
            key={option}
            option={option}
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
