import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { stopRetriesOf } from './invoice-retry.js';
import { paidStatus, updateSubscription } from './subscription-events.js';
import { holdPausedInvoice } from './paused-invoice.js';
import {
  chargeInvoice,
  issueSubscriptionInvoice,
  type IssuedInvoice,
} from './subscription-invoice.service.js';
import { planUpdate, type UpdatePlan } from './subscription-plan.js';
import {
  applySettings,
  cancellationDetails,
  checkUpdateAllowed,
  type CancellationDetailsParams,
  type SubscriptionUpdateParams,
} from './subscription-settings.js';
import { cardError } from './test-cards.js';

/** Stripe keeps a pending update for 23 hours. */
const PENDING_UPDATE_TTL = 23 * 3600;

function applyPlan(subscription: Stripe.Subscription, plan: UpdatePlan): void {
  subscription.items.data = plan.items;
  subscription.billing_cycle_anchor = plan.anchor;
  subscription.trial_end = plan.trialEnd;
}

function pendingUpdateOf(
  subscription: Stripe.Subscription,
  plan: UpdatePlan,
  now: number,
): Stripe.Subscription.PendingUpdate {
  return {
    billing_cycle_anchor: plan.anchor,
    cancel_at_period_end: null,
    discount: null,
    discounts: null,
    expires_at: now + PENDING_UPDATE_TTL,
    metadata: null,
    subscription_items: plan.items,
    trial_end: plan.trialEnd === subscription.trial_end ? null : plan.trialEnd,
    trial_from_plan: null,
  };
}

/** An invoice generated while collection is paused is held (voided, …), never attempted. */
function heldWhilePaused(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  issued: IssuedInvoice,
): boolean {
  const paused = subscription.pause_collection;
  if (!paused) return false;
  holdPausedInvoice(issued, paused.behavior, state.clock.now());
  return true;
}

/** The subscription as it was before an update (fields are replaced, never mutated, by one). */
type Saved = Stripe.Subscription;
const saveState = (subscription: Stripe.Subscription): Saved => ({
  ...subscription,
  items: { ...subscription.items },
});

/**
 * Bills an update now: pending (applied only once paid), or applied and then charged. With
 * `error_if_incomplete` an unpaid invoice undoes the whole update (its settings too) and the
 * request fails with 402, as Stripe documents.
 */
function billNow(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  plan: UpdatePlan,
  paymentBehavior: NonNullable<SubscriptionUpdateParams['payment_behavior']>,
  saved: Saved,
): void {
  const now = state.clock.now();
  if (paymentBehavior === 'pending_if_incomplete') {
    subscription.pending_update = pendingUpdateOf(subscription, plan, now);
    const issued = issueSubscriptionInvoice(state, subscription, 'subscription_update', plan.lines);
    if (!issued.paymentIntent) {
      applyPlan(subscription, plan);
      subscription.pending_update = null;
      return;
    }
    if (heldWhilePaused(state, subscription, issued)) return;
    // Paid at once: settlement applies the pending update; otherwise it stays pending.
    chargeInvoice(state, subscription, issued);
    return;
  }
  applyPlan(subscription, plan);
  const issued = issueSubscriptionInvoice(state, subscription, 'subscription_update', plan.lines);
  if (!issued.paymentIntent) {
    subscription.status = paidStatus(subscription, now);
    return;
  }
  if (heldWhilePaused(state, subscription, issued)) return;
  if (paymentBehavior === 'default_incomplete') {
    subscription.status = 'past_due';
    return;
  }
  const outcome = chargeInvoice(state, subscription, issued);
  if (paymentBehavior !== 'error_if_incomplete' || outcome.status === 'succeeded') return;
  issued.invoice.status = 'void';
  issued.paymentIntent.status = 'canceled';
  Object.assign(subscription, saved);
  throw cardError(
    outcome.status === 'declined'
      ? outcome.decline
      : { code: 'authentication_required', message: 'This payment requires authentication.' },
  );
}

/** `POST /v1/subscriptions/:id`. */
export function updateSubscriptionWith(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  params: SubscriptionUpdateParams,
): Stripe.Subscription {
  checkUpdateAllowed(subscription, params);
  return updateSubscription(state, subscription, () => {
    const saved = saveState(subscription);
    applySettings(state, subscription, params);
    const plan = planUpdate(state, subscription, {
      items: params.items,
      trialEnd: params.trial_end,
      behavior: params.proration_behavior ?? 'create_prorations',
      anchor: params.billing_cycle_anchor?.type,
      prorationDate: params.proration_date,
    });
    if (!plan) return subscription;
    if (plan.invoiceNow) {
      const paymentBehavior = params.payment_behavior ?? 'allow_incomplete';
      billNow(state, subscription, plan, paymentBehavior, saved);
      return subscription;
    }
    applyPlan(subscription, plan);
    if (plan.lines.length > 0) {
      const waiting = state.pendingInvoiceLines.get(subscription.id) ?? [];
      state.pendingInvoiceLines.set(subscription.id, [...waiting, ...plan.lines]);
    }
    return subscription;
  });
}

/** Ends a subscription (cancel now, or its period end after cancel_at_period_end). */
export function endSubscription(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  endedAt: number,
  details?: CancellationDetailsParams,
): Stripe.Subscription {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    throw invalidRequest(
      `This subscription is already canceled: '${subscription.id}'`,
      undefined,
      'resource_missing',
    );
  const atPeriodEnd = subscription.cancel_at !== null && subscription.cancel_at <= endedAt;
  subscription.status = 'canceled';
  subscription.ended_at = endedAt;
  subscription.canceled_at = atPeriodEnd ? (subscription.canceled_at ?? endedAt) : endedAt;
  subscription.pending_update = null;
  subscription.cancellation_details = cancellationDetails(
    subscription.cancellation_details?.reason ?? 'cancellation_requested',
    details ?? {
      comment: subscription.cancellation_details?.comment ?? undefined,
      feedback: subscription.cancellation_details?.feedback ?? undefined,
    },
  );
  state.pendingInvoiceLines.delete(subscription.id);
  stopRetriesOf(state, subscription.id);
  state.events.emit('customer.subscription.deleted', subscription);
  return subscription;
}
