import { Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { chargedAmount, formatMoney } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';
import { renewalTerms } from './domain/renewal-terms';
import { useCheckout } from './use-checkout';

/**
 * Price per day, then the breakdown: what today's payment buys (an introductory price or a trial
 * read against the price that follows, §11 PAngV; or the plan), what follows, the total today and,
 * where the country's prices include it, VAT.
 */
export const PaymentSummary = observer(function PaymentSummary({ pkg }: { pkg: CheckoutPackage }) {
  const { t, i18n } = useTranslation();
  const { checkout } = useCheckout();
  const money = (amount: number) => formatMoney(amount, pkg.currency, i18n.language);
  const terms = renewalTerms(pkg, checkout.packages);
  const today = chargedAmount(pkg);
  const first =
    terms?.key === 'payment.terms.trial'
      ? t('payment.summary.trial', { days: terms.trialDays })
      : terms?.key === 'payment.terms.intro'
        ? `${t(pkg.name)} · ${t('payment.summary.first', { count: terms.months })}`
        : t(pkg.name);
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
          <Text as="dt">{first}</Text>
          <Text as="dd">{money(today)}</Text>
        </Flex>
        {terms && terms.key !== 'payment.terms.regular' && (
          <Flex justify="space-between" color="gray.700" data-testid="summary-then">
            <Text as="dt">{t('payment.summary.then', { count: terms.months })}</Text>
            <Text as="dd">{money(terms.renewalAmount)}</Text>
          </Flex>
        )}
        <Flex justify="space-between" fontWeight="bold" fontSize="md">
          <Text as="dt">{t('payment.total')}</Text>
          <Text as="dd" data-testid="payment-total">
            {money(today)}
          </Text>
        </Flex>
        {checkout.pricesIncludeVat && (
          <Text fontSize="xs" color="gray.700" textAlign="end" data-testid="summary-vat">
            {t('payment.vatIncluded')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
});
