import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout } from './use-checkout';
import type { Package } from '../../shared/domain/packages';
import { renewalTerms } from './domain/renewal-terms';
import { PackageCard } from './package-card';
import './package-card.css';

const ARROW_STEPS: Record<string, number> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/**
 * The checkout screen's packages as a radio group (arrows move, Enter or Space chooses); choosing one
 * opens the payment modal. Rendered twice on the checkout screen, so it keeps no DOM ids.
 */
export const PackageList = observer(function PackageList({
  onChoose,
  label,
}: {
  onChoose: (pkg: Package) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const { checkout } = useCheckout();
  const offer = checkout.offer;
  if (!offer) return null;
  const packages = offer.packages;

  const onArrow = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const delta = ARROW_STEPS[event.key];
    if (!delta) return;
    event.preventDefault();
    const nextIndex = (index + delta + packages.length) % packages.length;
    const next = packages[nextIndex];
    if (next) checkout.selectPackage(next.id);
    const sibling = event.currentTarget.parentElement?.children[nextIndex];
    if (sibling instanceof HTMLElement) sibling.focus();
  };

  return (
    <div
      className="package-list"
      role="radiogroup"
      aria-label={label ?? t('payment.choosePlan')}
      data-color-scheme={offer.scheme}
    >
      {packages.map((pkg, index) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          terms={renewalTerms(pkg, checkout.packages)}
          colors={offer.colors}
          selected={pkg.id === checkout.selectedPackageId}
          onSelect={() => checkout.selectPackage(pkg.id)}
          onChoose={() => onChoose(pkg)}
          onArrow={(event) => onArrow(event, index)}
        />
      ))}
      {checkout.pricesIncludeVat && (
        <p className="package-list-vat" data-testid="vat-included">
          {t('payment.vatIncluded')}
        </p>
      )}
    </div>
  );
});
