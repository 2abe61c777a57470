import { SeededRandom } from '../shared/faults/seeded-random.js';

/** What a card visitor does on the embedded form (test cards of emulators/README.md). */
export const CARD_SCENARIOS = [
  'success',
  'three-d-secure',
  'three-d-secure-fail',
  'decline',
  'decline-then-success',
  'insufficient-funds',
] as const;
export type CardScenario = (typeof CARD_SCENARIOS)[number];

export const PAYPAL_SCENARIOS = ['approve', 'cancel'] as const;
export type PaypalScenario = (typeof PAYPAL_SCENARIOS)[number];

export const CHECKOUT_SCENARIOS = ['pay', 'decline-then-pay', 'cancel'] as const;
export type CheckoutScenario = (typeof CHECKOUT_SCENARIOS)[number];

export type Purchase =
  | { method: 'card'; scenario: CardScenario }
  | { method: 'paypal'; scenario: PaypalScenario }
  | { method: 'checkout'; scenario: CheckoutScenario };
export type PaymentMethod = Purchase['method'];

/** The packages a checkout screen shows; `trial` is the one-month price with the trial fee. */
export const PACKAGES = ['trial', 'oneMonth', 'threeMonths'] as const;
export type PackageModel = (typeof PACKAGES)[number];

/** Browser languages: the server derives the country, hence the currency, from them. */
export const LOCALES = ['en-US', 'de-DE', 'en-GB', 'ja-JP', 'fr-FR'] as const;
export type Locale = (typeof LOCALES)[number];

/** Price groups: `v8` and `v13` with the discount (`dc=true`), `v8_standard` without. */
export const GROUPS = ['v8', 'v13', 'v8_standard'] as const;
export type PriceGroup = (typeof GROUPS)[number];

export interface VisitorPlan {
  index: number;
  purchase: Purchase;
  group: PriceGroup;
  packageModel: PackageModel;
  locale: Locale;
  /** The first purchase call goes out twice at once (a double click before the form blocks). */
  doubleClick: boolean;
  /** Closes the tab after paying: never makes the purchase-resolution call (webhooks only). */
  abandonAfterPay: boolean;
}

export type Weights<T extends string> = Readonly<Record<T, number>>;

export interface VisitorMix {
  methods: Weights<PaymentMethod>;
  card: Weights<CardScenario>;
  paypal: Weights<PaypalScenario>;
  checkout: Weights<CheckoutScenario>;
  groups: Weights<PriceGroup>;
  packages: Weights<PackageModel>;
  locales: Weights<Locale>;
  doubleClickRate: number;
  abandonRate: number;
}

export const DEFAULT_MIX: VisitorMix = {
  methods: { card: 0.6, paypal: 0.2, checkout: 0.2 },
  card: {
    success: 0.62,
    'three-d-secure': 0.12,
    'three-d-secure-fail': 0.04,
    decline: 0.08,
    'decline-then-success': 0.08,
    'insufficient-funds': 0.06,
  },
  paypal: { approve: 0.9, cancel: 0.1 },
  checkout: { pay: 0.85, 'decline-then-pay': 0.08, cancel: 0.07 },
  groups: { v8: 0.6, v13: 0.2, v8_standard: 0.2 },
  packages: { trial: 0.3, oneMonth: 0.35, threeMonths: 0.35 },
  locales: { 'en-US': 0.35, 'de-DE': 0.3, 'en-GB': 0.15, 'ja-JP': 0.1, 'fr-FR': 0.1 },
  doubleClickRate: 0.1,
  abandonRate: 0.08,
};

/** One weighted draw: `roll` in [0, 1) picks the entry whose cumulative share covers it. */
export function pick<T extends string>(weights: Weights<T>, roll: number): T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  for (const [value, weight] of entries) {
    cumulative += weight / total;
    if (roll < cumulative) return value;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('pick() needs at least one weight');
  return last[0];
}

function purchaseOf(mix: VisitorMix, random: SeededRandom): Purchase {
  const method = pick(mix.methods, random.next());
  if (method === 'card') return { method, scenario: pick(mix.card, random.next()) };
  if (method === 'paypal') return { method, scenario: pick(mix.paypal, random.next()) };
  return { method, scenario: pick(mix.checkout, random.next()) };
}

/** The visitors of one run: the same seed gives the same visitors. */
export function planVisitors(count: number, seed: number, mix: VisitorMix = DEFAULT_MIX) {
  const random = new SeededRandom(seed);
  return Array.from({ length: count }, (_, index): VisitorPlan => {
    const purchase = purchaseOf(mix, random);
    return {
      index,
      purchase,
      group: pick(mix.groups, random.next()),
      packageModel: pick(mix.packages, random.next()),
      locale: pick(mix.locales, random.next()),
      doubleClick: random.next() < mix.doubleClickRate,
      abandonAfterPay: random.next() < mix.abandonRate,
    };
  });
}

/** The withDiscount flag the checkout screen sends for a group (spec 02 §9: standard = no discount). */
export const withDiscount = (group: PriceGroup): boolean => !group.endsWith('_standard');
