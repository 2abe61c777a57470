import {
  CANCELLATION_REASONS,
  type CancellationReason,
  type ManageStep,
  PAUSE_DURATIONS,
} from './manage-steps';
import type { ManageState } from '@fastwell/contract/subscription-state';

type RetentionReason = Exclude<CancellationReason, 'notSpecified'>;

/** What a step shows; one renderer per kind (features/manage-subscription/steps). */
export type ManageScreen =
  | { kind: 'login' }
  | { kind: 'status' }
  | { kind: 'haveQuestions'; options: readonly ['goToFAQ', 'contactSupport'] }
  | { kind: 'reasons'; options: readonly CancellationReason[] }
  | { kind: 'pauseOffer'; options: readonly ['pause', 'noThanks'] }
  | { kind: 'pausePicker'; options: typeof PAUSE_DURATIONS }
  | { kind: 'retention'; reason: RetentionReason; options: readonly ['learnMore', 'cancelAnyway'] }
  | { kind: 'contactExperience'; options: readonly ['yes', 'no'] }
  | { kind: 'specialOffer'; options: readonly ['accept', 'pauseInstead', 'decline'] }
  | { kind: 'success' };

export type ManageStepDefinition = {
  screen: ManageScreen;
  /** States in which the step makes sense; elsewhere (a stale link, back after an action) → status. */
  states?: readonly ManageState[];
};

const ACTIVE: readonly ManageState[] = ['active'];
const RETENTION_OPTIONS = ['learnMore', 'cancelAnyway'] as const;

const retention = (reason: RetentionReason): ManageStepDefinition => ({
  screen: { kind: 'retention', reason, options: RETENTION_OPTIONS },
  states: ACTIVE,
});

/** Spec 02 §2.6: every step id → its screen and options (the next step: nextManageStep). */
export const MANAGE_STEP_DEFINITIONS: Record<ManageStep, ManageStepDefinition> = {
  login: { screen: { kind: 'login' } },
  subscription_status: { screen: { kind: 'status' } },
  have_questions: { screen: { kind: 'haveQuestions', options: ['goToFAQ', 'contactSupport'] } },
  cancellation_reason: {
    screen: { kind: 'reasons', options: CANCELLATION_REASONS },
    states: ACTIVE,
  },
  pause_offer: { screen: { kind: 'pauseOffer', options: ['pause', 'noThanks'] }, states: ACTIVE },
  pause_subscription: {
    screen: { kind: 'pausePicker', options: PAUSE_DURATIONS },
    states: ACTIVE,
  },
  pause_subscription_success: { screen: { kind: 'success' } },
  unpause_subscription_success: { screen: { kind: 'success' } },
  cancellation_reason_expensive: retention('expensive'),
  cancellation_reason_undecided: retention('undecided'),
  cancellation_reason_app_complicated: retention('appComplicated'),
  cancellation_reason_app_not_helping: retention('appNotHelping'),
  cancellation_reason_goal_achieved: retention('goalAchieved'),
  cancellation_reason_found_better_alternative: retention('foundBetterAlternatives'),
  contact_us_about_experience: {
    screen: { kind: 'contactExperience', options: ['yes', 'no'] },
    states: ACTIVE,
  },
  special_offer: {
    screen: { kind: 'specialOffer', options: ['accept', 'pauseInstead', 'decline'] },
    states: ACTIVE,
  },
  special_offer_accepted: { screen: { kind: 'success' } },
  cancel_subscription_success: { screen: { kind: 'success' } },
  subscription_restoration_success: { screen: { kind: 'success' } },
};

/** Whether a step may be shown for a subscription in `state` (null: none or not loaded). */
export function stepAllowed(step: ManageStep, state: ManageState | 'error' | null): boolean {
  const states = MANAGE_STEP_DEFINITIONS[step].states;
  if (!states) return true;
  return state !== null && state !== 'error' && states.includes(state);
}
