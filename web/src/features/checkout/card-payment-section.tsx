import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { PaymentElement } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout } from './use-checkout';
import { PREFERRED_CARD_NETWORKS } from './domain/payment-methods';
import type { Package } from '../../shared/domain/packages';
import { RenewalTermsText } from './renewal-terms-text';
import { useElementsPayment } from './use-elements-payment';

export type CardFormState = 'loading' | 'ready' | 'submitting' | 'error';

/** The card form (Payment Element): loading, ready, submitting and error states (spec 02 §4.4). */
export const CardPaymentSection = observer(function CardPaymentSection({
  pkg,
  email,
  onEmailInvalid,
}: {
  pkg: Package;
  email: string;
  onEmailInvalid: () => boolean;
}) {
  const { t } = useTranslation();
  const { checkout } = useCheckout();
  const { ready, submitting, pay } = useElementsPayment(pkg, 'card');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const state: CardFormState = !loaded
    ? 'loading'
    : submitting
      ? 'submitting'
      : failed
        ? 'error'
        : 'ready';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (onEmailInvalid()) return;
    setFailed(false);
    const redirected = await pay(email);
    if (!redirected && checkout.paymentError) setFailed(true);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-state={state}>
      <Stack gap="4">
        <Skeleton loading={!loaded} minH="52" borderRadius="lg">
          <PaymentElement
            onReady={() => setLoaded(true)}
            onLoadError={() => setFailed(true)}
            options={{
              layout: 'tabs',
              paymentMethodOrder: checkout.methodOrder,
              // Apple Pay and Google Pay are offered by the Express Checkout Element above.
              wallets: { applePay: 'never', googlePay: 'never' },
              defaultValues: { card: { network: [...PREFERRED_CARD_NETWORKS] } },
            }}
          />
        </Skeleton>
        <RenewalTermsText pkg={pkg} />
        <Button
          type="submit"
          data-testid="pay"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          loading={state === 'submitting'}
          loadingText={t('payment.paying')}
          disabled={state === 'loading' || !ready}
        >
          {t('payment.pay')}
        </Button>
      </Stack>
    </form>
  );
});
