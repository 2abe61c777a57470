import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import type { Package } from '../../shared/domain/packages';
import { renewalTerms } from './domain/renewal-terms';
import { useCheckout } from './use-checkout';

/**
 * §312j(2) BGB: the price per period, the term and the renewal, directly above the button that
 * orders (the card's, or the hosted Checkout's).
 */
export const RenewalTermsText = observer(function RenewalTermsText({ pkg }: { pkg: Package }) {
  const { t, i18n } = useTranslation();
  const { checkout } = useCheckout();
  const terms = renewalTerms(pkg, checkout.packages);
  if (!terms) return null;
  const money = (amount: number) => formatMoney(amount, pkg.currency, i18n.language);
  return (
    <Text fontSize="xs" color="gray.700" data-testid="renewal-terms">
      {t(terms.key, {
        days: 'trialDays' in terms ? terms.trialDays : 0,
        intro: 'introAmount' in terms ? money(terms.introAmount) : '',
        price: money(terms.renewalAmount),
        count: terms.months,
      })}
    </Text>
  );
});
