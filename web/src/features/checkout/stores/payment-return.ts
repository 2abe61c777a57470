import type { Stripe } from '@stripe/stripe-js';
import type { PaymentReturn } from '../../../shared/domain/checkout/payment-return';
import { stripOneTimeFields } from '../../../shared/domain/checkout/one-time-fields';
import { postPurchaseSearch } from '../../../shared/domain/checkout/payment-return';
import { type Flow, flowPage } from '../../../shared/domain/routes';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { CheckoutStore } from './checkout.store';
import type { PurchaseStore } from '../../../shared/stores/purchase.store';

/** Where the page goes after a return from the card provider; `returning` false: it stays. */
export type ReturnOutcome = { to: string | null; returning: boolean };

/**
 * Spec 02 §4.6: back from the card provider, a succeeded intent hands over to the post-purchase
 * route; a failed one reopens the modal for the chosen package with the decline shown.
 */
export async function resumePayment(
  deps: {
    stripe: () => Promise<Stripe>;
    checkout: CheckoutStore;
    purchase: PurchaseStore;
    analytics: AnalyticsService;
  },
  flow: Flow,
  paymentReturn: Exclude<PaymentReturn, { kind: 'none' }>,
  location: { pathname: string; search: string },
): Promise<ReturnOutcome> {
  const { search, pathname } = location;
  if (paymentReturn.kind === 'session') {
    const query = postPurchaseSearch(search, {
      source: 'checkout',
      sessionId: paymentReturn.sessionId,
    });
    return { to: `${flowPage(flow, 'paymentSuccess')}${query}`, returning: true };
  }
  const { clientSecret, subscriptionId, selectedPackageId } = paymentReturn;
  try {
    const stripe = await deps.stripe();
    const intent =
      paymentReturn.intent === 'payment'
        ? (await stripe.retrievePaymentIntent(clientSecret)).paymentIntent
        : (await stripe.retrieveSetupIntent(clientSecret)).setupIntent;
    const status = intent?.status;
    if ((status === 'succeeded' || status === 'processing') && subscriptionId) {
      const to = deps.purchase.postPurchasePath(flow, { source: 'elements', subscriptionId });
      return { to, returning: true };
    }
    // A reload must not replay the failed return.
    const outcome = { to: `${pathname}${stripOneTimeFields(search)}`, returning: false };
    if (!selectedPackageId) return outcome;
    deps.checkout.openModal(selectedPackageId);
    const lastError =
      intent && 'last_payment_error' in intent
        ? intent.last_payment_error
        : intent && 'last_setup_error' in intent
          ? intent.last_setup_error
          : null;
    deps.checkout.paymentFailed({
      type: lastError?.type ?? 'card_error',
      code: lastError?.code ?? 'card_declined',
    });
    return outcome;
  } catch (error) {
    deps.analytics.error('web_paymentReturnFailed', error);
    return { to: null, returning: false };
  }
}
