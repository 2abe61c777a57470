import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { hasSelection } from '../../../shared/domain/onboarding/selections';
import { optionsFor } from '../../../shared/domain/onboarding/step-definitions';
import { OptionButton } from '../../../shared/ui/option-button';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Choosing an option records it and advances; continue keeps an earlier answer. */
export const SingleSelectStep = observer(function SingleSelectStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const { advance } = useStepFlow();
  const selected = onboarding.selections[step.id];
  const copy = stepCopy(t, step);
  return (
    <StepFrame {...copy} canContinue={hasSelection(selected)}>
      <div className="step-options" role="radiogroup" aria-label={copy.title}>
        {optionsFor(step, onboarding.gender).map((option) => (
          <OptionButton
            key={option}
            option={option}
            role="radio"
            selected={selected === option}
            onClick={() => {
              onboarding.select(step.id, option);
              advance();
            }}
          >
            {t(`steps.${step.id}.options.${option}`)}
          </OptionButton>
        ))}
      </div>
    </StepFrame>
  );
});
