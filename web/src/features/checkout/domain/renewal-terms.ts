import { TRIAL_DAYS } from '@fastwell/contract/trial';
import type { Package } from '../../../shared/domain/packages';

/** The renewal sentence under the pay button: which key, with amounts in minor units. */
export type RenewalTerms =
  | { key: 'payment.terms.trial'; trialDays: number; renewalAmount: number; months: 1 }
  | { key: 'payment.terms.intro'; introAmount: number; renewalAmount: number; months: number }
  | { key: 'payment.terms.regular'; renewalAmount: number; months: number };

const monthsOf = (pkg: Package) =>
  pkg.interval === 'year' ? 12 * pkg.numberOfPeriods : pkg.numberOfPeriods;

/**
 * Spec 02 §4.4: the disclaimer depends on the package tag. A trial renews as the one-month plan
 * (its recurring price, found in the same list); a discounted plan renews at its regular price.
 * Null when the trial's monthly plan is not in the list (nothing honest to say).
 */
export function renewalTerms(pkg: Package, packages: readonly Package[]): RenewalTerms | null {
  if (pkg.tag === 'trial') {
    const monthly = packages.find((other) => other.id === pkg.recurringPriceId);
    if (!monthly) return null;
    return {
      key: 'payment.terms.trial',
      trialDays: TRIAL_DAYS,
      renewalAmount: monthly.priceInCents,
      months: 1,
    };
  }
  if (pkg.discountedPriceInCents !== undefined)
    return {
      key: 'payment.terms.intro',
      introAmount: pkg.discountedPriceInCents,
      renewalAmount: pkg.priceInCents,
      months: monthsOf(pkg),
    };
  return { key: 'payment.terms.regular', renewalAmount: pkg.priceInCents, months: monthsOf(pkg) };
}
