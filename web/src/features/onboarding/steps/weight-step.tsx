import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { perfectWeightCard, weightLossPercent } from '../../../shared/domain/onboarding/goal-card';
import {
  type WeightUnit,
  isValidWeight,
  shouldShowWeightError,
  weightAnswer,
} from '../../../shared/domain/measurements';
import { heightAnswerOf, weightAnswerOf } from '../../../shared/domain/onboarding/selections';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';
import { GoalWeightCard } from './goal-weight-card';
import { NumberField } from './number-field';
import { UnitToggle } from './unit-toggle';

/**
 * Current or goal weight in kg or lb (the toggle clears the input). On the goal, a BMI under 18.5
 * shows the underweight card and blocks continue; otherwise a card by percentage loss.
 */
export const WeightStep = observer(function WeightStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { advance } = useStepFlow();
  const saved = weightAnswerOf(onboarding.selections[step.id]);
  const current = weightAnswerOf(onboarding.selections.weight);
  const heightCm = heightAnswerOf(onboarding.selections.height)?.inCm.value;
  const imperialHeight = heightAnswerOf(onboarding.selections.height)?.original.unit === 'ft/in';
  const [unit, setUnit] = useState<WeightUnit>(
    saved?.original.unit ?? current?.original.unit ?? (imperialHeight ? 'lb' : 'kg'),
  );
  const [input, setInput] = useState(saved ? String(saved.original.value) : '');
  const [touched, setTouched] = useState(false);

  const value = Number(input);
  const valid = input !== '' && isValidWeight(value, unit);
  const goalKg = valid ? weightAnswer(value, unit).inKg.value : undefined;
  const card =
    step.measure === 'goal' && goalKg !== undefined && current
      ? perfectWeightCard(current.inKg.value, goalKg, heightCm)
      : null;
  const showError = !valid && shouldShowWeightError(input, touched);

  return (
    <StepFrame
      {...stepCopy(t, step)}
      error={showError ? t(unit === 'kg' ? 'weight.error.kg' : 'weight.error.lb') : null}
      canContinue={valid}
      blocked={card === 'underweight'}
      onContinue={() => {
        onboarding.select(step.id, weightAnswer(value, unit));
        advance();
      }}
      info={
        card && current && goalKg !== undefined ? (
          <GoalWeightCard card={card} percent={weightLossPercent(current.inKg.value, goalKg)} />
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
          label={t(`steps.${step.id}.label`)}
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
