import { Button, Field, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import type { Package } from '../../domain/packages';

type FormState = 'loading' | 'ready' | 'submitting' | 'error';

/** Card or wallet payment: submit the element, create the subscription, confirm with redirect. */
export const PaymentForm = observer(function PaymentForm({ pkg }: { pkg: Package }) {
  const { t, i18n } = useTranslation();
  const { checkout, onboarding, ui } = useStore();
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<FormState>('loading');
  const [email, setEmail] = useState(onboarding.email);
  const [emailTouched, setEmailTouched] = useState(false);
  const emailValid = isValidEmail(email);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setEmailTouched(true);
    if (!stripe || !elements || !emailValid || state === 'submitting') return;
    setState('submitting');
    await ui.whileBlocked(async () => {
      const submitted = await elements.submit();
      if (submitted.error) {
        checkout.paymentFailed(submitted.error);
        setState('ready');
        return;
      }
      const customerEmail = normalizeEmail(email);
      let created;
      try {
        created = await checkout.createSubscription(pkg, customerEmail, i18n.language);
      } catch (error) {
        checkout.creationFailed(error);
        setState('error');
        return;
      }
      const confirmParams = {
        return_url: checkout.returnUrl(pkg, created.subscriptionId),
        payment_method_data: { billing_details: { email: customerEmail } },
      };
      const options = {
        elements,
        clientSecret: created.clientSecret,
        confirmParams,
        redirect: 'always' as const,
      };
      const result =
        created.type === 'setup'
          ? await stripe.confirmSetup(options)
          : await stripe.confirmPayment(options);
      if (result.error) {
        checkout.paymentFailed(result.error);
        setState('error');
      }
    });
  };

  return (
    <form onSubmit={(event) => void pay(event)} noValidate>
      <Stack gap="4">
        <Field.Root invalid={emailTouched && !emailValid} required>
          <Field.Label>{t('payment.email')}</Field.Label>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setEmailTouched(true)}
          />
          <Field.ErrorText>
            {t(email.trim() ? 'errors.emailInvalid' : 'errors.emailRequired')}
          </Field.ErrorText>
        </Field.Root>
        <Skeleton loading={state === 'loading'} minH="52" borderRadius="lg">
          <PaymentElement
            onReady={() => setState((current) => (current === 'loading' ? 'ready' : current))}
            options={{ layout: 'tabs' }}
          />
        </Skeleton>
        <Text role="alert" color="red.700" fontSize="sm" minH="5" data-testid="payment-error">
          {checkout.paymentError ? t(checkout.paymentError) : ''}
        </Text>
        <Button
          type="submit"
          data-testid="pay"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          loading={state === 'submitting'}
          disabled={state === 'loading' || !stripe}
        >
          {t('payment.pay')}
        </Button>
      </Stack>
    </form>
  );
});
