import {
  type StepEventAction,
  funnelEventName,
} from '../../../shared/domain/onboarding/step-events';

/** The post-payment screens carry the payment step's analytics number (web_commit_36_payment). */
export const POST_PAYMENT_EVENT_NUMBER = 36;

export type PostPaymentScreen = 'update_subscription' | 'ebook';

/** web_goto_36_update_subscription, web_commit_36_ebook, web_skip_36_ebook, … */
export function postPaymentEventName(action: StepEventAction, screen: PostPaymentScreen): string {
  return funnelEventName(action, POST_PAYMENT_EVENT_NUMBER, screen);
}
