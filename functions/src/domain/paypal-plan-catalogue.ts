import { minorUnits } from './amounts.rules';
import { PAYPAL_PLAN_MAP } from '../catalogue/paypal-plan-map';
import { PAYPAL_PLAN_SPECS, type PayPalPlanSpec } from '../catalogue/paypal-plans.definition';
import { discountedAmount } from './amounts.rules';
/**
 * The second provider's plans (spec 01 §3 "Plan catalogue"): PayPal plan id → the catalogue
 * price it sells. The plans are the catalogue definition's (catalogue/paypal-plans.definition);
 * their ids are configuration (catalogue/paypal-plans/<project>.json, written by `npm run
 * catalogue:sync`), so real PayPal needs no code change. A plan missing from that map is not
 * sold through PayPal.
 */
export interface PayPalPlanEntry {
  planId: string;
  group: string;
  model: string;
  currency: string;
  /** Percent off the first payment (0: the standard plan at the full price). */
  discountPercentage: number;
  /** What each REGULAR cycle charges (after a trial or a discounted first payment). */
  regular?: { amount: number; currency: string; months: number; sequence: number };
}

const keyOf = (group: string, model: string, currency: string): string =>
  `${group}_${model}_${currency.toLowerCase()}`;

function entriesOf(
  specs: readonly PayPalPlanSpec[],
  planIds: Readonly<Record<string, string>>,
): [string, PayPalPlanEntry][] {
  return specs.flatMap((spec) => {
    const planId = planIds[spec.key];
    if (!planId) return [];
    const { group, model, currency, lookupKey } = spec.price;
    const cycle = spec.billing_cycles.find((entry) => entry.tenure_type === 'REGULAR');
    const regular = cycle
      ? {
          amount: minorUnits(cycle.pricing_scheme.fixed_price.value, currency),
          currency: currency.toLowerCase(),
          months: cycle.frequency.interval_count,
          sequence: cycle.sequence,
        }
      : undefined;
    const entry = {
      planId,
      group,
      model,
      currency,
      discountPercentage: spec.discountPercentage,
      ...(regular ? { regular } : {}),
    };
    return [[spec.discountPercentage > 0 ? lookupKey : `${lookupKey}_standard`, entry]];
  });
}

export interface PayPalPlanMaps {
  discounted: ReadonlyMap<string, PayPalPlanEntry>;
  standard: ReadonlyMap<string, PayPalPlanEntry>;
}

/**
 * Spec 01 §3 "Plan catalogue": two maps from a price to its PayPal plan. `discounted` sells the
 * price with its group's base discount on the first payment (groups that have one); `standard`,
 * keyed `${price}_standard`, the standard-variant plan of the same price at the full price.
 * `planIds`: catalogue key → PayPal plan id, as the sync wrote it.
 */
export function planMapsFrom(
  planIds: Readonly<Record<string, string>>,
  specs: readonly PayPalPlanSpec[] = PAYPAL_PLAN_SPECS,
): PayPalPlanMaps {
  const entries = entriesOf(specs, planIds);
  return {
    discounted: new Map(entries.filter(([, entry]) => entry.discountPercentage > 0)),
    standard: new Map(entries.filter(([, entry]) => entry.discountPercentage === 0)),
  };
}

export const PAYPAL_PLAN_MAPS: PayPalPlanMaps = planMapsFrom(PAYPAL_PLAN_MAP.plans);

/** The standard plan's id of a price, if PayPal sells it. */
export const paypalPlanIdFor = (group: string, model: string, currency: string) =>
  PAYPAL_PLAN_MAPS.standard.get(`${keyOf(group, model, currency)}_standard`)?.planId;

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
 * the amount the checkout screen shows and Stripe's once-only coupon charges (unit − round(unit × pct
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
