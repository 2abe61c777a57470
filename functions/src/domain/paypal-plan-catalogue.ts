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
}

const MODELS_BY_GROUP: Record<string, readonly string[]> = {
  v8: ['trialV8', 'oneMonthV8', 'threeMonthsV8', 'sixMonthsV8', 'nineMonthsV8'],
  v8_standard: ['trialV8', 'oneMonthV8', 'threeMonthsV8', 'sixMonthsV8', 'nineMonthsV8'],
  v13: ['trialV13', 'oneMonthV13', 'threeMonthsV13'],
  v13_standard: ['trialV13', 'oneMonthV13', 'threeMonthsV13'],
};
const CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'] as const;

export const paypalPlanIdFor = (group: string, model: string, currency: string): string =>
  `P-${group}_${model}_${currency.toLowerCase()}`;

export const PAYPAL_PLANS: ReadonlyMap<string, PayPalPlanEntry> = new Map(
  Object.entries(MODELS_BY_GROUP).flatMap(([group, models]) =>
    models.flatMap((model) =>
      CURRENCIES.map((currency): [string, PayPalPlanEntry] => {
        const planId = paypalPlanIdFor(group, model, currency);
        return [planId, { planId, group, model, currency }];
      }),
    ),
  ),
);

/** The plan that sells a catalogue price, if there is one. */
export function paypalPlanForPrice(price: {
  currency: string;
  metadata: Record<string, string>;
}): string | undefined {
  const { group, model } = price.metadata;
  if (!group || !model) return undefined;
  const planId = paypalPlanIdFor(group, model, price.currency);
  return PAYPAL_PLANS.has(planId) ? planId : undefined;
}

/** The PayPal plan that sells a purchase plan, and the first payment it takes. */
export interface PayPalPurchase {
  planId: string;
  firstPayment: { amount: number; currency: string };
}

/**
 * A trial sells as the trial price's plan (a TRIAL cycle at the fee, then the one-month price);
 * otherwise the price's own plan. Null when PayPal has no plan for it.
 */
export function paypalPurchaseFor(plan: {
  price: { currency: string; unit_amount: number | null; metadata: Record<string, string> };
  trial: { currency: string; unit_amount: number | null; metadata: Record<string, string> } | null;
}): PayPalPurchase | null {
  const first = plan.trial ?? plan.price;
  const planId = paypalPlanForPrice(first);
  if (!planId || first.unit_amount === null) return null;
  return { planId, firstPayment: { amount: first.unit_amount, currency: first.currency } };
}
