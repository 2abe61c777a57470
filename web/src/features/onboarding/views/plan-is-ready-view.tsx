import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../../shared/stores/store-context';
import { useOnboarding } from '../use-onboarding';
import { weightLossPercent } from '../../../shared/domain/onboarding/goal-card';
import { GoalWeightCard } from '../steps/goal-weight-card';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';
import { PlanSummaryCard } from './plan-summary-card';

/** Step 35: the plan summary; continuing signs in anonymously, saves the answers, then payment. */
export const PlanIsReadyView = observer(function PlanIsReadyView({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding, ui } = useAppStores();
  const { onboardingActions } = useOnboarding();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const summary = onboarding.summary;
  const card = summary.goalCard;

  const save = async () => {
    setError(null);
    const saved = await onboardingActions.savePlan(step.id);
    if ('route' in saved) navigate(saved.route);
    else setError(t(saved.errorKeys));
  };

  return (
    <StepFrame
      {...stepCopy(t, step)}
      error={error}
      canContinue
      busy={ui.blocked}
      continueLabel={t('steps.plan_is_ready.cta')}
      onContinue={() => void save()}
      info={
        card && summary.weightKg !== undefined && summary.goalKg !== undefined ? (
          <GoalWeightCard
            card={card}
            percent={weightLossPercent(summary.weightKg, summary.goalKg)}
          />
        ) : null
      }
    >
      <PlanSummaryCard />
    </StepFrame>
  );
});
