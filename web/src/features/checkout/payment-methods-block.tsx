import { Stack, Text } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckout } from './use-checkout';
import { modalSections } from './domain/payment-methods';
import { normalizeLanguage } from '@fastwell/contract/languages';
import { chargedAmount } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';
import type { Flow } from '../../shared/domain/routes';
import { CardPaymentSection } from './card-payment-section';
import { PayPalButton } from './paypal-button';
import { WalletSection } from './wallet-section';

/** Wallets, card form and PayPal in the order of spec 02 §9, under one Elements group. */
export const PaymentMethodsBlock = observer(function PaymentMethodsBlock({
  pkg,
  flow,
  stripe,
  email,
  onEmailInvalid,
  formKey,
}: {
  pkg: CheckoutPackage;
  flow: Flow;
  stripe: Promise<Stripe | null>;
  email: string;
  onEmailInvalid: () => boolean;
  formKey: number;
}) {
  const { t, i18n } = useTranslation();
  const { checkout, checkoutPayment } = useCheckout();
  const { clientId: paypalClientId, sdkUrl: paypalSdkUrl } = checkoutPayment.paypal;
  const paypalPlanId = pkg.paypalPlanId;
  const paypal = checkout.paypalEnabled && paypalPlanId !== undefined && Boolean(paypalClientId);
  const sections = modalSections(checkout.methodOrder, { paypal });

  return (
    <Elements
      key={`${pkg.id}-${formKey}`}
      stripe={stripe}
      options={{
        mode: 'subscription',
        amount: chargedAmount(pkg),
        currency: pkg.currency.toLowerCase(),
        locale: normalizeLanguage(i18n.language),
        appearance: { variables: { colorPrimary: '#1c7a45', borderRadius: '8px' } },
      }}
    >
      <Stack gap="4">
        {sections.map((section, index) => (
          <Stack key={section} gap="4">
            {index > 0 && (
              <Text textAlign="center" fontSize="sm" color="gray.700" aria-hidden>
                {t('payment.or')}
              </Text>
            )}
            {section === 'wallets' && (
              <WalletSection pkg={pkg} email={email} onEmailInvalid={onEmailInvalid} />
            )}
            {section === 'card' && (
              <CardPaymentSection pkg={pkg} email={email} onEmailInvalid={onEmailInvalid} />
            )}
            {section === 'paypal' && paypalPlanId && paypalClientId && (
              <PayPalButton
                pkg={{ ...pkg, paypalPlanId }}
                flow={flow}
                clientId={paypalClientId}
                sdkUrl={paypalSdkUrl}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Elements>
  );
});
