import { CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useCheckout } from './use-checkout';
import { MODAL_CLOSE_ANIMATION_MS } from './domain/modal-close';
import { isValidEmail } from '../../shared/domain/email';
import type { Flow } from '../../shared/domain/routes';
import { HostedCheckoutButton } from './hosted-checkout-button';
import { PaymentEmailField } from './payment-email-field';
import { PaymentMethodsBlock } from './payment-methods-block';
import { PaymentSummary } from './payment-summary';

/** Bottom sheet: price per day, breakdown, e-mail and the payment methods (spec 02 §2.2, §4.4–4.5). */
export const PaymentModal = observer(function PaymentModal({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { onboarding, session } = useAppStores();
  const { checkout, checkoutPayment } = useCheckout();
  const pkg = checkout.selectedPackage;
  const stripe = useMemo(
    () => (checkout.modalOpen ? checkoutPayment.loadStripe() : null),
    [checkout.modalOpen, checkoutPayment],
  );
  const [formKey, setFormKey] = useState(0);
  // The questionnaire's e-mail, else a signed-in account's (login and manage flows).
  const [email, setEmail] = useState(() => onboarding.email || session.user?.email || '');
  const [emailTouched, setEmailTouched] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A page restored from the back-forward cache gets a fresh form.
    const onPageShow = (event: PageTransitionEvent) =>
      event.persisted && setFormKey((key) => key + 1);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!pkg) return null;
  const hosted = checkoutPayment.hostedCheckout;
  /** Answers true (and points at the field) when the e-mail stops the payment. */
  const emailInvalid = () => {
    if (isValidEmail(email)) return false;
    setEmailTouched(true);
    emailRef.current?.focus();
    return true;
  };

  return (
    <Drawer.Root
      open={checkout.modalOpen}
      placement="bottom"
      initialFocusEl={() => emailRef.current}
      onOpenChange={(details) => {
        if (!details.open) checkout.requestClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxW="content"
            mx="auto"
            maxH="92dvh"
            borderTopRadius="2xl"
            data-testid="payment-modal"
            _closed={{ animationDuration: `${MODAL_CLOSE_ANIMATION_MS}ms` }}
          >
            <Drawer.Header>
              <Drawer.Title>{t('payment.modalTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body overflowY="auto">
              <Stack gap="5" pb="6">
                <PaymentSummary pkg={pkg} />
                <PaymentEmailField
                  value={email}
                  onChange={setEmail}
                  showError={emailTouched && !isValidEmail(email)}
                  onBlur={() => setEmailTouched(true)}
                  inputRef={emailRef}
                />
                {hosted ? (
                  <HostedCheckoutButton
                    pkg={pkg}
                    flow={flow}
                    email={email}
                    onEmailInvalid={emailInvalid}
                  />
                ) : (
                  stripe && (
                    <PaymentMethodsBlock
                      pkg={pkg}
                      flow={flow}
                      stripe={stripe}
                      email={email}
                      onEmailInvalid={emailInvalid}
                      formKey={formKey}
                    />
                  )
                )}
                <Text
                  role="alert"
                  color="red.700"
                  fontSize="sm"
                  minH="5"
                  data-testid="payment-error"
                >
                  {checkout.paymentError
                    ? t(checkout.paymentError.key, { message: checkout.paymentError.message })
                    : ''}
                </Text>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('common.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
});
