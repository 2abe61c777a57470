import { DataList, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { BMI_BAR, BMI_BAR_LABELS } from '../../../shared/domain/onboarding/bmi-bar';
import { BmiBar, type BmiBand } from '../../../shared/ui/bmi-bar';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

const BAND_COLORS = ['#60a5fa', '#22c55e', '#facc15', '#fb923c', '#ef4444'];
const STOPS = [0, ...BMI_BAR.bandStops, 1];
const BANDS: BmiBand[] = BAND_COLORS.map((color, index) => ({
  from: STOPS[index] ?? 0,
  to: STOPS[index + 1] ?? 1,
  color,
}));

const PROFILE = ['fastingMotivation', 'lifestyle', 'typeOfEater'] as const;

/**
 * Step 28: the visitor's BMI on a 10–40 bar with coloured bands, and the profile of the BMI
 * inputs (motivation, lifestyle, type of eater); may be skipped forward.
 */
export const BmiView = observer(function BmiView({ step }: StepProps) {
  const { t, i18n } = useTranslation();
  const { onboarding } = useAppStores();
  const bar = onboarding.summary.bmiBar;
  const inputs = onboarding.summary.bmiInputs;
  const copy = stepCopy(t, step);

  if (!bar) {
    return (
      <StepFrame {...copy} canContinue>
        <Text color="gray.800">{t('steps.bmi.missing')}</Text>
      </StepFrame>
    );
  }

  const { category } = bar;
  const shown = bar.bmi.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const labels = BMI_BAR_LABELS.map(({ label, from }, index) => {
    const to = BMI_BAR_LABELS[index + 1]?.from ?? 1;
    return { text: t(`steps.bmi.labels.${label}`), at: (from + to) / 2 };
  });

  return (
    <StepFrame {...copy} canContinue>
      <Stack gap="1" textAlign="center">
        <Text color="gray.700">{t('steps.bmi.yourBmi')}</Text>
        <Text fontSize="4xl" fontWeight="bold" data-testid="bmi-value">
          {shown}
        </Text>
      </Stack>
      <BmiBar
        markerPercent={bar.markerPercent}
        value={shown}
        bands={BANDS}
        labels={labels}
        description={t('steps.bmi.description', {
          value: shown,
          category: t(`steps.bmi.categories.${category}`),
        })}
      />
      <Text color="gray.800" data-category={category}>
        {t(`steps.bmi.texts.${category}`)}
      </Text>
      {inputs && (
        <Stack gap="2" data-testid="bmi-profile">
          <Text as="h2" fontWeight="semibold">
            {t('steps.bmi.profile.title')}
          </Text>
          <DataList.Root orientation="horizontal" gap="2">
            {PROFILE.map((key) => (
              <DataList.Item key={key} data-profile={key} data-value={inputs[key]}>
                <DataList.ItemLabel color="gray.700">
                  {t(`steps.bmi.profile.${key}`)}
                </DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold" justifyContent="flex-end">
                  {t(`steps.bmi.profile.values.${key}.${inputs[key]}`)}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      )}
    </StepFrame>
  );
});
