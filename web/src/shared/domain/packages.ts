import type { OfferedPrice } from '@fastwell/contract/catalogue';

/**
 * Checkout screen packages derived from catalogue prices (spec 02 §3, §9). A price's discounted amount
 * is the server's (getProducts): the web never computes an amount.
 */
export type PackageTag = 'trial' | 'best-value' | 'most-popular' | 'fast-track';

export type Package = {
  id: string;
  /** Translation key of the package name: `payment.packages.trial` or `payment.packages.<months>`. */
  name: string;
  /** The recurring price the subscription is created with (the one-month plan for a trial). */
  recurringPriceId: string;
  trialPriceId?: string;
  paypalPlanId?: string;
  model: string;
  tag: PackageTag;
  /** The package kind (spec 02 §3 names it tagId); equal to `tag`. */
  tagId: PackageTag;
  interval: 'week' | 'month' | 'year';
  numberOfPeriods: number;
  /** Uppercase ISO code. */
  currency: string;
  /** Major units (29.99 EUR; 4800 JPY). */
  price: number;
  /** Minor units as the catalogue gives them (whole units for zero-decimal currencies). */
  priceInCents: number;
  /** Minor units per day; format with `perDayDisplay`. */
  pricePerDay: number;
  discountPercentage: number;
  discountedPrice?: number;
  discountedPriceInCents?: number;
  discountedPricePerDay?: number;
};

const DAYS_PER_MONTHS: Record<number, number> = { 1: 30.4, 3: 91.2, 6: 182.5, 9: 273.8, 12: 365 };
const DAYS_PER_WEEK = 7;
/** Six and nine months are upsell plans only, never on the payment list (spec 02 §5, §4.11). */
const HIDDEN_MONTH_COUNTS: ReadonlySet<number> = new Set([6, 9]);

/** Currencies without minor units (spec 01 §9, 02 §9). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

export const isZeroDecimal = (currency: string): boolean =>
  ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase());

/** Minor units to major units (identity for zero-decimal currencies). */
export const toMajor = (amountInMinor: number, currency: string): number =>
  isZeroDecimal(currency) ? amountInMinor : amountInMinor / 100;

export function daysPerPeriod(interval: string, count: number): number {
  if (interval === 'day') return count;
  if (interval === 'week') return DAYS_PER_WEEK * count;
  if (interval === 'year') return 365 * count;
  const days = DAYS_PER_MONTHS[count];
  if (days === undefined) throw new Error(`Unknown subscription period: ${count} ${interval}`);
  return days;
}

const isTrialInterval = (interval: string) => interval === 'week' || interval === 'day';
const monthsOf = (interval: string, count: number) => (interval === 'year' ? 12 * count : count);

function tagFor(interval: string, count: number): PackageTag {
  if (isTrialInterval(interval)) return 'trial';
  const months = monthsOf(interval, count);
  if (months === 1) return 'fast-track';
  if (months === 3) return 'most-popular';
  return 'best-value';
}

const nameFor = (interval: string, count: number) =>
  `payment.packages.${isTrialInterval(interval) ? 'trial' : monthsOf(interval, count)}`;

export type DeriveOptions = {
  withDiscount: boolean;
  order: 'original' | 'reversed';
  /** False when the server sells this user no trial (one trial per person); default true. */
  trialAvailable?: boolean;
};

const INTERVALS = ['day', 'week', 'month', 'year'] as const;
type Interval = (typeof INTERVALS)[number];
type RecurringPrice = OfferedPrice & {
  unit_amount: number;
  recurring: { interval: Interval; interval_count: number };
};

/** A price the checkout screen can sell: recurring, with an amount and a period it knows. */
const isRecurring = (price: OfferedPrice): price is RecurringPrice =>
  price.type === 'recurring' &&
  price.unit_amount !== null &&
  price.recurring !== null &&
  (INTERVALS as readonly string[]).includes(price.recurring.interval);

const isHidden = ({ recurring }: RecurringPrice) =>
  recurring.interval === 'month' && HIDDEN_MONTH_COUNTS.has(recurring.interval_count);

function toPackage(
  price: RecurringPrice,
  oneMonthId: string | undefined,
  options: DeriveOptions,
): Package[] {
  const { interval, interval_count: count } = price.recurring;
  const isTrial = isTrialInterval(interval);
  // A trial is the fee of the one-month plan's first week: without that plan it cannot be sold.
  if (isTrial && oneMonthId === undefined) return [];
  const discounted = options.withDiscount ? price.discountedUnitAmount : undefined;
  const discountPercentage =
    discounted === undefined ? 0 : Number(price.metadata.baseDiscountPercentage ?? 0) || 0;
  const days = daysPerPeriod(interval, count);
  const currency = price.currency.toUpperCase();
  const tag = tagFor(interval, count);
  return [
    {
      id: price.id,
      name: nameFor(interval, count),
      recurringPriceId: isTrial && oneMonthId ? oneMonthId : price.id,
      trialPriceId: isTrial ? price.id : undefined,
      paypalPlanId: price.paypalPlanId,
      model: price.metadata.model ?? price.id,
      tag,
      tagId: tag,
      interval: interval === 'day' ? 'week' : interval,
      numberOfPeriods: count,
      currency,
      price: toMajor(price.unit_amount, currency),
      priceInCents: price.unit_amount,
      pricePerDay: price.unit_amount / days,
      discountPercentage,
      discountedPrice: discounted === undefined ? undefined : toMajor(discounted, currency),
      discountedPriceInCents: discounted,
      discountedPricePerDay: discounted === undefined ? undefined : discounted / days,
    },
  ];
}

/**
 * Trial, one- and three-month packages (six and nine months are always hidden), sorted by price.
 * Where no trial can be sold (none in the catalogue, no one-month plan to pair it with, or the
 * user had one) the list is shorter; the offer reports a count other than three.
 */
export function derivePackages(prices: readonly OfferedPrice[], options: DeriveOptions): Package[] {
  const trialAvailable = options.trialAvailable !== false;
  const recurring = prices
    .filter(isRecurring)
    .filter((price) => trialAvailable || !isTrialInterval(price.recurring.interval));
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
  if (Number.isInteger(experimentIndex) && experimentIndex >= 0 && experimentIndex < count)
    return experimentIndex;
  // -1 when the list is empty: nothing to select.
  return count === 1 ? 0 : Math.min(1, count - 1);
}

/** Amount in minor units (whole units for zero-decimal currencies) as a localized price. */
export function formatMoney(amountInMinor: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const major = toMajor(amountInMinor, code);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(major);
}

export function chargedAmount(pkg: Package): number {
  return pkg.discountedPriceInCents ?? pkg.priceInCents;
}
