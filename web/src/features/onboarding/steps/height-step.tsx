import { HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import {
  type HeightAnswer,
  type HeightUnit,
  heightAnswerFromCm,
  heightAnswerFromFeetInches,
  isValidHeightCm,
  isValidHeightFeetInches,
  shouldMoveFocusToInches,
} from '../../../shared/domain/measurements';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';
import { HealthConsent } from './health-consent';
import { NumberField } from './number-field';
import { UnitToggle } from './unit-toggle';

type Inputs = { unit: HeightUnit; cm: string; feet: string; inches: string };

function inputsFrom(answer: HeightAnswer | undefined): Inputs {
  const original = answer?.original;
  if (!original) return { unit: 'cm', cm: '', feet: '', inches: '' };
  if (typeof original.value === 'number')
    return { unit: 'cm', cm: String(original.value), feet: '', inches: '' };
  const { feet, inches } = original.value;
  return { unit: 'ft/in', cm: '', feet: String(feet), inches: String(inches) };
}

/** Height in cm or ft/in; switching units clears the inputs; optional health-data consent. */
export const HeightStep = observer(function HeightStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding, flags } = useAppStores();
  const { advance } = useStepFlow();
  const [inputs, setInputs] = useState(() =>
    inputsFrom(onboarding.selections[step.id] as HeightAnswer | undefined),
  );
  const [touched, setTouched] = useState(false);
  const consentRequired = flags.get('health-data-consent');
  const [consent, setConsent] = useState(false);
  const inchesRef = useRef<HTMLInputElement>(null);
  const { unit, cm, feet, inches } = inputs;
  const set = (patch: Partial<Inputs>) => setInputs((current) => ({ ...current, ...patch }));

  const valid =
    unit === 'cm'
      ? isValidHeightCm(Number(cm))
      : feet !== '' && isValidHeightFeetInches(Number(feet), Number(inches || 0));
  const filled = unit === 'cm' ? cm.length === 3 : feet !== '' && inches !== '';
  const entered = unit === 'cm' ? cm !== '' : feet !== '' || inches !== '';
  const heightError = !valid && (touched || filled);
  const consentMissing = consentRequired && !consent;

  let error: string | null = null;
  if (heightError) error = t(unit === 'cm' ? 'height.error.cm' : 'height.error.ft');
  else if (consentMissing && entered) error = t('healthDataConsentCheckbox.warning');

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
      {...stepCopy(t, step)}
      error={error}
      canContinue={valid && !consentMissing}
      onContinue={submit}
    >
      <Stack gap="5">
        <UnitToggle
          units={['cm', 'ft/in'] as const}
          value={unit}
          onChange={(next) => {
            setInputs({ unit: next, cm: '', feet: '', inches: '' });
            setTouched(false);
          }}
          label={t('common.unit')}
        />
        {unit === 'cm' ? (
          <NumberField
            name="height-cm"
            label={t('steps.height.label')}
            unit="cm"
            value={cm}
            maxDigits={3}
            onChange={(value) => set({ cm: value })}
            onBlur={() => setTouched(true)}
            invalid={heightError}
          />
        ) : (
          <HStack gap="3" align="flex-end">
            <NumberField
              name="height-ft"
              label={t('steps.height.feet')}
              unit="ft"
              value={feet}
              maxDigits={1}
              invalid={heightError}
              onChange={(value) => {
                set({ feet: value });
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
              onChange={(value) => set({ inches: value })}
              onBlur={() => setTouched(true)}
              invalid={heightError}
            />
          </HStack>
        )}
        {consentRequired && <HealthConsent checked={consent} onChange={setConsent} />}
      </Stack>
    </StepFrame>
  );
});
