import { planKeyOf, type PayPalMoney, type PayPalPlanSpec } from '../paypal-plans.definition';

/** What the sync needs to know of a PayPal plan (a subset of the plan resource). */
export interface ExistingPayPalPlan {
  id: string;
  status: string;
  description?: string;
  payment_preferences?: { payment_failure_threshold?: number };
  billing_cycles: {
    tenure_type: string;
    sequence: number;
    total_cycles?: number;
    frequency: { interval_unit: string; interval_count?: number };
    pricing_scheme?: { fixed_price?: PayPalMoney };
  }[];
}

export interface PricingSchemeUpdate {
  billing_cycle_sequence: number;
  pricing_scheme: { fixed_price: PayPalMoney };
}

/**
 * `failureThreshold`: the plan's payment_failure_threshold differs from the catalogue's (PayPal
 * suspends a subscription after this many failed payments): PATCHed in place.
 */
export type PayPalPlanAction =
  | { kind: 'keep'; spec: PayPalPlanSpec; id: string; failureThreshold?: number }
  | { kind: 'create'; spec: PayPalPlanSpec }
  /** Same cycles, other amounts: PayPal updates a plan's pricing in place (same plan id). */
  | {
      kind: 'reprice';
      spec: PayPalPlanSpec;
      id: string;
      updates: PricingSchemeUpdate[];
      failureThreshold?: number;
    }
  /** The cycles themselves differ (period, count): PayPal cannot change that on a plan. */
  | { kind: 'conflict'; spec: PayPalPlanSpec; id: string; reason: string };

const samePrice = (a: PayPalMoney | undefined, b: PayPalMoney): boolean =>
  a?.currency_code === b.currency_code && Number(a.value) === Number(b.value);

function compare(spec: PayPalPlanSpec, plan: ExistingPayPalPlan): PayPalPlanAction {
  const want = spec.billing_cycles;
  const have = [...plan.billing_cycles].sort((a, b) => a.sequence - b.sequence);
  const sameShape =
    want.length === have.length &&
    want.every((cycle, index) => {
      const other = have[index];
      return (
        other?.sequence === cycle.sequence &&
        other.tenure_type === cycle.tenure_type &&
        (other.total_cycles ?? 1) === cycle.total_cycles &&
        other.frequency.interval_unit === cycle.frequency.interval_unit &&
        (other.frequency.interval_count ?? 1) === cycle.frequency.interval_count
      );
    });
  if (!sameShape) return { kind: 'conflict', spec, id: plan.id, reason: 'billing cycles differ' };
  const currency = (index: number) => have[index]?.pricing_scheme?.fixed_price?.currency_code;
  if (
    want.some((cycle, index) => currency(index) !== cycle.pricing_scheme.fixed_price.currency_code)
  )
    return { kind: 'conflict', spec, id: plan.id, reason: 'currency differs' };
  const updates = want
    .filter(
      (cycle, index) =>
        !samePrice(have[index]?.pricing_scheme?.fixed_price, cycle.pricing_scheme.fixed_price),
    )
    .map((cycle) => ({
      billing_cycle_sequence: cycle.sequence,
      pricing_scheme: { fixed_price: cycle.pricing_scheme.fixed_price },
    }));
  // PayPal's default when a plan has none is 0: no limit, never suspended.
  const threshold = spec.payment_preferences.payment_failure_threshold;
  const thresholdPatch =
    (plan.payment_preferences?.payment_failure_threshold ?? 0) === threshold
      ? {}
      : { failureThreshold: threshold };
  return updates.length > 0
    ? { kind: 'reprice', spec, id: plan.id, updates, ...thresholdPatch }
    : { kind: 'keep', spec, id: plan.id, ...thresholdPatch };
}

/**
 * Decides, per catalogue plan, what the sync does at PayPal given the product's plans. A plan is
 * ours when its description names the catalogue key; with several, the active one (then the
 * first) counts.
 */
export function planPayPalPlans(
  desired: readonly PayPalPlanSpec[],
  existing: readonly ExistingPayPalPlan[],
): PayPalPlanAction[] {
  const byKey = new Map<string, ExistingPayPalPlan>();
  for (const plan of existing) {
    const key = planKeyOf(plan.description);
    const current = key ? byKey.get(key) : undefined;
    if (key && (!current || (current.status !== 'ACTIVE' && plan.status === 'ACTIVE')))
      byKey.set(key, plan);
  }
  return desired.map((spec) => {
    const plan = byKey.get(spec.key);
    return plan ? compare(spec, plan) : { kind: 'create', spec };
  });
}
