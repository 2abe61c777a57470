import { z } from 'zod';
import { minorUnits } from './amounts.rules';
import type { PayPalPlanEntry } from './paypal-plan-catalogue';
import { monthsOf, paidThrough } from './paypal-paid-period';
import { affiliationOf } from './purchase-attribution.rules';
import type { SubscriptionView } from './subscription-view.mapping';

/** The fields of a PayPal subscription (GET /v1/billing/subscriptions/{id}) the server reads. */
export const payPalSubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  status_update_time: z.string().optional(),
  /** The reason given with the last status change (our cancel reason, for one). */
  status_change_note: z.string().optional(),
  plan_overridden: z.boolean().optional(),
  subscriber: z
    .object({ payer_id: z.string().optional(), email_address: z.string().optional() })
    .partial()
    .optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      failed_payments_count: z.number().optional(),
      outstanding_balance: z.object({ value: z.string() }).loose().optional(),
      /** The last payment PayPal could not collect (and when it retries, if it does). */
      last_failed_payment: z
        .object({
          amount: z.object({ value: z.string(), currency_code: z.string() }).optional(),
          time: z.string(),
          reason_code: z.string().optional(),
          next_payment_retry_time: z.string().optional(),
        })
        .loose()
        .optional(),
      last_payment: z
        .object({
          amount: z.object({ value: z.string(), currency_code: z.string() }),
          time: z.string().optional(),
        })
        .optional(),
      cycle_executions: z
        .array(
          z
            .object({
              tenure_type: z.string().optional(),
              sequence: z.number().optional(),
              cycles_completed: z.number(),
            })
            .loose(),
        )
        .optional(),
    })
    .partial()
    .optional(),
});
export type PayPalSubscription = z.infer<typeof payPalSubscriptionSchema>;

const STATUS: Record<string, string> = {
  APPROVAL_PENDING: 'incomplete',
  APPROVED: 'incomplete',
  ACTIVE: 'active',
  SUSPENDED: 'active',
  CANCELLED: 'canceled',
  EXPIRED: 'canceled',
};

const seconds = (iso: string | undefined): number | null =>
  iso ? Math.floor(Date.parse(iso) / 1000) : null;

/**
 * PayPal suspended it at the plan's `payment_failure_threshold`: failed payments counted and money
 * outstanding (a merchant's suspend, our pause or a cancellation hold, leaves both at zero).
 */
export function suspendedForFailedPayments(subscription: PayPalSubscription): boolean {
  const billing = subscription.billing_info;
  return (
    subscription.status === 'SUSPENDED' &&
    (billing?.failed_payments_count ?? 0) > 0 &&
    Number(billing?.outstanding_balance?.value ?? '0') > 0
  );
}

/** A payment PayPal could not collect and has not collected since (it retries, or counts it). */
export function paymentFailing(subscription: PayPalSubscription): boolean {
  const billing = subscription.billing_info;
  const failed = billing?.last_failed_payment?.time;
  if (subscription.status !== 'ACTIVE' || !failed) return false;
  const paid = billing?.last_payment?.time;
  return !paid || Date.parse(failed) > Date.parse(paid);
}

/** The payment PayPal last failed to collect, in minor units; null when there is none. */
export function lastFailedPaymentOf(subscription: PayPalSubscription) {
  const failed = subscription.billing_info?.last_failed_payment;
  const failedAt = failed ? Date.parse(failed.time) : Number.NaN;
  if (!failed?.amount || Number.isNaN(failedAt)) return null;
  const retry = failed.next_payment_retry_time ? Date.parse(failed.next_payment_retry_time) : NaN;
  return {
    failedAt: new Date(failedAt),
    amount: minorUnits(failed.amount.value, failed.amount.currency_code),
    currency: failed.amount.currency_code.toLowerCase(),
    nextAttemptAt: Number.isNaN(retry) ? null : new Date(retry),
    reasonCode: failed.reason_code ?? null,
  };
}

/**
 * The cancel reason of a subscription ended by a withdrawal (Art. 11a CRD): everything it was paid
 * was refunded, so no paid cycle runs out after the cancel.
 */
export const WITHDRAWAL_NOTE_PREFIX = 'Fastwell withdrawal ';

/**
 * A PayPal subscription in the shape every screen reads (spec 02 §3); suspended shows as paused,
 * unless PayPal suspended it for failed payments (unpaid, end_reason payment_failed); a payment
 * PayPal is still retrying shows as past_due.
 * CANCELLED is final at PayPal but the paid cycle was paid: until its end the view is "canceled
 * at period end" (active, canceled_at set, current_period_end = end of the paid cycle), after it
 * canceled (expired); one withdrawn (refunded) ends when it was cancelled. `bound` is the metadata the server bound with it (visitor, experiments,
 * attribution): what a Stripe subscription carries in its own metadata.
 */
export function toPayPalView(
  subscription: PayPalSubscription,
  plan: PayPalPlanEntry,
  now: Date,
  bound: Record<string, string> = {},
): SubscriptionView {
  const amount = subscription.billing_info?.last_payment?.amount;
  const cancelled = subscription.status === 'CANCELLED';
  const withdrawn =
    cancelled && (subscription.status_change_note ?? '').startsWith(WITHDRAWAL_NOTE_PREFIX);
  const nextBilling = withdrawn
    ? (seconds(subscription.status_update_time) ?? Math.floor(now.getTime() / 1000))
    : cancelled
      ? seconds(paidThrough(subscription, plan)?.toISOString())
      : seconds(subscription.billing_info?.next_billing_time);
  const runsToPeriodEnd = cancelled && nextBilling !== null && nextBilling * 1000 > now.getTime();
  const isTrial = plan.model.startsWith('trial');
  const failedOut = suspendedForFailedPayments(subscription);
  return {
    provider: 'paypal',
    id: subscription.id,
    customer: subscription.subscriber?.payer_id ?? '',
    plan: {
      id: subscription.plan_id,
      // What each cycle charges, as Stripe's plan.amount: not a trial fee or first-payment discount.
      amount:
        plan.regular?.amount ?? (amount ? minorUnits(amount.value, amount.currency_code) : null),
      currency: (amount?.currency_code ?? plan.currency).toLowerCase(),
      interval: 'month',
      interval_count: monthsOf(plan.model),
    },
    trial_end: isTrial ? nextBilling : null,
    metadata: {
      ...bound,
      uid: subscription.custom_id ?? '',
      model: plan.model,
      group: plan.group,
    },
    // Failed payments are not a pause: retried (past_due, in grace), or suspended for good
    // (unpaid: premium ends, as after Stripe's last retry).
    status: runsToPeriodEnd
      ? 'active'
      : failedOut
        ? 'unpaid'
        : paymentFailing(subscription)
          ? 'past_due'
          : (STATUS[subscription.status] ?? subscription.status.toLowerCase()),
    pause_collection:
      subscription.status === 'SUSPENDED' && !failedOut
        ? { behavior: 'void', resumes_at: null }
        : null,
    canceled_at: cancelled
      ? (seconds(subscription.status_update_time) ?? Math.floor(now.getTime() / 1000))
      : null,
    current_period_end: nextBilling,
    ...(failedOut ? { end_reason: 'payment_failed' as const } : {}),
    affiliation: affiliationOf(bound),
    updatedAt: now.toISOString(),
  };
}
