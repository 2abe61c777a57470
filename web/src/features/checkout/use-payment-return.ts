import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import {
  postPurchaseSearch,
  readPaymentReturn,
  stripOneTimeFields,
} from '../../domain/checkout/payment-return';
import { type Flow, flowPage } from '../../domain/routes';

/**
 * Spec 02 §4.6: back from the card provider, a succeeded intent hands over to the post-purchase
 * route; a failed one reopens the modal for the chosen package with the decline shown.
 */
export function usePaymentReturn(flow: Flow): { returning: boolean } {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { checkout, purchase, stripeLoader, analytics } = useStore();
  const [paymentReturn] = useState(() => readPaymentReturn(search));
  const [returning, setReturning] = useState(paymentReturn.kind !== 'none');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || paymentReturn.kind === 'none') return;
    handled.current = true;
    if (paymentReturn.kind === 'session') {
      const query = postPurchaseSearch(search, {
        source: 'checkout',
        sessionId: paymentReturn.sessionId,
      });
      navigate(`${flowPage(flow, 'paymentSuccess')}${query}`, { replace: true });
      return;
    }
    void (async () => {
      const { clientSecret, subscriptionId, selectedPackageId } = paymentReturn;
      try {
        const stripe = await stripeLoader.load();
        const intent =
          paymentReturn.intent === 'payment'
            ? (await stripe.retrievePaymentIntent(clientSecret)).paymentIntent
            : (await stripe.retrieveSetupIntent(clientSecret)).setupIntent;
        const status = intent?.status;
        if ((status === 'succeeded' || status === 'processing') && subscriptionId) {
          navigate(purchase.postPurchasePath(flow, { source: 'elements', subscriptionId }), {
            replace: true,
          });
          return;
        }
        // A reload must not replay the failed return.
        navigate(`${pathname}${stripOneTimeFields(search)}`, { replace: true });
        setReturning(false);
        if (!selectedPackageId) return;
        checkout.openModal(selectedPackageId);
        const lastError =
          intent && 'last_payment_error' in intent
            ? intent.last_payment_error
            : intent && 'last_setup_error' in intent
              ? intent.last_setup_error
              : null;
        checkout.paymentFailed({
          type: lastError?.type ?? 'card_error',
          code: lastError?.code ?? 'card_declined',
        });
      } catch (error) {
        analytics.error('web_paymentReturnFailed', error);
        setReturning(false);
      }
    })();
  }, [
    paymentReturn,
    search,
    pathname,
    flow,
    navigate,
    checkout,
    purchase,
    stripeLoader,
    analytics,
  ]);

  return { returning };
}
