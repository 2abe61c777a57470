import type { CancellationReason } from '@fastwell/contract/cancellation-reasons';

/** Step ids of /manage_subscription/{stepId} (spec 02 §2.6). */
export const MANAGE_STEPS = [
  'login',
  'subscription_status',
  'have_questions',
  'cancellation_reason',
  'pause_offer',
  'pause_subscription',
  'pause_subscription_success',
  'unpause_subscription_success',
  'cancellation_reason_expensive',
  'cancellation_reason_undecided',
  'cancellation_reason_app_complicated',
  'cancellation_reason_app_not_helping',
  'cancellation_reason_goal_achieved',
  'cancellation_reason_found_better_alternative',
  'contact_us_about_experience',
  'special_offer',
  'special_offer_accepted',
  'cancel_subscription_success',
  'subscription_restoration_success',
] as const;
export type ManageStep = (typeof MANAGE_STEPS)[number];

export const isManageStep = (value: string): value is ManageStep =>
  (MANAGE_STEPS as readonly string[]).includes(value);

/** Spec 02 §3 enumerations. */
export { CANCELLATION_REASONS } from '@fastwell/contract/cancellation-reasons';
export type { CancellationReason };

export type StatusOption =
  | 'cancelSubscription'
  | 'restoreSubscription'
  | 'reactivateSubscription'
  | 'unpauseSubscription'
  | 'pauseSubscription'
  | 'haveQuestion';

export { PAUSE_DURATIONS, type PauseDuration } from '@fastwell/contract/pause-duration';

export const REASON_STEP: Record<Exclude<CancellationReason, 'notSpecified'>, ManageStep> = {
  expensive: 'cancellation_reason_expensive',
  undecided: 'cancellation_reason_undecided',
  appComplicated: 'cancellation_reason_app_complicated',
  appNotHelping: 'cancellation_reason_app_not_helping',
  goalAchieved: 'cancellation_reason_goal_achieved',
  foundBetterAlternatives: 'cancellation_reason_found_better_alternative',
};

/** The reason a per-reason step is about, or null for any other step. */
export function reasonOfStep(step: ManageStep): CancellationReason | null {
  const entry = Object.entries(REASON_STEP).find(([, reasonStep]) => reasonStep === step);
  return entry ? (entry[0] as CancellationReason) : null;
}

/** Success screens: got-it closes an in-app browser, else returns to the status. */
export const SUCCESS_STEPS: readonly ManageStep[] = [
  'pause_subscription_success',
  'unpause_subscription_success',
  'special_offer_accepted',
  'cancel_subscription_success',
  'subscription_restoration_success',
];
