import type { ComponentType } from 'react';
import type { StepFlow, StepProps } from './step-flow';
import { AgeStep } from './steps/age-step';
import { EmailStep } from './steps/email-step';
import { HeightStep } from './steps/height-step';
import { MultiSelectStep } from './steps/multi-select-step';
import { SingleSelectStep } from './steps/single-select-step';
import { WeightStep } from './steps/weight-step';
import { BmiView } from './views/bmi-view';
import { ExistingEmailLoginView } from './views/existing-email-login-view';
import { GenderView } from './views/gender-view';
import { InfoScreenView } from './views/info-screen-view';
import { PlanIsReadyView } from './views/plan-is-ready-view';
import { ProgressView } from './views/progress-view';
import { ReceiveEmailView } from './views/receive-email-view';
import { ReinforcementBeforeAfterView } from './views/reinforcement-before-after-view';
import { ReinforcementScientificView } from './views/reinforcement-scientific-view';
import { SpecialOccasionDateView } from './views/special-occasion-date-view';
import { TheOnePlanView } from './views/the-one-plan-view';
import { TrackedHoursView } from './views/tracked-hours-view';

type View = NonNullable<StepFlow['step']['view']>;

/** One component per custom or information screen. */
const VIEWS: Record<View, ComponentType<StepProps>> = {
  gender: GenderView,
  tracked_hours: TrackedHoursView,
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

/** One renderer per step kind; custom and information steps by their view. */
export function StepRenderer({ step }: StepProps) {
  switch (step.kind) {
    case 'single-select':
      return <SingleSelectStep step={step} />;
    case 'multi-select':
      return <MultiSelectStep step={step} />;
    case 'height':
      return <HeightStep step={step} />;
    case 'weight':
      return <WeightStep step={step} />;
    case 'age':
      return <AgeStep step={step} />;
    case 'email':
      return <EmailStep step={step} />;
    case 'custom':
    case 'information': {
      const View = step.view ? VIEWS[step.view] : undefined;
      return View ? <View step={step} /> : <InfoScreenView step={step} />;
    }
  }
}
