import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { BeforeAfterFigure } from '../../../shared/ui/before-after-figure';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Step 21: title by gender; a BMI of 24.9 or more shows the overweight text. */
export const ReinforcementBeforeAfterView = observer(function ReinforcementBeforeAfterView({
  step,
}: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const variant = onboarding.reinforcementVariant;
  const key = `steps.${step.id}`;
  return (
    <StepFrame title={t(onboarding.beforeAfterTitleKey)} canContinue>
      <BeforeAfterFigure
        before={t(`${key}.before`)}
        after={t(`${key}.after`)}
        label={t(`${key}.imageLabel`)}
      />
      <Text fontSize="lg" color="gray.800" data-variant={variant}>
        {t(variant === 'overweight' ? `${key}.textOverweight` : `${key}.text`)}
      </Text>
    </StepFrame>
  );
});
