import { Box } from '@chakra-ui/react';
import { ExpressCheckoutElement } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useCheckout } from './use-checkout';
import { walletOrder } from './domain/payment-methods';
import { isValidEmail } from '../../shared/domain/email';
import type { Package } from '../../shared/domain/packages';
import { useElementsPayment } from './use-elements-payment';

/**
 * Apple Pay and Google Pay (Express Checkout Element). The e-mail field of the modal must be valid
 * before the wallet sheet opens; the wallet's own e-mail wins when it gives one.
 */
export const WalletSection = observer(function WalletSection({
  pkg,
  email,
  onEmailInvalid,
}: {
  pkg: Package;
  email: string;
  onEmailInvalid: () => boolean;
}) {
  const { checkout, checkoutPayment } = useCheckout();
  const { pay } = useElementsPayment(pkg, 'wallet');
  const [available, setAvailable] = useState(true);

  if (!available) return null;
  return (
    <Box minH="12" data-testid="wallets">
      <ExpressCheckoutElement
        options={{
          paymentMethodOrder: walletOrder(checkout.methodOrder),
          buttonHeight: 48,
          buttonType: { applePay: 'subscribe', googlePay: 'subscribe' },
        }}
        onReady={(event) => {
          const methods = event.availablePaymentMethods;
          if (!methods || !Object.values(methods).some(Boolean)) setAvailable(false);
        }}
        onClick={(event) => {
          if (onEmailInvalid()) return;
          checkoutPayment.checkoutStarted('stripe', pkg.id, event.expressPaymentType);
          event.resolve({ emailRequired: true });
        }}
        onConfirm={async (event) => {
          const walletEmail = event.billingDetails?.email;
          const redirected = await pay(
            walletEmail && isValidEmail(walletEmail) ? walletEmail : email,
          );
          if (!redirected) event.paymentFailed({ reason: 'fail' });
        }}
      />
    </Box>
  );
});
