import { discountedAmount } from './amounts.rules';
/**
 * The second provider's plans (spec 01 §3 "Plan catalogue"): PayPal plan id → the catalogue
 * price it sells. Production plan ids come from the PayPal dashboard and replace the rule
 * below; locally the PayPal emulator seeds exactly these ids (`P-` + the Stripe lookup key).
 */
export interface PayPalPlanEntry {
  planId: string;
  group: string;
  model: string;
  currency: string;
  /** Percent off the first payment (0: the standard plan at the full price). */
  discountPercentage: number;
}

const MODELS_BY_GROUP: Record<string, readonly string[]> = {
  v8: ['trialV8', 'oneMonthV8', 'threeMonthsV8', 'sixMonthsV8', 'nineMonthsV8'],
  v8_standard: ['trialV8', 'oneMonthV8', 'threeMonthsV8', 'sixMonthsV8', 'nineMonthsV8'],
  v13: ['trialV13', 'oneMonthV13', 'threeMonthsV13'],
  v13_standard: ['trialV13', 'oneMonthV13', 'threeMonthsV13'],
};
/** The base discount (spec 01 §3, Stripe metadata baseDiscountPercentage) of each group. */
const GROUP_DISCOUNT: Record<string, number> = { v8: 50, v13: 50 };
const CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'] as const;

export const paypalPlanIdFor = (group: string, model: string, currency: string): string =>
  `P-${group}_${model}_${currency.toLowerCase()}`;
const discountedPlanIdFor = (group: string, model: string, currency: string): string =>
  `${paypalPlanIdFor(group, model, currency)}_discounted`;

const PRICE_KEYS = Object.entries(MODELS_BY_GROUP).flatMap(([group, models]) =>
  models.flatMap((model) => CURRENCIES.map((currency) => ({ group, model, currency }))),
);
const keyOf = (group: string, model: string, currency: string): string =>
  `${group}_${model}_${currency.toLowerCase()}`;

/**
 * Spec 01 §3 "Plan catalogue": two maps from a price to its PayPal plan. `discounted` sells the
 * price with its group's base discount on the first payment (groups that have one); `standard`,
 * keyed `${price}_standard`, the standard-variant plan of the same price at the full price.
 */
export const PAYPAL_PLAN_MAPS: {
  discounted: ReadonlyMap<string, PayPalPlanEntry>;
  standard: ReadonlyMap<string, PayPalPlanEntry>;
} = {
  discounted: new Map(
    PRICE_KEYS.filter(({ group }) => (GROUP_DISCOUNT[group] ?? 0) > 0).map(
      ({ group, model, currency }) => [
        keyOf(group, model, currency),
        {
          planId: discountedPlanIdFor(group, model, currency),
          group,
          model,
          currency,
          discountPercentage: GROUP_DISCOUNT[group] ?? 0,
        },
      ],
    ),
  ),
  standard: new Map(
    PRICE_KEYS.map(({ group, model, currency }) => [
      `${keyOf(group, model, currency)}_standard`,
      {
        planId: paypalPlanIdFor(group, model, currency),
        group,
        model,
        currency,
        discountPercentage: 0,
      },
    ]),
  ),
};

/** Every PayPal plan the catalogue sells, by plan id. */
export const PAYPAL_PLANS: ReadonlyMap<string, PayPalPlanEntry> = new Map(
  [...PAYPAL_PLAN_MAPS.standard.values(), ...PAYPAL_PLAN_MAPS.discounted.values()].map((entry) => [
    entry.planId,
    entry,
  ]),
);

/** The plan that sells a catalogue price, if there is one. */
export function paypalPlanForPrice(price: {
  currency: string;
  metadata: Record<string, string>;
}): string | undefined {
  return planEntryFor(price, 0)?.planId;
}

/** The plan for a price and a discount, when a plan with exactly that discount exists. */
function planEntryFor(
  price: { currency: string; metadata: Record<string, string> },
  discountPercentage: number,
): PayPalPlanEntry | undefined {
  const { group, model } = price.metadata;
  if (!group || !model) return undefined;
  const key = keyOf(group, model, price.currency);
  const entry =
    discountPercentage > 0
      ? PAYPAL_PLAN_MAPS.discounted.get(key)
      : PAYPAL_PLAN_MAPS.standard.get(`${key}_standard`);
  return entry?.discountPercentage === discountPercentage ? entry : undefined;
}

/** The PayPal plan that sells a purchase plan, and the first payment it takes. */
export interface PayPalPurchase {
  planId: string;
  firstPayment: { amount: number; currency: string };
}

/**
 * A trial sells as the trial price's plan (a TRIAL cycle at the fee, then the one-month price);
 * otherwise the price's own plan. With a discount, the discounted variant: its first payment is
 * the amount the paywall shows and Stripe's once-only coupon charges (unit − round(unit × pct
 * / 100)), later ones the full price. Null when PayPal has no plan for it.
 */
export function paypalPurchaseFor(plan: {
  price: { currency: string; unit_amount: number | null; metadata: Record<string, string> };
  trial: { currency: string; unit_amount: number | null; metadata: Record<string, string> } | null;
  discountPercentage: number;
}): PayPalPurchase | null {
  const first = plan.trial ?? plan.price;
  const entry = planEntryFor(first, plan.discountPercentage);
  if (!entry || first.unit_amount === null) return null;
  return {
    planId: entry.planId,
    firstPayment: {
      amount: discountedAmount(first.unit_amount, plan.discountPercentage),
      currency: first.currency,
    },
  };
}
