import { CANCELLATION_HELD, type SubscriptionView } from '../contract/subscription-view';

/**
 * A PayPal contract cancelled (§312k) at the end of its running period is held suspended at
 * PayPal until then: suspended it is never billed again, and unlike PayPal's cancel a suspension
 * can be undone. `suspendedAt` is when the cancellation was made, `endsAt` the end of the period
 * the subscriber paid for.
 */
export interface CancellationHold {
  suspendedAt: string;
  endsAt: string;
  /** Its owner had paused it before: it stays shown as paused, with its end. */
  paused?: boolean;
}

const seconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * The view of a subscription held for a cancellation is the view of any contract cancelled at its
 * period end (active, canceled_at set, premium until the paid end; then canceled), not the
 * "paused" PayPal's suspension would show (unless its owner had paused it: then it is a paused
 * contract that ends). A subscription PayPal no longer reports as suspended
 * (reactivated, or finally cancelled) is shown as PayPal has it.
 */
export function heldView(
  view: SubscriptionView,
  hold: CancellationHold,
  now: Date,
): SubscriptionView {
  if (view.provider !== 'paypal' || view.pause_collection === null) return view;
  const end = seconds(hold.endsAt);
  return {
    ...view,
    metadata: { ...view.metadata, [CANCELLATION_HELD]: 'true' },
    status: now.getTime() < end * 1000 ? 'active' : 'canceled',
    pause_collection: hold.paused ? view.pause_collection : null,
    canceled_at: seconds(hold.suspendedAt),
    current_period_end: end,
  };
}
