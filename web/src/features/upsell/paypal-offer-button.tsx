import { Box } from '@chakra-ui/react';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { isPaypalWindowClosed } from '../../shared/domain/checkout/payment-errors';
import type { Flow } from '../../shared/domain/routes';
import { useUpsell } from './use-upsell';

/**
 * The offers' button for a PayPal subscriber (spec 02 §4.8): the upsell as a revision of the PayPal
 * subscription, the e-book as a one-off PayPal order; PayPal's window asks the buyer either way.
 */
export const PayPalOfferButton = observer(function PayPalOfferButton({
  product,
  flow,
  currency,
}: {
  product: 'upsell' | 'ebook';
  flow: Flow;
  /** Uppercase ISO code of the e-book's price. */
  currency: string;
}) {
  const { ui } = useAppStores();
  const { upsell } = useUpsell();
  const navigate = useNavigate();
  const { clientId, sdkUrl } = upsell.paypal;
  if (!clientId) return null;
  const go = (next: string | null) => {
    if (next) navigate(next, { replace: true });
  };
  const base = {
    style: { layout: 'horizontal' as const, height: 48, tagline: false },
    disabled: ui.blocked,
    onClick: (_data: unknown, actions: { reject: () => Promise<void> }) =>
      upsell.paypalMayStart(product) ? undefined : actions.reject(),
    onError: (error: Record<string, unknown>) => {
      // Closing PayPal's window is the buyer's choice: nothing to say.
      if (!isPaypalWindowClosed(error)) ui.showError('errors.unknownError');
    },
  };
  const sdk = sdkUrl ? { sdkBaseUrl: sdkUrl } : {};
  return (
    <Box minH="12" data-testid={`paypal-${product}`}>
      {product === 'upsell' ? (
        <PayPalScriptProvider options={{ clientId, vault: true, intent: 'subscription', ...sdk }}>
          <PayPalButtons
            {...base}
            style={{ ...base.style, label: 'subscribe' }}
            createSubscription={() => upsell.paypalRevision()}
            onApprove={async () => go(await upsell.paypalRevisionApproved(flow))}
          />
        </PayPalScriptProvider>
      ) : (
        <PayPalScriptProvider options={{ clientId, intent: 'capture', currency, ...sdk }}>
          <PayPalButtons
            {...base}
            style={{ ...base.style, label: 'buynow' }}
            createOrder={() => upsell.paypalEbookOrder()}
            onApprove={async (data) => go(await upsell.paypalEbookApproved(flow, data.orderID))}
          />
        </PayPalScriptProvider>
      )}
    </Box>
  );
});
