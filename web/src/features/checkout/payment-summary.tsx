import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chargedAmount, formatMoney } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';

/** Price per day, then the breakdown: regular price, discount, total today. */
export function PaymentSummary({ pkg }: { pkg: CheckoutPackage }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, pkg.currency, i18n.language);
  const discounted = pkg.discountedPriceInCents;
  return (
    <Stack gap="3">
      <Flex justify="space-between" bg="primary.subtle" borderRadius="lg" p="4">
        <Text fontWeight="semibold">{t('payment.pricePerDay')}</Text>
        <Text fontWeight="bold" data-testid="modal-per-day">
          {pkg.perDay.discountedPricePerDay ?? pkg.perDay.pricePerDay}
        </Text>
      </Flex>
      <Stack as="dl" gap="1" fontSize="sm">
        <Flex justify="space-between">
          <Text as="dt">{t(pkg.name)}</Text>
          <Text as="dd">{money(pkg.priceInCents)}</Text>
        </Flex>
        {discounted !== undefined && (
          <Flex justify="space-between" color="green.700">
            <Text as="dt">{t('payment.discount', { percent: pkg.discountPercentage })}</Text>
            <Text as="dd">−{money(pkg.priceInCents - discounted)}</Text>
          </Flex>
        )}
        <Flex justify="space-between" fontWeight="bold" fontSize="md">
          <Text as="dt">{t('payment.total')}</Text>
          <Text as="dd" data-testid="payment-total">
            {money(chargedAmount(pkg))}
          </Text>
        </Flex>
      </Stack>
    </Stack>
  );
}
