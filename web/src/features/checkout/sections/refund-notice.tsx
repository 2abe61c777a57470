import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const KEYS = {
  trial: 'payment.trialRefunded',
  duplicate: 'payment.duplicateRefunded',
} as const;

/** Why the buyer is back on the checkout screen: the server undid the purchase and refunded it. */
export function RefundNotice({ refunded }: { refunded: 'trial' | 'duplicate' | null }) {
  const { t } = useTranslation();
  if (!refunded) return null;
  return (
    <Text
      role="alert"
      bg="orange.subtle"
      borderRadius="xl"
      p="4"
      data-testid={`${refunded}-refunded`}
    >
      {t(KEYS[refunded])}
    </Text>
  );
}
