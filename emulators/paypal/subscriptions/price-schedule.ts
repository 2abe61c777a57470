import type { BillingCycle, Money } from '../paypal-types.js';
import type { StoredSubscription } from '../state/paypal-state.js';

/**
 * PayPal's "Update subscription": "Any price update will not impact billing cycles within next
 * 10 days (Applicable only for subscriptions funded by PayPal account)" (every subscription here).
 */
export const PRICE_CHANGE_NOTICE_DAYS = 10;
const DAY_MS = 86_400_000;

/** One cycle's fixed price over time, as `PATCH …/subscriptions/{id}` changed it. */
export interface PriceHistory {
  /** The price in force before the first change. */
  before: Money;
  /** Each change, in the order made, with the first billing time it applies to. */
  changes: { effectiveAtMs: number; price: Money }[];
}

/** Records that `cycle`'s price becomes `price` at `atMs` (before the cycle itself changes). */
export function schedulePriceChange(
  stored: StoredSubscription,
  cycle: BillingCycle,
  price: Money,
  atMs: number,
): void {
  const histories = (stored.priceHistory ??= {});
  const history = (histories[cycle.sequence] ??= {
    before: { ...cycle.pricing_scheme.fixed_price },
    changes: [],
  });
  history.changes.push({
    effectiveAtMs: atMs + PRICE_CHANGE_NOTICE_DAYS * DAY_MS,
    price: { ...price },
  });
}

/**
 * The price a cycle scheduled for `billingMs` is billed at: the newest change whose effective
 * time has come by then (changes made later take effect later: the clock never goes back), else
 * the price before all of them; a cycle never changed bills its plan price.
 */
export function priceBilledAt(
  stored: StoredSubscription,
  cycle: BillingCycle,
  billingMs: number,
): Money {
  const history = stored.priceHistory?.[cycle.sequence];
  if (!history) return { ...cycle.pricing_scheme.fixed_price };
  const effective = history.changes.filter(({ effectiveAtMs }) => effectiveAtMs <= billingMs);
  return { ...(effective.at(-1)?.price ?? history.before) };
}
