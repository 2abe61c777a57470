import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import { optionsFor } from '../../../domain/onboarding/step-definitions';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { OptionButton } from './option-button';

/** Choosing an option records it and advances. */
export const SingleSelectStep = observer(function SingleSelectStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const selected = onboarding.selections[step.id];
  return (
    <StepFrame stepId={step.id} title={t(`steps.${step.id}.title`)}>
      <Stack gap="3" role="group" aria-label={t(`steps.${step.id}.title`)}>
        {optionsFor(step, onboarding.gender).map((option) => (
          <OptionButton
            key={option}
            option={option}
            selected={selected === option}
            onClick={() => {
              onboarding.select(step.id, option);
              advance();
            }}
          >
            {t(`steps.${step.id}.options.${option}`)}
          </OptionButton>
        ))}
      </Stack>
    </StepFrame>
  );
});
