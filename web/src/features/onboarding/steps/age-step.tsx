import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { isValidAge } from '../../../shared/domain/measurements';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';
import { NumberField } from './number-field';

const AGE_DIGITS = 2;

/** Age: digits only, two of them, 18 to 99; the error shows after leaving the field or 2 digits. */
export const AgeStep = observer(function AgeStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { advance } = useStepFlow();
  const saved = onboarding.selections[step.id];
  const [input, setInput] = useState(typeof saved === 'number' ? String(saved) : '');
  const [touched, setTouched] = useState(false);
  const valid = isValidAge(input);
  const showError = !valid && (touched || input.length >= AGE_DIGITS);

  return (
    <StepFrame
      {...stepCopy(t, step)}
      error={showError ? t('age.error') : null}
      canContinue={valid}
      onContinue={() => {
        onboarding.select(step.id, Number(input));
        advance();
      }}
    >
      <NumberField
        name="age"
        label={t('steps.age.label')}
        unit={t('steps.age.unit')}
        value={input}
        maxDigits={AGE_DIGITS}
        onChange={setInput}
        onBlur={() => setTouched(true)}
        invalid={showError}
      />
    </StepFrame>
  );
});
