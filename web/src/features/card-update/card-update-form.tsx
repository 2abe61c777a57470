import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '@fastwell/contract/languages';
import { useCardUpdate } from './use-card-update';

/**
 * The new card: the Payment Element of the SetupIntent (a new SetupIntent mounts a new form),
 * and the button that saves the card and pays the renewal with it.
 */
export const CardUpdateForm = observer(function CardUpdateForm({
  clientSecret,
}: {
  clientSecret: string;
}) {
  const { i18n } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  const [stripe] = useState(() => cardUpdate.loadStripe());
  return (
    <Elements
      key={clientSecret}
      stripe={stripe}
      options={{
        clientSecret,
        locale: normalizeLanguage(i18n.language),
        appearance: { variables: { colorPrimary: '#1c7a45', borderRadius: '8px' } },
      }}
    >
      <CardFields />
    </Elements>
  );
});

const CardFields = observer(function CardFields() {
  const { t } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  const stripe = useStripe();
  const elements = useElements();
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stripe && elements) void cardUpdate.submitCard({ stripe, elements });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="card-update-card-heading"
      data-testid="card-update-form"
      data-state={loaded ? 'ready' : 'loading'}
    >
      <Stack gap="4">
        <Skeleton loading={!loaded && !loadFailed} minH="52" borderRadius="lg">
          <Box data-testid="card-update-payment-element">
            <PaymentElement
              onReady={() => setLoaded(true)}
              onLoadError={() => setLoadFailed(true)}
              options={{ layout: 'tabs' }}
            />
          </Box>
        </Skeleton>
        {loadFailed && (
          <Text color="red.700" role="alert" data-testid="card-update-form-error">
            {t('cardUpdate.errors.formNotLoaded')}
          </Text>
        )}
        <Text fontSize="sm" color="gray.700">
          {t('cardUpdate.card.terms')}
        </Text>
        <Button
          type="submit"
          data-testid="card-update-submit"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          loading={cardUpdate.busy}
          loadingText={t('cardUpdate.card.submitting')}
          disabled={!loaded || !stripe || !elements}
        >
          {t('cardUpdate.card.submit')}
        </Button>
      </Stack>
    </form>
  );
});
