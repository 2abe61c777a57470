import { Button, Stack } from '@chakra-ui/react';
import { RenewalTermsText } from './renewal-terms-text';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useCheckout } from './use-checkout';
import { normalizeEmail } from '../../shared/domain/email';
import type { Package } from '../../shared/domain/packages';
import type { Flow } from '../../shared/domain/routes';

/** Hosted Checkout (source other than elements): a session is created, then the buyer leaves. */
export const HostedCheckoutButton = observer(function HostedCheckoutButton({
  pkg,
  flow,
  email,
  onEmailInvalid,
}: {
  pkg: Package;
  flow: Flow;
  email: string;
  onEmailInvalid: () => boolean;
}) {
  const { t, i18n } = useTranslation();
  const { ui } = useAppStores();
  const { checkout, checkoutPayment } = useCheckout();

  const start = async () => {
    if (onEmailInvalid()) return;
    checkout.clearPaymentError();
    checkoutPayment.checkoutStarted('stripe', pkg.id, 'hosted_checkout');
    await ui.whileBlocked(async () => {
      try {
        const url = await checkoutPayment.startHostedCheckout(
          pkg,
          flow,
          normalizeEmail(email),
          i18n.language,
        );
        window.location.assign(url);
        // Stay busy while the browser leaves for Checkout.
        await new Promise(() => undefined);
      } catch (error) {
        checkout.creationFailed(error);
      }
    });
  };

  return (
    <Stack gap="2">
      <RenewalTermsText pkg={pkg} />
      <Button
        data-testid="hosted-checkout"
        colorPalette="primary"
        size="xl"
        borderRadius="full"
        loading={ui.blocked}
        loadingText={t('payment.redirecting')}
        onClick={() => void start()}
      >
        {t('payment.continueToCheckout')}
      </Button>
    </Stack>
  );
});
