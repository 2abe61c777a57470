import { Field, Input } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { isOccasionDateAllowed, toIsoDate } from '../../../shared/domain/onboarding/occasion-date';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Step 30: the occasion's date, today + 3 months by default; past dates are refused. */
export const SpecialOccasionDateView = observer(function SpecialOccasionDateView({
  step,
}: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { advance } = useStepFlow();
  const [today] = useState(() => new Date());
  const [value, setValue] = useState(onboarding.occasionDate);
  const allowed = isOccasionDateAllowed(value, today);

  return (
    <StepFrame
      {...stepCopy(t, step)}
      error={allowed ? null : t('steps.special_occasion_date.errorPast')}
      canContinue={allowed}
      blocked={!allowed}
      onContinue={() => {
        if (onboarding.selectOccasionDate(value)) advance();
      }}
    >
      <Field.Root invalid={!allowed}>
        <Field.Label>{t('steps.special_occasion_date.label')}</Field.Label>
        <Input
          type="date"
          name="special-occasion-date"
          size="xl"
          min={toIsoDate(today)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Field.HelperText>{t('steps.special_occasion_date.hint')}</Field.HelperText>
      </Field.Root>
    </StepFrame>
  );
});
