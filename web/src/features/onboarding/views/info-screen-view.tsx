import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

/** The six optional info screens (your_goals_info, …, bmi_info): title, subtitle and a text. */
export function InfoScreenView({ step }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame {...stepCopy(t, step)} canContinue>
      <Text fontSize="lg" color="gray.800">
        {t(`steps.${step.id}.text`)}
      </Text>
    </StepFrame>
  );
}
