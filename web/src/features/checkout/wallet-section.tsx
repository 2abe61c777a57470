import { Box } from '@chakra-ui/react';
import { ExpressCheckoutElement } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { useCheckout } from './use-checkout';
import { expressCheckoutMethods, type WalletMethod } from './domain/payment-methods';
import { isValidEmail } from '../../shared/domain/email';
import type { Package } from '../../shared/domain/packages';
import { useElementsPayment } from './use-elements-payment';

const AVAILABILITY_KEY = { apple_pay: 'applePay', google_pay: 'googlePay' } as const;

/**
 * One wallet's button (an Express Checkout Element showing only `wallet`, in an Elements group of
 * its own). It keeps its place until the element is ready, then reports whether this browser
 * offers the wallet. The e-mail field of the modal must be valid before the wallet sheet opens;
 * the wallet's own e-mail wins when it gives one.
 */
export const WalletSection = observer(function WalletSection({
  wallet,
  pkg,
  email,
  onEmailInvalid,
  onUnavailable,
}: {
  wallet: WalletMethod;
  pkg: Package;
  email: string;
  onEmailInvalid: () => boolean;
  onUnavailable: (wallet: WalletMethod) => void;
}) {
  const { checkoutPayment } = useCheckout();
  const { pay } = useElementsPayment(pkg, 'wallet');

  return (
    <Box minH="12" data-testid={`wallet-${wallet}`}>
      <ExpressCheckoutElement
        options={{
          paymentMethods: expressCheckoutMethods(wallet),
          buttonHeight: 48,
          buttonType: { applePay: 'subscribe', googlePay: 'subscribe' },
        }}
        onReady={(event) => {
          if (!event.availablePaymentMethods?.[AVAILABILITY_KEY[wallet]]) onUnavailable(wallet);
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
