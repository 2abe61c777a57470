import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { FASTING_LEVELS, type FastingLevel, goalChartData } from '../domain/goal-chart';
import { PlanChart } from '../../../shared/ui/plan-chart';
import { planChartPoints } from '../../../shared/ui/plan-points';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

function FastingLevelMeter({ level }: { level: FastingLevel }) {
  const { t } = useTranslation();
  const reached = FASTING_LEVELS.indexOf(level);
  const name = t(`payment.chart.levels.${level}`);
  return (
    <Stack gap="2" data-testid="fasting-level" data-level={level}>
      <Flex justify="space-between" align="baseline" gap="3" aria-hidden="true">
        <Text fontSize="sm" color="gray.700">
          {t('payment.chart.fastingLevel')}
        </Text>
        <Text fontWeight="bold">{name}</Text>
      </Flex>
      <Flex
        gap="1.5"
        role="meter"
        aria-label={t('payment.chart.fastingLevel')}
        aria-valuemin={1}
        aria-valuemax={FASTING_LEVELS.length}
        aria-valuenow={reached + 1}
        aria-valuetext={name}
      >
        {FASTING_LEVELS.map((step, index) => (
          <Stack key={step} flex="1" gap="1">
            <Box h="2" borderRadius="full" bg={index <= reached ? 'primary.solid' : 'gray.200'} />
            <Text
              aria-hidden="true"
              fontSize="xs"
              textAlign="center"
              color={index === reached ? 'primary.fg' : 'gray.600'}
            >
              {t(`payment.chart.levels.${step}`)}
            </Text>
          </Stack>
        ))}
      </Flex>
    </Stack>
  );
}

/** Goal weight and fasting level (spec 02 §2.2), only when both are known from the answers. */
export const GoalChartSection = observer(function GoalChartSection() {
  const { t, i18n } = useTranslation();
  const { onboarding } = useAppStores();
  const titleId = useId();
  const [today] = useState(() => new Date());
  const data = goalChartData(onboarding.selections, today);
  if (!data) return null;
  const points = planChartPoints({ ...data, today, locale: i18n.language });
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;

  return (
    <Stack
      as="section"
      aria-labelledby={titleId}
      gap="4"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      p="4"
      data-testid="goal-chart"
    >
      <Heading as="h2" size="md" id={titleId}>
        {t('payment.chart.title')}
      </Heading>
      <PlanChart
        points={points}
        unit={data.unit}
        description={t('payment.chart.description', {
          from: `${first.value} ${data.unit}`,
          to: `${last.value} ${data.unit}`,
          date: data.targetDate.toLocaleDateString(i18n.language, DATE_FORMAT),
        })}
      />
      <FastingLevelMeter level={data.fastingLevel} />
    </Stack>
  );
});
