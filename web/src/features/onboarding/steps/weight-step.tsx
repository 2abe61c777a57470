import { Box, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import { isGoalWeightTooLow } from '../../../domain/bmi';
import {
  type HeightAnswer,
  type WeightUnit,
  isValidWeight,
  shouldShowWeightError,
  weightAnswer,
} from '../../../domain/measurements';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { NumberField } from './number-field';
import { UnitToggle } from './unit-toggle';

/** Current or goal weight in kg or lb; a goal under BMI 18.5 is refused with an info card. */
export const WeightStep = observer(function WeightStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const [unit, setUnit] = useState<WeightUnit>('kg');
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);

  const value = Number(input);
  const valid = input !== '' && isValidWeight(value, unit);
  const height = onboarding.selections.height as HeightAnswer | undefined;
  const underweight =
    step.measure === 'goal' &&
    valid &&
    height !== undefined &&
    isGoalWeightTooLow(weightAnswer(value, unit).inKg.value, height.inCm.value);
  const showError = !valid && shouldShowWeightError(input, touched);

  const submit = () => {
    onboarding.select(step.id, weightAnswer(value, unit));
    advance();
  };

  return (
    <StepFrame
      stepId={step.id}
      title={t(`steps.${step.id}.title`)}
      error={showError ? t(unit === 'kg' ? 'weight.error.kg' : 'weight.error.lb') : null}
      canContinue={valid && !underweight}
      onContinue={submit}
      info={
        underweight ? (
          <Box bg="secondary.subtle" borderRadius="lg" p="4" data-testid="underweight-info">
            <Text fontWeight="semibold">{t('steps.perfect_weight.underweightTitle')}</Text>
            <Text>{t('steps.perfect_weight.underweightText')}</Text>
          </Box>
        ) : null
      }
    >
      <Stack gap="5">
        <UnitToggle
          units={['kg', 'lb'] as const}
          value={unit}
          onChange={(next) => {
            setUnit(next);
            setInput('');
            setTouched(false);
          }}
          label={t('common.unit')}
        />
        <NumberField
          name={step.id}
          label={t(`steps.${step.id}.title`)}
          unit={unit}
          value={input}
          maxDigits={3}
          onChange={setInput}
          onBlur={() => setTouched(true)}
          invalid={showError}
        />
      </Stack>
    </StepFrame>
  );
});
