import { Box } from '@chakra-ui/react';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../shared/stores/store-context';
import { useCheckout } from './use-checkout';
import { isPaypalWindowClosed } from '../../shared/domain/checkout/payment-errors';
import type { Package } from '../../shared/domain/packages';
import type { Flow } from '../../shared/domain/routes';

/**
 * The native PayPal button: the server creates the package's PayPal subscription, the buyer
 * approves it in PayPal's window, then the server confirms it.
 */
export const PayPalButton = observer(function PayPalButton({
  pkg,
  flow,
  clientId,
  sdkUrl,
}: {
  pkg: Package & { paypalPlanId: string };
  flow: Flow;
  clientId: string;
  sdkUrl?: string;
}) {
  const { ui } = useAppStores();
  const { checkout, checkoutPayment, purchase } = useCheckout();
  const navigate = useNavigate();
  return (
    <Box minH="12" data-testid="paypal-button">
      <PayPalScriptProvider
        options={{
          clientId,
          vault: true,
          intent: 'subscription',
          ...(sdkUrl ? { sdkBaseUrl: sdkUrl } : {}),
        }}
      >
        <PayPalButtons
          style={{ layout: 'horizontal', label: 'subscribe', height: 48, tagline: false }}
          disabled={ui.blocked}
          forceReRender={[pkg.paypalPlanId]}
          onClick={() => {
            checkout.clearPaymentError();
            checkoutPayment.checkoutStarted('paypal', pkg.id);
          }}
          // The server creates it for the signed-in user (plan, price and custom_id decided there).
          createSubscription={() => checkoutPayment.createPaypalSubscription(pkg)}
          onApprove={async (data) => {
            const subscriptionId = data.subscriptionID;
            if (!subscriptionId) {
              checkout.paypalFailed(new Error('Could not process paypal subscription'));
              return;
            }
            try {
              const next = await ui.whileBlocked(() =>
                purchase.confirmPaypal(flow, subscriptionId),
              );
              navigate(next, { replace: true });
            } catch (error) {
              checkout.paypalFailed(error);
            }
          }}
          onCancel={() => checkoutPayment.paypalCancelled(pkg.id)}
          onError={(error) => {
            if (!isPaypalWindowClosed(error)) checkout.paypalFailed(error);
          }}
        />
      </PayPalScriptProvider>
    </Box>
  );
});
