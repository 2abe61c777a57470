import { type Flow, ROUTES, flowPage, flowPagePath } from '../routes';

export type PostOnboardingInput = {
  flow: Flow;
  hasUser: boolean;
  isAnonymous: boolean;
  isPartner: boolean;
  hasOldSubscription: boolean;
  isPurchaseAvailable: boolean;
};

/** Spec 02 §4.9. */
export function postOnboardingRoute(input: PostOnboardingInput): string {
  const flow = input.flow === 'static' ? 'onboarding' : input.flow;
  if (!input.hasUser) return ROUTES.loading;
  if (input.isPartner || flow === 'wellhub') return flowPage('wellhub', 'download');
  if (!input.hasOldSubscription && input.isPurchaseAvailable) return flowPage(flow, 'payment');
  if (input.isAnonymous) return flowPage(flow, 'upgradeAccount');
  return flowPage(flow, 'download');
}

export type PaymentCommitInput = PostOnboardingInput & {
  ebookUpsellEnabled: boolean;
  upsellDurations: readonly string[];
  durationType: string;
};

/**
 * Spec 02 §4.8, the `payment` step: e-book upsell, else plan upsell, else post-onboarding; for a
 * card and a PayPal purchase alike (PayPal pays both offers in its own window).
 */
export function routeAfterPayment(input: PaymentCommitInput): string {
  const flow = input.flow === 'static' ? 'onboarding' : input.flow;
  const ebook = flowPagePath(flow, 'ebook');
  if (input.ebookUpsellEnabled && ebook) return ebook;
  const upsell = flowPagePath(flow, 'updateSubscription');
  if (upsell && input.upsellDurations.includes(input.durationType)) return `${upsell}?stepId=step1`;
  return postOnboardingRoute(input);
}

export type EbookCommitInput = PostOnboardingInput & {
  upsellDurations: readonly string[];
  durationType: string;
  /** The subscription was upgraded already: the upsell is not offered again. */
  upsellBought: boolean;
};

/** Spec 02 §4.8, the `ebook` step: the plan upsell when enabled for the duration, else final. */
export function routeAfterEbook(input: EbookCommitInput): string {
  const flow = input.flow === 'static' ? 'onboarding' : input.flow;
  const upsell = flowPagePath(flow, 'updateSubscription');
  if (upsell && !input.upsellBought && input.upsellDurations.includes(input.durationType)) {
    return `${upsell}?stepId=step1`;
  }
  return postOnboardingRoute(input);
}

/** Spec 02 §4.8, the `upsell` step: always the final route (§4.9). */
export function routeAfterUpsell(input: PostOnboardingInput): string {
  return postOnboardingRoute(input);
}
