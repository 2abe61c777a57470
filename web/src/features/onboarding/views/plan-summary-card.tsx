import { Box, DataList, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { weightAnswerOf } from '../../../shared/domain/onboarding/selections';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** plan_is_ready's summary: weight now, the goal, and the date the pace rule gives. */
export const PlanSummaryCard = observer(function PlanSummaryCard() {
  const { t, i18n } = useTranslation();
  const { onboarding } = useAppStores();
  const weight = weightAnswerOf(onboarding.selections.weight);
  const goal = weightAnswerOf(onboarding.selections.perfect_weight);
  const plan = onboarding.summary.plan;
  if (!weight || !goal || !plan) return null;
  const date = plan.targetDate.toLocaleDateString(i18n.language, DATE_FORMAT);
  const rows = [
    { key: 'current', label: t('steps.plan_is_ready.currentLabel'), value: format(weight) },
    { key: 'goal', label: t('steps.plan_is_ready.goalLabel'), value: format(goal) },
    { key: 'date', label: t('steps.plan_is_ready.targetDateLabel'), value: date },
  ];
  return (
    <Box
      bg="primary.subtle"
      borderRadius="xl"
      p="5"
      aria-label={t('steps.plan_is_ready.summaryLabel')}
      role="group"
    >
      <Text fontSize="2xl" fontWeight="bold" mb="3" data-testid="goal-summary">
        {t('steps.plan_is_ready.goal', { weight: format(goal), date })}
      </Text>
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.key} data-testid={`plan-${row.key}`}>
            <DataList.ItemLabel color="gray.700">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="bold" fontSize="lg" justifyContent="flex-end">
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
});

function format(answer: { original: { value: number; unit: string } }): string {
  return `${answer.original.value} ${answer.original.unit}`;
}
