import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { hasSelection } from '../../../shared/domain/onboarding/selections';
import { optionsFor } from '../../../shared/domain/onboarding/step-definitions';
import { OptionButton } from '../../../shared/ui/option-button';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Records on change; continue is enabled once something is chosen. */
export const MultiSelectStep = observer(function MultiSelectStep({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useAppStores();
  const value = onboarding.selections[step.id];
  const chosen = Array.isArray(value) ? value : [];
  const copy = stepCopy(t, step, t('common.chooseAll'));
  return (
    <StepFrame {...copy} canContinue={hasSelection(value)}>
      <div className="step-options" role="group" aria-label={copy.title}>
        {optionsFor(step, onboarding.gender).map((option) => (
          <OptionButton
            key={option}
            option={option}
            selected={chosen.includes(option)}
            onClick={() => onboarding.toggleOption(step.id, option)}
          >
            {t(`steps.${step.id}.options.${option}`)}
          </OptionButton>
        ))}
      </div>
    </StepFrame>
  );
});
