import { createHash } from 'node:crypto';
import type { ApiErrorCode } from '../contract/errors';
import { minorUnits } from './amounts.rules';
import { PAYPAL_PLANS } from './paypal-plan-catalogue';
import type { PayPalSubscription } from './paypal-subscription';

/**
 * What the server decided when it created a PayPal subscription (stored at
 * paypalSubscriptions/{id}): whose it is, on which plan, and what the buyer must pay first.
 */
export interface PayPalBinding {
  uid: string;
  planId: string;
  /** The first payment in minor units (whole yen for JPY), lower-case currency. */
  firstPayment: { amount: number; currency: string };
  createdAt: string;
  /** The purchase's attribution as metadata (attributionMetadata): what Stripe keeps in its own. */
  metadata?: Record<string, string>;
  /**
   * Who pays, as PayPal last reported it (`subscriber.payer_id`, `subscriber.email_address`,
   * the address normalised): a guest buyer's only address (§312k cancellation) and the PayPal
   * account a trial is counted against. Recorded at confirmation and on every webhook.
   */
  subscriber?: PayPalPayer;
  /** ISO time the server refused this subscription's trial: its payer had one (issue 32). */
  trialRefusedAt?: string;
  /** The plan the server revised it to (the upsell, spec 02 §4.11), once the buyer consents. */
  revisedPlanId?: string;
  /**
   * The plan the server asked PayPal to go back to once the upsell was withdrawn on its own (the
   * plan bought, as a standard plan: no trial or first-payment discount), once the buyer consents.
   */
  revertPlanId?: string;
  /** ISO time the server changed the plan's cycle price (the retention offer): an override of ours. */
  cyclePriceChangedAt?: string;
}

export interface PayPalPayer {
  payerId?: string;
  email?: string;
}

/** An address as the API's contract normalises it (trimmed, lower case). */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/** A database key for an address (hashed: no address becomes a key), as the rate limits make. */
export const emailKey = (email: string): string =>
  createHash('sha256').update(normalisedEmail(email)).digest('base64url');

/** PayPal's payer ids are 13 letters and digits; anything else is not kept. */
const isPayerId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9]{1,32}$/.test(id);

/** The payer PayPal reports on a subscription (none before approval). */
export function payerOf(subscription: PayPalSubscription): PayPalPayer | null {
  const payerId = subscription.subscriber?.payer_id;
  const email = subscription.subscriber?.email_address;
  const payer: PayPalPayer = {
    ...(isPayerId(payerId) ? { payerId } : {}),
    ...(email && email.includes('@') ? { email: normalisedEmail(email) } : {}),
  };
  return payer.payerId || payer.email ? payer : null;
}

/** PayPal's and our clocks may differ a little; a start later than this is a future start. */
export const START_TIME_TOLERANCE_MS = 5 * 60 * 1000;

export type BindingVerdict =
  | { accepted: true; uid: string }
  | { accepted: false; kind: 'not-found' | 'unprocessable'; code: ApiErrorCode; reason: string };

const LIVE = ['ACTIVE', 'SUSPENDED'];

const refuse = (
  code: ApiErrorCode,
  reason: string,
  kind: 'not-found' | 'unprocessable' = 'unprocessable',
): BindingVerdict => ({
  accepted: false,
  kind,
  code,
  reason,
});

/** Cycles PayPal billed so far; without cycle_executions, one per reported payment. */
function cyclesBilled(subscription: PayPalSubscription): number {
  const executions = subscription.billing_info?.cycle_executions;
  if (!executions) return subscription.billing_info?.last_payment ? 1 : 0;
  return executions.reduce((sum, cycle) => sum + cycle.cycles_completed, 0);
}

function paymentVerdict(subscription: PayPalSubscription, binding: PayPalBinding): BindingVerdict {
  const paid = subscription.billing_info?.last_payment?.amount;
  if (!paid || cyclesBilled(subscription) === 0)
    return refuse('paypal-not-paid', 'PayPal reports no payment for the first cycle');
  if (paid.currency_code.toLowerCase() !== binding.firstPayment.currency)
    return refuse('paypal-amount-mismatch', `Paid in ${paid.currency_code}`);
  // Later cycles bill the (not overridden) catalogue plan's own prices.
  if (cyclesBilled(subscription) > 1) return { accepted: true, uid: binding.uid };
  if (minorUnits(paid.value, paid.currency_code) !== binding.firstPayment.amount)
    return refuse('paypal-amount-mismatch', `Paid ${paid.value} ${paid.currency_code}`);
  return { accepted: true, uid: binding.uid };
}

/**
 * Whether a PayPal subscription counts for the user the server bound it to: created by the
 * server (a binding exists), still carrying that user and that catalogue plan, not customised by
 * its creator (`plan_overridden`: another price, setup fee or tax), not starting later, and,
 * while it is live, its first payment is the catalogue amount and currency the server chose.
 */
export function judgeBoundSubscription(
  subscription: PayPalSubscription,
  binding: PayPalBinding | null,
  now: Date,
): BindingVerdict {
  if (!binding) return refuse('not-found', 'No Fastwell user is bound to it', 'not-found');
  if (subscription.custom_id !== binding.uid)
    return refuse('paypal-binding-mismatch', 'custom_id is not the bound user');
  const revised = [binding.revisedPlanId, binding.revertPlanId].includes(subscription.plan_id);
  if (
    !PAYPAL_PLANS.has(subscription.plan_id) ||
    (subscription.plan_id !== binding.planId && !revised)
  )
    return refuse('unknown-paypal-plan', 'The subscription is not on the plan Fastwell chose');
  if (subscription.plan_overridden === true && !binding.cyclePriceChangedAt)
    return refuse('paypal-plan-overridden', 'The subscription overrides the plan');
  const start = Date.parse(subscription.start_time ?? '');
  if (Number.isFinite(start) && start > now.getTime() + START_TIME_TOLERANCE_MS)
    return refuse('paypal-future-start', 'The subscription starts in the future');
  if (!LIVE.includes(subscription.status)) return { accepted: true, uid: binding.uid };
  // The revision restarts PayPal's cycle count; what was paid was judged on the plan before.
  if (revised && subscription.billing_info?.last_payment)
    return { accepted: true, uid: binding.uid };
  return paymentVerdict(subscription, binding);
}
