import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const WIDTH = 320;
const HEIGHT = 180;
const GREEN = '#1c7a45';
const GRAY = '#9ca3af';
/** Illustrative curves (share of the chart's height, top = more weight), 7 points over 12 weeks. */
const WITH_PLAN = [0.12, 0.3, 0.44, 0.56, 0.65, 0.71, 0.75];
const WITHOUT_PLAN = [0.12, 0.16, 0.13, 0.18, 0.15, 0.19, 0.17];
const PAD = { left: 16, right: 16, top: 16, bottom: 34 };

function path(shares: readonly number[]): string {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  return shares
    .map((share, index) => {
      const x = PAD.left + (index * plotW) / (shares.length - 1);
      const y = PAD.top + share * plotH;
      return `${index === 0 ? 'M' : 'L'} ${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');
}

function Swatch({ color, dashed }: { color: string; dashed?: boolean }) {
  return (
    <Box
      w="6"
      h="0"
      borderTopWidth="4px"
      borderTopStyle={dashed ? 'dashed' : 'solid'}
      borderTopColor={color}
      aria-hidden="true"
    />
  );
}

/** Scientific-chart benefit modal: results with the plan against going it alone. */
export function ResultsChart() {
  const { t } = useTranslation();
  const baseline = HEIGHT - PAD.bottom;
  return (
    <Stack gap="3">
      <Box aspectRatio={`${WIDTH} / ${HEIGHT}`} w="full" data-testid="results-chart">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          height="100%"
          role="img"
          aria-label={t('benefitModal.scientificChart.chartLabel')}
        >
          <line x1={PAD.left} y1={baseline} x2={WIDTH - PAD.right} y2={baseline} stroke="#e5e7eb" />
          <path
            d={path(WITHOUT_PLAN)}
            fill="none"
            stroke={GRAY}
            strokeWidth="4"
            strokeDasharray="8 6"
            strokeLinecap="round"
            data-line="without"
          />
          <path
            d={path(WITH_PLAN)}
            fill="none"
            stroke={GREEN}
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
            data-line="with"
          />
          <text x={PAD.left} y={HEIGHT - 10} fontSize="12" fill="#4a5568" aria-hidden="true">
            {t('benefitModal.scientificChart.start')}
          </text>
          <text
            x={WIDTH - PAD.right}
            y={HEIGHT - 10}
            fontSize="12"
            fill="#4a5568"
            textAnchor="end"
            aria-hidden="true"
          >
            {t('benefitModal.scientificChart.end')}
          </text>
        </svg>
      </Box>
      <Flex gap="5" wrap="wrap" aria-hidden="true">
        <HStack gap="2">
          <Swatch color={GREEN} />
          <Text fontSize="sm">{t('benefitModal.scientificChart.withPlan')}</Text>
        </HStack>
        <HStack gap="2">
          <Swatch color={GRAY} dashed />
          <Text fontSize="sm">{t('benefitModal.scientificChart.withoutPlan')}</Text>
        </HStack>
      </Flex>
      <Text>{t('benefitModal.scientificChart.text')}</Text>
      <Text fontSize="xs" color="gray.600">
        {t('benefitModal.scientificChart.note')}
      </Text>
    </Stack>
  );
}
