import type { ManageScreen } from './domain/manage-screens';
import type { ManageStep } from './domain/manage-steps';
import ContactExperienceStep from './steps/contact-experience-step';
import HaveQuestionsStep from './steps/have-questions-step';
import PauseOfferStep from './steps/pause-offer-step';
import PausePickerStep from './steps/pause-picker-step';
import ReasonsStep from './steps/reasons-step';
import RetentionStep from './steps/retention-step';
import SpecialOfferStep from './steps/special-offer-step';
import StatusStep from './steps/status-step';
import SuccessStep from './steps/success-step';

/** One renderer per screen kind of the step definitions (domain/manage-subscription/manage-screens). */
export function ManageStepView({ step, screen }: { step: ManageStep; screen: ManageScreen }) {
  switch (screen.kind) {
    case 'status':
      return <StatusStep />;
    case 'haveQuestions':
      return <HaveQuestionsStep />;
    case 'reasons':
      return <ReasonsStep options={screen.options} />;
    case 'pauseOffer':
      return <PauseOfferStep />;
    case 'pausePicker':
      return <PausePickerStep options={screen.options} />;
    case 'retention':
      return <RetentionStep reason={screen.reason} />;
    case 'contactExperience':
      return <ContactExperienceStep />;
    case 'specialOffer':
      return <SpecialOfferStep />;
    case 'success':
      return <SuccessStep step={step} />;
    case 'login':
      // The login step has its own route (the app composes it with the login feature).
      return null;
  }
}
