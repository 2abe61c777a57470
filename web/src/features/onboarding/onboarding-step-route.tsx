import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import { stepDefinition, type StepDefinition } from '../../domain/onboarding/step-definitions';
import { ROUTES } from '../../domain/routes';
import { EmailStep } from './steps/email-step';
import { GenderStep } from './steps/gender-step';
import { HeightStep } from './steps/height-step';
import { MultiSelectStep } from './steps/multi-select-step';
import { PlanIsReadyStep } from './steps/plan-is-ready-step';
import { ReceiveEmailStep } from './steps/receive-email-step';
import { SingleSelectStep } from './steps/single-select-step';
import { WeightStep } from './steps/weight-step';

export type StepProps = { step: StepDefinition; advance: () => void };

function StepRenderer(props: StepProps) {
  switch (props.step.kind) {
    case 'single-select':
      return <SingleSelectStep {...props} />;
    case 'multi-select':
      return <MultiSelectStep {...props} />;
    case 'height':
      return <HeightStep {...props} />;
    case 'weight':
      return <WeightStep {...props} />;
    case 'email':
      return <EmailStep {...props} />;
    case 'custom':
      if (props.step.view === 'gender') return <GenderStep {...props} />;
      if (props.step.view === 'receive_email') return <ReceiveEmailStep {...props} />;
      if (props.step.view === 'plan_is_ready') return <PlanIsReadyStep {...props} />;
      return null;
    default:
      return null;
  }
}

/** /onboarding/{step}: a step that is not in the visitor's list goes back to loading. */
function OnboardingStepRoute() {
  const { stepId = '' } = useParams();
  const { onboarding } = useStore();
  const navigate = useNavigate();
  const step = stepDefinition(stepId);
  const known = Boolean(step) && onboarding.hasStep(stepId);

  useEffect(() => {
    if (known) onboarding.enter(stepId);
  }, [known, onboarding, stepId]);

  const advance = useCallback(() => {
    const next = onboarding.commit(stepId);
    if (next) navigate(ROUTES.onboardingStep(next));
  }, [navigate, onboarding, stepId]);

  if (!step || !known) return <Navigate to={ROUTES.loading} replace />;
  return <StepRenderer key={stepId} step={step} advance={advance} />;
}

export default observer(OnboardingStepRoute);
