import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

const POINTS = ['point1', 'point2', 'point3'] as const;

/** Step 12: why fasting works, in three short points. */
export function ReinforcementScientificView({ step }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame {...stepCopy(t, step)} canContinue>
      <List.Root gap="3" ps="5">
        {POINTS.map((point) => (
          <List.Item key={point} fontSize="lg" color="gray.800">
            {t(`steps.reinforcement_scientific.${point}`)}
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="gray.600">
        {t('steps.reinforcement_scientific.note')}
      </Text>
    </StepFrame>
  );
}
