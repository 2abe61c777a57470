import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppStores, useFlowPreload } from '../../shared/stores/store-context';
import { stepDefinition } from '../../shared/domain/onboarding/step-definitions';
import { ROUTES } from '../../shared/domain/routes';
import { afterPaint } from '../../shared/lib/after-paint';
import { type StepFlow, StepFlowContext } from './step-flow';
import { StepRenderer } from './step-renderer';

/** React Router keeps the index of the history entry; 0 means nothing of ours to go back to. */
function hasHistoryToGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** /onboarding/{step}: a step that is not in the visitor's list goes back to loading. */
function OnboardingStepRoute() {
  const { stepId = '' } = useParams();
  const { onboarding } = useAppStores();
  const navigate = useNavigate();
  const step = stepDefinition(stepId);
  const known = step !== undefined && onboarding.hasStep(stepId);

  useEffect(() => {
    if (known) onboarding.enter(stepId);
  }, [known, onboarding, stepId]);

  // The checkout's stores (a lazy chunk) load once the first question is answered, not while it
  // waits for its first tap; the questionnaire's end waits for them if they are not there yet.
  const preloadCheckout = useFlowPreload('checkout');
  const pastFirstStep = known && onboarding.previousOf(stepId) !== undefined;
  useEffect(
    () => (pastFirstStep ? afterPaint(preloadCheckout) : undefined),
    [pastFirstStep, preloadCheckout],
  );

  const flow = useMemo<StepFlow | null>(() => {
    if (!step) return null;
    const goTo = (next: string | undefined) => {
      if (next) navigate(ROUTES.onboardingStep(next));
    };
    return {
      step,
      advance: () => goTo(onboarding.commit(step.id)),
      skip: () => goTo(onboarding.skip(step.id)),
      back: () => {
        onboarding.trackBack(step.id);
        if (hasHistoryToGoBack()) {
          navigate(-1);
          return;
        }
        const previous = onboarding.previousOf(step.id);
        if (previous) navigate(ROUTES.onboardingStep(previous), { replace: true });
      },
    };
  }, [navigate, onboarding, step]);

  if (!flow || !known) return <Navigate to={ROUTES.loading} replace />;
  return (
    <StepFlowContext.Provider value={flow}>
      <StepRenderer key={flow.step.id} step={flow.step} />
    </StepFlowContext.Provider>
  );
}

export default observer(OnboardingStepRoute);
