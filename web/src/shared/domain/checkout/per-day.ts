import { type Package, toMajor } from '../packages';

/** Above this (in major units, after rounding to hundredths) per-day fractions are dropped for all. */
export const PER_DAY_FRACTION_LIMIT = 100;

type PerDaySource = Pick<Package, 'currency' | 'pricePerDay' | 'discountedPricePerDay'>;

/**
 * Per-day price in major units. For zero-decimal currencies the catalogue amount is already whole
 * units, which is the spec's "price per day × 100" of a price held as amount / 100.
 */
export const perDayMajor = (amountPerDayInMinor: number, currency: string): number =>
  toMajor(amountPerDayInMinor, currency);

const roundedHundredths = (value: number) => Math.round(value * 100) / 100;

/** 2 while every per-day (regular and discounted) is under 100, else 0 for the whole list. */
export function perDayFractionDigits(packages: readonly PerDaySource[]): 0 | 2 {
  const anyLarge = packages.some((pkg) =>
    [pkg.pricePerDay, pkg.discountedPricePerDay].some(
      (amount) =>
        amount !== undefined &&
        roundedHundredths(perDayMajor(amount, pkg.currency)) >= PER_DAY_FRACTION_LIMIT,
    ),
  );
  return anyLarge ? 0 : 2;
}

export function formatPerDay(
  amountPerDayInMinor: number,
  currency: string,
  locale: string,
  fractionDigits: 0 | 2,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(perDayMajor(amountPerDayInMinor, currency));
}

export type PerDayText = { pricePerDay: string; discountedPricePerDay?: string };

/** Formatted per-day prices of a list, in its order, with one fraction rule for all entries. */
export function perDayDisplay(packages: readonly PerDaySource[], locale: string): PerDayText[] {
  const digits = perDayFractionDigits(packages);
  return packages.map((pkg) => ({
    pricePerDay: formatPerDay(pkg.pricePerDay, pkg.currency, locale, digits),
    discountedPricePerDay:
      pkg.discountedPricePerDay === undefined
        ? undefined
        : formatPerDay(pkg.discountedPricePerDay, pkg.currency, locale, digits),
  }));
}
