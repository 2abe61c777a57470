import { CloseButton, Drawer, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { Elements } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import { chargedAmount, formatMoney } from '../../domain/packages';
import { normalizeLanguage } from '../../domain/languages';
import { PaymentForm } from './payment-form';
import { PayPalButton } from './paypal-button';
import type { Flow } from '../../domain/routes';

/** Bottom sheet: price per day, breakdown and the payment form; closing is ignored while busy. */
export const PaymentModal = observer(function PaymentModal({ flow }: { flow: Flow }) {
  const { t, i18n } = useTranslation();
  const { checkout, stripeLoader, ui, env } = useStore();
  const pkg = checkout.selectedPackage;
  const stripe = useMemo(
    () => (checkout.modalOpen ? stripeLoader.load() : null),
    [checkout.modalOpen, stripeLoader],
  );
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    // A page restored from the back-forward cache gets a fresh form.
    const onPageShow = (event: PageTransitionEvent) =>
      event.persisted && setFormKey((key) => key + 1);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!pkg) return null;
  const amount = chargedAmount(pkg);
  const perDay = pkg.discountedPricePerDay ?? pkg.pricePerDay;

  return (
    <Drawer.Root
      open={checkout.modalOpen}
      placement="bottom"
      onOpenChange={(details) => !details.open && !ui.blocked && checkout.closeModal()}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW="content"
            mx="auto"
            borderTopRadius="2xl"
            data-testid="payment-modal"
          >
            <Drawer.Header>
              <Drawer.Title>{t('payment.modalTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5" pb="6">
                <Flex justify="space-between" bg="primary.subtle" borderRadius="lg" p="4">
                  <Text fontWeight="semibold">{t('payment.pricePerDay')}</Text>
                  <Text fontWeight="bold">
                    {formatMoney(Math.round(perDay), pkg.currency, i18n.language)}
                  </Text>
                </Flex>
                <Stack gap="1" fontSize="sm">
                  {pkg.discountedPriceInCents !== undefined && (
                    <Flex justify="space-between">
                      <Text>{t('payment.discount', { percent: pkg.discountPercentage })}</Text>
                      <Text>
                        -
                        {formatMoney(
                          pkg.priceInCents - pkg.discountedPriceInCents,
                          pkg.currency,
                          i18n.language,
                        )}
                      </Text>
                    </Flex>
                  )}
                  <Flex justify="space-between" fontWeight="bold">
                    <Text>{t('payment.total')}</Text>
                    <Text data-testid="payment-total">
                      {formatMoney(amount, pkg.currency, i18n.language)}
                    </Text>
                  </Flex>
                </Stack>
                {checkout.paypalEnabled && pkg.paypalPlanId && env.paypalClientId && (
                  <PayPalButton
                    pkg={{ ...pkg, paypalPlanId: pkg.paypalPlanId }}
                    flow={flow}
                    clientId={env.paypalClientId}
                    sdkUrl={env.paypalSdkUrl}
                  />
                )}
                {stripe && (
                  <Elements
                    key={`${pkg.id}-${formKey}`}
                    stripe={stripe}
                    options={{
                      mode: 'subscription',
                      amount,
                      currency: pkg.currency.toLowerCase(),
                      locale: normalizeLanguage(i18n.language),
                      appearance: { variables: { colorPrimary: '#1c7a45' } },
                    }}
                  >
                    <PaymentForm pkg={pkg} />
                  </Elements>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild disabled={ui.blocked}>
              <CloseButton aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
});
