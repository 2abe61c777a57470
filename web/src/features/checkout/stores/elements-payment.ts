import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { isReplacedAttempt } from '../../../shared/domain/checkout/payment-errors';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Package } from '../../../shared/domain/packages';
import type { CreatedSubscription } from '../../../shared/services/payment.api';
import type { CheckoutStore } from './checkout.store';
import type { UiStore } from '../../../shared/stores/ui.store';

/** Where the embedded form's payment was started: the card form or a wallet button. */
export type ElementsChannel = 'card' | 'wallet';

/** Stripe.js and the mounted Elements, as `useStripe()` and `useElements()` give them. */
export type StripeContext = { stripe: Stripe; elements: StripeElements };

export type ElementsPaymentInput = {
  pkg: Package;
  email: string;
  channel: ElementsChannel;
  /** The app's language (the subscription's invoices and e-mails). */
  language: string;
};

/**
 * Spec 02 §4.4: submit the elements, create the subscription (recurring price plus trial), then
 * confirm the setup or the payment with redirect always. Answers false when it did not redirect.
 */
export function confirmElementsPayment(
  deps: {
    checkout: CheckoutStore;
    ui: UiStore;
    createSubscription: (pkg: Package, email: string, lang: string) => Promise<CreatedSubscription>;
    returnUrl: (pkg: Package, subscriptionId: string) => string;
    forgetAttempt: () => void;
  },
  { stripe, elements }: StripeContext,
  { pkg, email, channel, language }: ElementsPaymentInput,
): Promise<boolean> {
  const { checkout } = deps;
  checkout.clearPaymentError();
  return deps.ui.whileBlocked(async () => {
    const submitted = await elements.submit();
    if (submitted.error) {
      checkout.paymentFailed(submitted.error);
      return false;
    }
    const customerEmail = normalizeEmail(email);
    let created;
    try {
      created = await deps.createSubscription(pkg, customerEmail, language);
    } catch (error) {
      checkout.creationFailed(error);
      return false;
    }
    const options = {
      elements,
      clientSecret: created.clientSecret,
      confirmParams: {
        return_url: deps.returnUrl(pkg, created.subscriptionId),
        payment_method_data: { billing_details: { email: customerEmail } },
      },
      redirect: 'always' as const,
    };
    const result =
      created.type === 'setup'
        ? await stripe.confirmSetup(options)
        : await stripe.confirmPayment(options);
    // Only reached when the confirmation failed: success redirects.
    if (isReplacedAttempt(result.error)) deps.forgetAttempt();
    checkout.paymentFailed({ ...result.error, code: result.error.code ?? channel });
    return false;
  });
}
