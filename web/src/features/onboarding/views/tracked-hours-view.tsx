import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Step 2: how many fasting hours members have tracked; may be skipped forward. */
export function TrackedHoursView({ step }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame {...stepCopy(t, step)} canContinue>
      <Box bg="primary.subtle" borderRadius="2xl" p="6" textAlign="center">
        <Stack gap="1">
          <Text fontSize="4xl" fontWeight="bold" color="primary.fg" data-testid="tracked-hours">
            {t('steps.tracked_hours.stat')}
          </Text>
          <Text color="gray.800">{t('steps.tracked_hours.statLabel')}</Text>
        </Stack>
      </Box>
      <Text color="gray.800">{t('steps.tracked_hours.text')}</Text>
    </StepFrame>
  );
}
