import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../../app/store-context';
import { weightLossPercent } from '../../../domain/goal-card';
import { ApiError } from '../../../services/api-client';
import { authErrorCode } from '../../../services/auth.service';
import { GoalWeightCard } from '../steps/goal-weight-card';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';
import { PlanSummaryCard } from './plan-summary-card';

function errorKeys(error: unknown): string[] {
  if (error instanceof ApiError)
    return [error.code === 'invalid-data' ? 'errors.invalidData' : 'errors.unknownError'];
  return [`authErrors.${authErrorCode(error)}`, 'errors.unknownError'];
}

/** Step 35: the plan summary; continuing signs in anonymously, saves the answers, then payment. */
export const PlanIsReadyView = observer(function PlanIsReadyView({ step }: StepProps) {
  const { t } = useTranslation();
  const store = useStore();
  const { onboarding, ui, analytics } = store;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const summary = onboarding.summary;
  const card = summary.goalCard;

  const save = async () => {
    setError(null);
    try {
      // A subscriber who signed in from the e-mail-exists modal is not sent to buy again (§4.3).
      const route = await ui.whileBlocked(async () => {
        await onboarding.savePlan();
        await store.loadFeatures();
        return store.login.routeAfterSignIn('onboarding');
      });
      onboarding.commit(step.id);
      navigate(route);
    } catch (caught) {
      analytics.error('web_saveOnboardingFailed', caught);
      setError(t(errorKeys(caught)));
    }
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
