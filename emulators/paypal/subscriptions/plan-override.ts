import { unprocessable } from '../http/paypal-error.js';
import type { PlanResource } from '../paypal-types.js';
import type { PlanOverride } from './subscription.schemas.js';

const currencyMismatch = (field: string) =>
  unprocessable(
    'CURRENCY_MISMATCH',
    "The currency code is different from the plan's currency code.",
    field,
  );

/**
 * The plan a subscription bills by: the catalogue plan with the create request's `plan`
 * override applied (PayPal's "Customize pricing and billing"): a cycle is addressed by its
 * `sequence` and takes the given fixed price and total cycles; the setup fee and taxes replace
 * the plan's. The currency must stay the plan's (422 CURRENCY_MISMATCH), a sequence the plan
 * does not have is 422 INVALID_BILLING_CYCLE_SEQUENCE.
 */
export function effectivePlan(
  plan: PlanResource,
  override: PlanOverride | undefined,
): PlanResource {
  const effective = structuredClone(plan);
  if (!override) return effective;
  const currency = plan.billing_cycles[0]?.pricing_scheme.fixed_price.currency_code;
  (override.billing_cycles ?? []).forEach((change, index) => {
    const cycle = effective.billing_cycles.find((found) => found.sequence === change.sequence);
    if (!cycle)
      throw unprocessable(
        'INVALID_BILLING_CYCLE_SEQUENCE',
        'The provided billing cycle sequence is not available.',
        `/plan/billing_cycles/${index}/sequence`,
      );
    const price = change.pricing_scheme?.fixed_price;
    if (price) {
      if (price.currency_code !== currency)
        throw currencyMismatch(`/plan/billing_cycles/${index}/pricing_scheme/fixed_price`);
      cycle.pricing_scheme = {
        ...cycle.pricing_scheme,
        fixed_price: { ...price },
        version: (cycle.pricing_scheme.version ?? 1) + 1,
      };
    }
    if (change.total_cycles !== undefined) cycle.total_cycles = change.total_cycles;
  });
  const preferences = override.payment_preferences;
  if (preferences) {
    if (preferences.setup_fee && preferences.setup_fee.currency_code !== currency)
      throw currencyMismatch('/plan/payment_preferences/setup_fee');
    effective.payment_preferences = { ...effective.payment_preferences, ...preferences };
  }
  const taxes = override.taxes;
  if (taxes)
    effective.taxes = {
      percentage: taxes.percentage ?? effective.taxes?.percentage ?? '0',
      inclusive: taxes.inclusive ?? effective.taxes?.inclusive ?? true,
    };
  return effective;
}
