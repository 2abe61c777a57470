/** Paywall packages derived from catalogue prices (spec 02 §3, §9). */
export type CatalogPrice = {
  id: string;
  unit_amount: number;
  currency: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number } | null;
  metadata: { group?: string; model?: string; baseDiscountPercentage?: string };
  /** The PayPal plan that sells this price, when PayPal is offered. */
  paypalPlanId?: string;
};

export type PackageTag = 'trial' | 'best-value' | 'most-popular' | 'fast-track';

export type Package = {
  id: string;
  /** The recurring price the subscription is created with (the one-month plan for a trial). */
  recurringPriceId: string;
  trialPriceId?: string;
  paypalPlanId?: string;
  model: string;
  tag: PackageTag;
  interval: 'week' | 'month' | 'year';
  numberOfPeriods: number;
  currency: string;
  priceInCents: number;
  pricePerDay: number;
  discountPercentage: number;
  discountedPriceInCents?: number;
  discountedPricePerDay?: number;
};

const DAYS_PER_MONTHS: Record<number, number> = { 1: 30.4, 3: 91.2, 6: 182.5, 9: 273.8, 12: 365 };
const TRIAL_DAYS = 7;
const HIDDEN_MONTH_COUNTS = new Set([6, 9]);
export const PAYWALL_PACKAGE_COUNT = 3;

export const ZERO_DECIMAL_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

export function daysPerPeriod(interval: string, count: number): number {
  if (interval === 'week') return TRIAL_DAYS * count;
  if (interval === 'year') return 365 * count;
  const days = DAYS_PER_MONTHS[count];
  if (days === undefined) throw new Error(`Unknown subscription period: ${count} ${interval}`);
  return days;
}

function tagFor(interval: string, count: number): PackageTag {
  if (interval === 'week') return 'trial';
  if (count === 1) return 'fast-track';
  if (count === 3) return 'most-popular';
  return 'best-value';
}

export type DeriveOptions = { withDiscount: boolean; order: 'original' | 'reversed' };

type RecurringPrice = CatalogPrice & { recurring: NonNullable<CatalogPrice['recurring']> };

const isRecurring = (price: CatalogPrice): price is RecurringPrice =>
  price.type === 'recurring' && price.recurring !== null;

const isHidden = ({ recurring }: RecurringPrice) =>
  recurring.interval === 'month' && HIDDEN_MONTH_COUNTS.has(recurring.interval_count);

function toPackage(
  price: RecurringPrice,
  oneMonthId: string | undefined,
  options: DeriveOptions,
): Package[] {
  const { interval, interval_count: count } = price.recurring;
  const isTrial = interval === 'week';
  // A trial is the fee of the one-month plan's first week: without that plan it cannot be sold.
  if (isTrial && oneMonthId === undefined) return [];
  const discountPercentage = options.withDiscount
    ? Number(price.metadata.baseDiscountPercentage ?? 0) || 0
    : 0;
  const days = daysPerPeriod(interval, count);
  // Stripe rounds the discount amount, not the discounted price: 2999 at 50% charges 1499.
  const discounted =
    discountPercentage > 0
      ? price.unit_amount - Math.round((price.unit_amount * discountPercentage) / 100)
      : undefined;
  return [
    {
      id: price.id,
      recurringPriceId: isTrial && oneMonthId ? oneMonthId : price.id,
      trialPriceId: isTrial ? price.id : undefined,
      paypalPlanId: price.paypalPlanId,
      model: price.metadata.model ?? price.id,
      tag: tagFor(interval, count),
      interval: interval === 'day' ? 'week' : interval,
      numberOfPeriods: count,
      currency: price.currency.toUpperCase(),
      priceInCents: price.unit_amount,
      pricePerDay: price.unit_amount / days,
      discountPercentage,
      discountedPriceInCents: discounted,
      discountedPricePerDay: discounted === undefined ? undefined : discounted / days,
    },
  ];
}

/** Trial, one- and three-month packages (six and nine months are hidden), sorted by price. */
export function derivePackages(prices: readonly CatalogPrice[], options: DeriveOptions): Package[] {
  const recurring = prices.filter(isRecurring);
  const oneMonthId = recurring.find(
    (price) => price.recurring.interval === 'month' && price.recurring.interval_count === 1,
  )?.id;
  const packages = recurring
    .filter((price) => !isHidden(price))
    .flatMap((price) => toPackage(price, oneMonthId, options))
    .sort((a, b) => a.priceInCents - b.priceInCents);
  return options.order === 'reversed' ? packages.reverse() : packages;
}

/** The experiment's index when it exists, else the only package, else the second. */
export function defaultPackageIndex(count: number, experimentIndex: number): number {
  if (experimentIndex >= 0 && experimentIndex < count) return experimentIndex;
  return count === 1 ? 0 : Math.min(1, count - 1);
}

/** Amount in minor units (whole units for zero-decimal currencies) as a localized price. */
export function formatMoney(amountInMinor: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const major = ZERO_DECIMAL_CURRENCIES.has(code) ? amountInMinor : amountInMinor / 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(major);
}

export function chargedAmount(pkg: Package): number {
  return pkg.discountedPriceInCents ?? pkg.priceInCents;
}
