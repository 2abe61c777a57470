import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import type { Flow } from '../../domain/routes';

/**
 * Spec 02 §4.6: back from the card provider, a succeeded intent resolves the purchase; a failed
 * one reopens the modal for the chosen package with the decline shown.
 */
export function usePaymentReturn(flow: Flow): { resolving: boolean } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { checkout, purchase, stripeLoader, analytics } = useStore();
  const paymentSecret = params.get('payment_intent_client_secret');
  const setupSecret = params.get('setup_intent_client_secret');
  const subscriptionId = params.get('subscriptionId');
  const selectedPackageId = params.get('selectedPackageId');
  const [resolving, setResolving] = useState(
    Boolean((paymentSecret || setupSecret) && subscriptionId),
  );

  useEffect(() => {
    if (!(paymentSecret || setupSecret)) return;
    let cancelled = false;
    void (async () => {
      try {
        const stripe = await stripeLoader.load();
        const intent = paymentSecret
          ? (await stripe.retrievePaymentIntent(paymentSecret)).paymentIntent
          : setupSecret
            ? (await stripe.retrieveSetupIntent(setupSecret)).setupIntent
            : undefined;
        const status = intent?.status;
        if (cancelled) return;
        if ((status === 'succeeded' || status === 'processing') && subscriptionId) {
          const next = await purchase.resolvePurchase(
            flow,
            subscriptionId,
            params.get('send_event') !== 'false',
          );
          if (!cancelled) navigate(next, { replace: true });
          return;
        }
        setResolving(false);
        if (selectedPackageId) {
          checkout.openModal(selectedPackageId);
          const lastError =
            intent && 'last_payment_error' in intent ? intent.last_payment_error : null;
          const setupError =
            intent && 'last_setup_error' in intent ? intent.last_setup_error : null;
          checkout.paymentFailed({ code: (lastError ?? setupError)?.code ?? 'card_declined' });
        }
      } catch (error) {
        analytics.error('web_paymentReturnFailed', error);
        setResolving(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Runs once per return; the query string identifies it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paymentSecret, setupSecret]);

  return { resolving };
}
