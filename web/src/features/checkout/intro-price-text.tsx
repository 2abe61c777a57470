import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import type { RenewalTerms } from './domain/renewal-terms';

/**
 * §11 PAngV: a discount is the first period's introductory price, read against the price that
 * follows ("for the first month, then €29.99 per month"), never a reduction from an earlier
 * price; a trial likewise.
 */
export function IntroPriceText({
  terms,
  currency,
}: {
  terms: Exclude<RenewalTerms, { key: 'payment.terms.regular' }>;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const price = formatMoney(terms.renewalAmount, currency, i18n.language);
  return (
    <span className="package-intro" data-testid="package-intro">
      {terms.key === 'payment.terms.trial'
        ? t('payment.intro.trial', { days: terms.trialDays, price })
        : t('payment.intro.first', { count: terms.months, price })}
    </span>
  );
}
