import { Center, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Full-page "confirming your payment" while a return or a purchase is resolved. */
export function PurchaseResolving() {
  const { t } = useTranslation();
  return (
    <Center
      minH="80dvh"
      flexDirection="column"
      gap="4"
      role="status"
      aria-live="polite"
      data-testid="purchase-resolving"
    >
      <Spinner size="xl" color="primary.solid" aria-hidden />
      <Text>{t('payment.resolving')}</Text>
    </Center>
  );
}
