import { useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { useCheckout } from './use-checkout';
import type { Package } from '../../shared/domain/packages';
import type { ElementsChannel } from './stores/elements-payment';

/**
 * The embedded form's payment for a channel: Stripe.js and the elements from the Elements
 * provider, handed to the store's action (CheckoutPaymentStore.payWithElements).
 */
export function useElementsPayment(pkg: Package, channel: ElementsChannel) {
  const { i18n } = useTranslation();
  const { checkoutPayment } = useCheckout();
  const stripe = useStripe();
  const elements = useElements();

  const pay = (email: string): Promise<boolean> =>
    checkoutPayment.payWithElements(
      { stripe, elements },
      { pkg, email, channel, language: i18n.language },
    );

  return {
    ready: Boolean(stripe && elements),
    submitting: checkoutPayment.isSubmitting(channel),
    pay,
  };
}
