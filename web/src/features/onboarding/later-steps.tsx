import type { ComponentType } from 'react';
import { type PlainView, isPlainView } from './domain/plain-steps';
import type { StepProps } from './step-flow';
import { AgeStep } from './steps/age-step';
import { EmailStep } from './steps/email-step';
import { HeightStep } from './steps/height-step';
import { WeightStep } from './steps/weight-step';
import { BmiView } from './views/bmi-view';
import { ExistingEmailLoginView } from './views/existing-email-login-view';
import { InfoScreenView } from './views/info-screen-view';
import { PlanIsReadyView } from './views/plan-is-ready-view';
import { ProgressView } from './views/progress-view';
import { ReceiveEmailView } from './views/receive-email-view';
import { ReinforcementBeforeAfterView } from './views/reinforcement-before-after-view';
import { ReinforcementScientificView } from './views/reinforcement-scientific-view';
import { SpecialOccasionDateView } from './views/special-occasion-date-view';
import { TheOnePlanView } from './views/the-one-plan-view';

type View = NonNullable<StepProps['step']['view']>;

/** One component per custom or information screen after the first step. */
const VIEWS: Record<Exclude<View, PlainView>, ComponentType<StepProps>> = {
  bmi: BmiView,
  special_occasion_date: SpecialOccasionDateView,
  progress: ProgressView,
  existing_email_login: ExistingEmailLoginView,
  receive_email: ReceiveEmailView,
  plan_is_ready: PlanIsReadyView,
  the_one_plan: TheOnePlanView,
  reinforcement_scientific: ReinforcementScientificView,
  reinforcement_before_after: ReinforcementBeforeAfterView,
  info: InfoScreenView,
};

/**
 * The measurement, age and e-mail steps and the custom and information screens: a lazy chunk
 * (their fields, dialogs and charts), preloaded once the first step has painted.
 */
export default function LaterStep({ step }: StepProps) {
  switch (step.kind) {
    case 'height':
      return <HeightStep step={step} />;
    case 'weight':
      return <WeightStep step={step} />;
    case 'age':
      return <AgeStep step={step} />;
    case 'email':
      return <EmailStep step={step} />;
    default: {
      const View = step.view && !isPlainView(step.view) ? VIEWS[step.view] : undefined;
      return View ? <View step={step} /> : <InfoScreenView step={step} />;
    }
  }
}
