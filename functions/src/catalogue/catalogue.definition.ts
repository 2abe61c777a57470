/**
 * The one catalogue definition (spec 01 §3), as plain data with no runtime imports: the Stripe
 * and PayPal emulators seed from it and `npm run catalogue:sync` creates it at the providers.
 * Products `prod_${model}`, lookup keys `${group}_${model}_${currency}`, coupon `pct_50`. `id`
 * is the emulator's seeded price id (`price_${lookupKey}`); real Stripe picks its own ids and
 * the functions find prices by lookup key and metadata, never by id.
 */
export const CATALOGUE_CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'] as const;
export type CatalogueCurrency = (typeof CATALOGUE_CURRENCIES)[number];

export const PRICE_GROUPS = ['v8', 'v8_standard', 'v13', 'v13_standard', 'ebookV1'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

export type PlanModel =
  | 'trialV8'
  | 'oneMonthV8'
  | 'threeMonthsV8'
  | 'sixMonthsV8'
  | 'nineMonthsV8'
  | 'trialV13'
  | 'oneMonthV13'
  | 'threeMonthsV13'
  | 'ebookV1';

export interface CatalogueProduct {
  id: string;
  model: PlanModel;
  name: string;
}

export interface CataloguePrice {
  id: string;
  lookupKey: string;
  productId: string;
  group: PriceGroup;
  model: PlanModel;
  currency: CatalogueCurrency;
  /** Minor units (whole yen for JPY). */
  unitAmount: number;
  baseDiscountPercentage: string;
  type: 'recurring' | 'one_time';
  recurring: { interval: 'week' | 'month'; intervalCount: number } | null;
}

export interface CatalogueCoupon {
  id: string;
  percentOff: number;
  duration: 'once' | 'forever' | 'repeating';
  name: string;
}

interface ModelDefinition {
  model: PlanModel;
  name: string;
  /** EUR (= USD) amount in cents. */
  eur: number;
  recurring: CataloguePrice['recurring'];
}

const week = { interval: 'week', intervalCount: 1 } as const;
const months = (intervalCount: number) => ({ interval: 'month', intervalCount }) as const;

const V8_MODELS: ModelDefinition[] = [
  { model: 'trialV8', name: 'Fastwell 7-day trial', eur: 499, recurring: week },
  { model: 'oneMonthV8', name: 'Fastwell 1 month plan', eur: 2999, recurring: months(1) },
  { model: 'threeMonthsV8', name: 'Fastwell 3 months plan', eur: 5999, recurring: months(3) },
  { model: 'sixMonthsV8', name: 'Fastwell 6 months plan', eur: 8999, recurring: months(6) },
  { model: 'nineMonthsV8', name: 'Fastwell 9 months plan', eur: 10999, recurring: months(9) },
];
const V13_MODELS: ModelDefinition[] = [
  { model: 'trialV13', name: 'Fastwell 7-day trial (v13)', eur: 299, recurring: week },
  { model: 'oneMonthV13', name: 'Fastwell 1 month plan (v13)', eur: 1999, recurring: months(1) },
  {
    model: 'threeMonthsV13',
    name: 'Fastwell 3 months plan (v13)',
    eur: 3999,
    recurring: months(3),
  },
];
const EBOOK_MODELS: ModelDefinition[] = [
  { model: 'ebookV1', name: 'Fastwell e-book', eur: 1999, recurring: null },
];

const GROUPS: { group: PriceGroup; baseDiscountPercentage: string; models: ModelDefinition[] }[] = [
  { group: 'v8', baseDiscountPercentage: '50', models: V8_MODELS },
  { group: 'v8_standard', baseDiscountPercentage: '0', models: V8_MODELS },
  { group: 'v13', baseDiscountPercentage: '50', models: V13_MODELS },
  { group: 'v13_standard', baseDiscountPercentage: '0', models: V13_MODELS },
  { group: 'ebookV1', baseDiscountPercentage: '50', models: EBOOK_MODELS },
];

/** GBP ≈ 0.85 × EUR ending in .99; USD = EUR; JPY ≈ 1.6 × EUR in whole hundreds of yen. */
export function convertAmount(eurCents: number, currency: CatalogueCurrency): number {
  switch (currency) {
    case 'eur':
    case 'usd':
      return eurCents;
    case 'gbp':
      return Math.max(99, Math.round((eurCents * 0.85) / 100) * 100 - 1);
    case 'jpy':
      return Math.round((eurCents * 1.6) / 100) * 100;
  }
}

export const CATALOGUE_PRODUCTS: readonly CatalogueProduct[] = [
  ...V8_MODELS,
  ...V13_MODELS,
  ...EBOOK_MODELS,
].map(({ model, name }) => ({ id: `prod_${model}`, model, name }));

export const CATALOGUE_PRICES: readonly CataloguePrice[] = GROUPS.flatMap(
  ({ group, baseDiscountPercentage, models }) =>
    models.flatMap(({ model, eur, recurring }) =>
      CATALOGUE_CURRENCIES.map((currency): CataloguePrice => {
        const lookupKey = `${group}_${model}_${currency}`;
        return {
          id: `price_${lookupKey}`,
          lookupKey,
          productId: `prod_${model}`,
          group,
          model,
          currency,
          unitAmount: convertAmount(eur, currency),
          baseDiscountPercentage,
          type: recurring ? 'recurring' : 'one_time',
          recurring,
        };
      }),
    ),
);

export const CATALOGUE_COUPONS: readonly CatalogueCoupon[] = [
  { id: 'pct_50', percentOff: 50, duration: 'once', name: '50% off' },
];

export function priceId(group: PriceGroup, model: PlanModel, currency: CatalogueCurrency): string {
  return `price_${group}_${model}_${currency}`;
}

export function findCataloguePrice(
  group: PriceGroup,
  model: PlanModel,
  currency: CatalogueCurrency,
  prices: readonly CataloguePrice[] = CATALOGUE_PRICES,
): CataloguePrice | undefined {
  return prices.find((price) => price.lookupKey === `${group}_${model}_${currency}`);
}

export function cataloguePricesInGroup(
  group: PriceGroup,
  currency?: CatalogueCurrency,
): CataloguePrice[] {
  return CATALOGUE_PRICES.filter(
    (price) => price.group === group && (!currency || price.currency === currency),
  );
}

export function findCataloguePriceById(id: string): CataloguePrice | undefined {
  return CATALOGUE_PRICES.find((price) => price.id === id);
}
