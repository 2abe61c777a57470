import { Box } from '@chakra-ui/react';
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import type { Package } from '../../domain/packages';
import type { Flow } from '../../domain/routes';

/** PayPal's window-closed error is the visitor changing their mind: silent (spec 02 §8). */
const isWindowClosed = (error: unknown) => /window.*closed|closed.*window/i.test(String(error));

/** The native PayPal button: subscribe to the package's PayPal plan, then confirm on the server. */
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
  const { checkout, purchase, session, ui, analytics } = useStore();
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
          onClick={() =>
            analytics.track('web_startCheckout', { channel: 'paypal', package: pkg.id })
          }
          createSubscription={(_data, actions) =>
            actions.subscription.create({
              plan_id: pkg.paypalPlanId,
              custom_id: session.user?.uid ?? '',
            })
          }
          onApprove={async (data) => {
            const next = await ui.whileBlocked(() =>
              purchase.confirmPaypal(flow, data.subscriptionID ?? ''),
            );
            if (next) navigate(next, { replace: true });
          }}
          onCancel={() => analytics.track('web_paypalCancelled', { package: pkg.id })}
          onError={(error) => {
            if (!isWindowClosed(error)) checkout.paypalFailed(error);
          }}
        />
      </PayPalScriptProvider>
    </Box>
  );
});
