import { Stack, Text } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout } from './use-checkout';
import { isWallet, modalSections, type WalletMethod } from './domain/payment-methods';
import { normalizeLanguage } from '@fastwell/contract/languages';
import { chargedAmount } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';
import type { Flow } from '../../shared/domain/routes';
import { CardPaymentSection } from './card-payment-section';
import { PayPalButton } from './paypal-button';
import { WalletSection } from './wallet-section';

/**
 * Apple Pay, the card form, PayPal and Google Pay in the order of spec 02 §9, with "or" between
 * the blocks shown. Each Stripe block has an Elements group of its own (Stripe allows one Express
 * Checkout Element per group); a wallet this browser does not offer leaves no block behind.
 */
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
  const [unavailableWallets, setUnavailableWallets] = useState<ReadonlySet<WalletMethod>>(
    () => new Set(),
  );
  const { clientId: paypalClientId, sdkUrl: paypalSdkUrl } = checkoutPayment.paypal;
  const paypalPlanId = pkg.paypalPlanId;
  const paypal = checkout.paypalEnabled && paypalPlanId !== undefined && Boolean(paypalClientId);
  const sections = modalSections(checkout.methodOrder, { paypal, unavailableWallets });
  const elementsOptions: StripeElementsOptions = {
    mode: 'subscription',
    amount: chargedAmount(pkg),
    currency: pkg.currency.toLowerCase(),
    locale: normalizeLanguage(i18n.language),
    appearance: { variables: { colorPrimary: '#1c7a45', borderRadius: '8px' } },
  };
  const walletUnavailable = (wallet: WalletMethod) =>
    setUnavailableWallets((current) => new Set([...current, wallet]));

  return (
    <Stack gap="4">
      {sections.map((section, index) => (
        <Stack key={section} gap="4" data-payment-method={section}>
          {index > 0 && (
            <Text textAlign="center" fontSize="sm" color="gray.700" aria-hidden>
              {t('payment.or')}
            </Text>
          )}
          {isWallet(section) && (
            <Elements key={`${pkg.id}-${formKey}`} stripe={stripe} options={elementsOptions}>
              <WalletSection
                wallet={section}
                pkg={pkg}
                email={email}
                onEmailInvalid={onEmailInvalid}
                onUnavailable={walletUnavailable}
              />
            </Elements>
          )}
          {section === 'card' && (
            <Elements key={`${pkg.id}-${formKey}`} stripe={stripe} options={elementsOptions}>
              <CardPaymentSection pkg={pkg} email={email} onEmailInvalid={onEmailInvalid} />
            </Elements>
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
  );
});
