import { HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import {
  type HeightUnit,
  heightAnswerFromCm,
  heightAnswerFromFeetInches,
  isValidHeightCm,
  isValidHeightFeetInches,
  shouldMoveFocusToInches,
} from '../../../domain/measurements';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { NumberField } from './number-field';
import { UnitToggle } from './unit-toggle';

/** Height in cm or ft/in; switching units clears the inputs. */
export const HeightStep = observer(function HeightStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const [unit, setUnit] = useState<HeightUnit>('cm');
  const [cm, setCm] = useState('');
  const [feet, setFeet] = useState('');
  const [inches, setInches] = useState('');
  const [touched, setTouched] = useState(false);
  const inchesRef = useRef<HTMLInputElement>(null);

  const valid =
    unit === 'cm'
      ? isValidHeightCm(Number(cm))
      : isValidHeightFeetInches(Number(feet), Number(inches || 0));
  const filled = unit === 'cm' ? cm.length === 3 : feet !== '' && inches !== '';
  const showError = !valid && (touched || filled);

  const changeUnit = (next: HeightUnit) => {
    setUnit(next);
    setCm('');
    setFeet('');
    setInches('');
    setTouched(false);
  };

  const submit = () => {
    onboarding.select(
      step.id,
      unit === 'cm'
        ? heightAnswerFromCm(Number(cm))
        : heightAnswerFromFeetInches(Number(feet), Number(inches || 0)),
    );
    advance();
  };

  return (
    <StepFrame
      stepId={step.id}
      title={t('steps.height.title')}
      error={showError ? t(unit === 'cm' ? 'height.error.cm' : 'height.error.ft') : null}
      canContinue={valid}
      onContinue={submit}
    >
      <Stack gap="5">
        <UnitToggle
          units={['cm', 'ft/in'] as const}
          value={unit}
          onChange={changeUnit}
          label={t('common.unit')}
        />
        {unit === 'cm' ? (
          <NumberField
            name="height-cm"
            label={t('steps.height.title')}
            unit="cm"
            value={cm}
            maxDigits={3}
            onChange={setCm}
            onBlur={() => setTouched(true)}
            invalid={showError}
          />
        ) : (
          <HStack gap="3" align="flex-end">
            <NumberField
              name="height-ft"
              label={t('steps.height.feet')}
              unit="ft"
              value={feet}
              maxDigits={1}
              invalid={showError}
              onChange={(value) => {
                setFeet(value);
                if (shouldMoveFocusToInches(value)) inchesRef.current?.focus();
              }}
            />
            <NumberField
              name="height-in"
              inputRef={inchesRef}
              label={t('steps.height.inches')}
              unit="in"
              value={inches}
              maxDigits={2}
              onChange={setInches}
              onBlur={() => setTouched(true)}
              invalid={showError}
            />
          </HStack>
        )}
      </Stack>
    </StepFrame>
  );
});
