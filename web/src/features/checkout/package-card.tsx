import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';
import type { PackageColors } from './domain/colors';
import type { RenewalTerms } from './domain/renewal-terms';
import { IntroPriceText } from './intro-price-text';
import './package-card.css';

/** The offer's colours as the custom properties package-card.css reads. */
const colorProperties = (colors: PackageColors): CSSProperties =>
  ({
    '--package-color-dark': colors.packageColorDark,
    '--package-color-light': colors.packageColorLight,
    '--package-banner-color': colors.bannerColor,
    '--package-banner-text-color': colors.bannerTextColor,
    '--package-button-color': colors.buttonColor,
    '--package-selected-price-color': colors.selectedPriceColor,
    '--package-selected-price-text-color': colors.selectedPriceTextColor,
  }) as CSSProperties;

/** One package as a radio: promotion banner, name, badge, prices and price per day. */
export function PackageCard({
  pkg,
  terms,
  colors,
  selected,
  onSelect,
  onChoose,
  onArrow,
}: {
  pkg: CheckoutPackage;
  /** What the package costs after today (an introductory price or a trial reads against it). */
  terms: RenewalTerms | null;
  colors: PackageColors;
  selected: boolean;
  onSelect: () => void;
  onChoose: () => void;
  onArrow: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, pkg.currency, i18n.language);
  const discounted = pkg.discountedPriceInCents;
  return (
    <div
      className="package-card"
      role="radio"
      aria-checked={selected}
      tabIndex={selected ? 0 : -1}
      data-package-id={pkg.id}
      data-tag={pkg.tag}
      data-selected={selected || undefined}
      style={colorProperties(colors)}
      onClick={() => {
        onSelect();
        onChoose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose();
        } else onArrow(event);
      }}
    >
      {pkg.label && (
        <p className="package-card-label" data-testid="promotion-label">
          {t(`payment.tags.${pkg.label}`)}
        </p>
      )}
      <div className="package-card-body">
        <div className="package-card-main">
          <div className="package-card-name-row">
            <p className="package-card-name">{t(pkg.name)}</p>
            {pkg.badge !== 'none' && (
              <span className="package-card-badge" data-testid="package-badge">
                {t(`payment.tags.${pkg.badge}`)}
              </span>
            )}
          </div>
          <p className="package-card-prices">
            <span className="package-card-price" data-testid="package-price">
              {money(discounted ?? pkg.priceInCents)}
            </span>
            {terms && terms.key !== 'payment.terms.regular' && (
              <IntroPriceText terms={terms} currency={pkg.currency} />
            )}
          </p>
        </div>
        <div className="package-card-per-day">
          <p className="package-card-per-day-value" data-testid="package-per-day">
            {pkg.perDay.discountedPricePerDay ?? pkg.perDay.pricePerDay}
          </p>
          <p className="package-card-per-day-unit">{t('payment.perDay')}</p>
        </div>
      </div>
    </div>
  );
}
