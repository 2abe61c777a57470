import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/store-context';
import { isReplacedAttempt } from '../../domain/checkout/payment-errors';
import { normalizeEmail } from '../../domain/email';
import type { Package } from '../../domain/packages';

/**
 * Spec 02 §4.4: submit the elements, create the subscription (recurring price plus trial), then
 * confirm the setup or the payment with redirect always. Answers false when it did not redirect.
 */
export function useElementsPayment(pkg: Package) {
  const { i18n } = useTranslation();
  const { checkout, checkoutPayment, ui } = useStore();
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  const pay = async (email: string, channel: 'card' | 'wallet'): Promise<boolean> => {
    if (!stripe || !elements || submitting) return false;
    setSubmitting(true);
    checkout.clearPaymentError();
    try {
      return await ui.whileBlocked(async () => {
        const submitted = await elements.submit();
        if (submitted.error) {
          checkout.paymentFailed(submitted.error);
          return false;
        }
        const customerEmail = normalizeEmail(email);
        let created;
        try {
          created = await checkoutPayment.createSubscription(pkg, customerEmail, i18n.language);
        } catch (error) {
          checkout.creationFailed(error);
          return false;
        }
        const options = {
          elements,
          clientSecret: created.clientSecret,
          confirmParams: {
            return_url: checkoutPayment.returnUrl(pkg, created.subscriptionId),
            payment_method_data: { billing_details: { email: customerEmail } },
          },
          redirect: 'always' as const,
        };
        const result =
          created.type === 'setup'
            ? await stripe.confirmSetup(options)
            : await stripe.confirmPayment(options);
        // Only reached when the confirmation failed: success redirects.
        if (isReplacedAttempt(result.error)) checkoutPayment.forgetAttempt();
        checkout.paymentFailed({ ...result.error, code: result.error.code ?? channel });
        return false;
      });
    } finally {
      setSubmitting(false);
    }
  };

  return { ready: Boolean(stripe && elements), submitting, pay };
}
