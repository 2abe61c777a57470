import { PAUSE_MONTHS, type PauseMonths } from '@fastwell/contract/pause-duration';
import {
  type CancellationReason,
  type ManageStep,
  type PauseDuration,
  REASON_STEP,
  SUCCESS_STEPS,
  type StatusOption,
} from './manage-steps';

/** What the visitor chose on a step. */
export type ManageChoice =
  | { step: 'subscription_status'; option: StatusOption }
  | { step: 'have_questions'; option: 'contactSupport' | 'goToFAQ' }
  | { step: 'pause_offer'; option: 'noThanks' | 'pause' }
  | { step: 'pause_subscription'; option: 'confirm'; duration: PauseDuration }
  | { step: 'pause_subscription'; option: 'goBack' }
  | { step: 'cancellation_reason'; reason: CancellationReason }
  | { step: 'reason'; reasonStep: ManageStep; option: 'learnMore' | 'cancelAnyway' }
  | { step: 'contact_us_about_experience'; answer: 'yes' | 'no' }
  | { step: 'special_offer'; option: 'accept' | 'decline' | 'pauseInstead' }
  | { step: 'success'; successStep: ManageStep; option: 'gotIt' };

export type ManageAction =
  'cancel' | 'restore' | 'unpause' | 'pause' | 'requestSpecialOffer' | 'acceptSpecialOffer';

/** Where cancelling leads; also where a refused offer request goes. */
export const CANCEL_NOW: Extract<ManageNext, { kind: 'action' }> = {
  kind: 'action',
  action: 'cancel',
  then: 'cancel_subscription_success',
};

/** Where a choice leads: a step, an API action then a step, a route, a link, or closing. */
export type ManageNext =
  | { kind: 'step'; step: ManageStep }
  | { kind: 'action'; action: ManageAction; then: ManageStep; months?: PauseMonths }
  | { kind: 'route'; route: 'managePayment' }
  | { kind: 'link'; link: 'faq' | 'support' | 'reasonArticle'; reasonStep?: ManageStep }
  | { kind: 'closeInAppBrowser' };

export type ManageContext = {
  /** The subscription already had a special offer (metadata.specialOfferStartDate). */
  hadSpecialOffer: boolean;
  /** The user is flagged as not eligible for retention offers. */
  userFlagged: boolean;
  onTrial: boolean;
  inAppBrowser: boolean;
  /** Where the pause picker was opened from; its go back returns there. */
  pauseFrom: PauseOrigin;
};

/** Spec 02 §4.13: the pause picker opens from the offer (pause_offer) or from the status. */
export type PauseOrigin = Extract<ManageStep, 'subscription_status' | 'pause_offer'>;

/** Reasons whose cancel-anyway first asks whether we may contact the visitor about it. */
const ASK_ABOUT_EXPERIENCE: readonly ManageStep[] = [
  'cancellation_reason_app_complicated',
  'cancellation_reason_app_not_helping',
];

/**
 * Spec 02 §4.13: cancel at once with a past offer, a flag or a trial; otherwise the server is
 * asked for the offer (issue 17: only an offer it made in this cancellation can be accepted), and
 * the offer is shown; if it has none (also where the provider cannot lower the price now), cancel.
 */
function cancelAnyway(context: ManageContext): ManageNext {
  if (context.hadSpecialOffer || context.userFlagged || context.onTrial) return CANCEL_NOW;
  return { kind: 'action', action: 'requestSpecialOffer', then: 'special_offer' };
}

/**
 * The wizard's next-step function; every step and option of §4.13 (table-tested). Cancelling
 * runs status → reasons → per-reason screen → cancel anyway → special offer (or cancel at once);
 * the pause offer is reached from the special offer, the pause picker from it or the status.
 */
export function nextManageStep(choice: ManageChoice, context: ManageContext): ManageNext {
  switch (choice.step) {
    case 'subscription_status':
      switch (choice.option) {
        case 'cancelSubscription':
          return { kind: 'step', step: 'cancellation_reason' };
        case 'pauseSubscription':
          return { kind: 'step', step: 'pause_subscription' };
        case 'restoreSubscription':
          return { kind: 'action', action: 'restore', then: 'subscription_restoration_success' };
        case 'unpauseSubscription':
          return { kind: 'action', action: 'unpause', then: 'unpause_subscription_success' };
        case 'reactivateSubscription':
          return { kind: 'route', route: 'managePayment' };
        case 'haveQuestion':
          return { kind: 'step', step: 'have_questions' };
      }
      break;
    case 'have_questions':
      return { kind: 'link', link: choice.option === 'goToFAQ' ? 'faq' : 'support' };
    case 'pause_offer':
      // Reached from the special offer, after the reasons: no thanks declines both and cancels.
      return choice.option === 'pause' ? { kind: 'step', step: 'pause_subscription' } : CANCEL_NOW;
    case 'pause_subscription':
      if (choice.option === 'goBack') return { kind: 'step', step: context.pauseFrom };
      return {
        kind: 'action',
        action: 'pause',
        then: 'pause_subscription_success',
        months: PAUSE_MONTHS[choice.duration],
      };
    case 'cancellation_reason':
      return choice.reason === 'notSpecified'
        ? cancelAnyway(context)
        : { kind: 'step', step: REASON_STEP[choice.reason] };
    case 'reason':
      if (choice.option === 'learnMore')
        return { kind: 'link', link: 'reasonArticle', reasonStep: choice.reasonStep };
      return ASK_ABOUT_EXPERIENCE.includes(choice.reasonStep)
        ? { kind: 'step', step: 'contact_us_about_experience' }
        : cancelAnyway(context);
    case 'contact_us_about_experience':
      return cancelAnyway(context);
    case 'special_offer':
      switch (choice.option) {
        case 'accept':
          return { kind: 'action', action: 'acceptSpecialOffer', then: 'special_offer_accepted' };
        case 'pauseInstead':
          return { kind: 'step', step: 'pause_offer' };
        case 'decline':
          return CANCEL_NOW;
      }
      break;
    case 'success':
      if (!SUCCESS_STEPS.includes(choice.successStep))
        return { kind: 'step', step: 'subscription_status' };
      return context.inAppBrowser
        ? { kind: 'closeInAppBrowser' }
        : { kind: 'step', step: 'subscription_status' };
  }
  return { kind: 'step', step: 'subscription_status' };
}
