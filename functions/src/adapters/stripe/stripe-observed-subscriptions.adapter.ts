import type Stripe from 'stripe';
import type { Refusal } from '../../domain/purchase-refusal.rules';
import { unpauseBilling } from '../../domain/unpause.rules';
import type { Clock } from '../clock/clock.port';
import type { PaidInvoice } from '../purchases/card-webhooks.port';
import type { PurchaseFacts } from '../purchases/contract-facts.port';
import type {
  ObservedFacts,
  ObservedSubscriptions,
} from '../purchases/observed-subscriptions.port';
import { idOf, orNullWhenMissing } from './stripe-errors';
import { cancelNow, refundInvoicePayments } from './stripe-refunds';
import { CARD_TRIAL_USED, DUPLICATE_KEY, TRIAL_REFUSED_KEY, refusalOf } from './stripe-refusals';
import { paidInvoiceOf } from './stripe-paid-invoice';
import { PURCHASE_FACTS_EXPAND, purchaseFactsOf } from './stripe-purchase-facts';
import { toSubscriptionView } from './stripe-subscription-view';

/** How each refusal is recorded at Stripe: refund key, metadata, cancellation comment. */
function marksOf(refusal: Refusal): {
  key: string;
  metadata: Record<string, string>;
  comment: string;
} {
  return refusal.kind === 'trial-used'
    ? { key: 'trial', metadata: { [TRIAL_REFUSED_KEY]: CARD_TRIAL_USED }, comment: CARD_TRIAL_USED }
    : {
        key: 'duplicate',
        metadata: { [DUPLICATE_KEY]: refusal.keptId },
        comment: `duplicate of ${refusal.keptId}`,
      };
}

/**
 * What every observer reads in the same call: the latest invoice (the resume guard, the
 * contract), the card (the trial guard's fingerprint) and the customer (the contract's address).
 */
const OBSERVED_EXPAND = [...PURCHASE_FACTS_EXPAND, 'default_payment_method'];

/** Stripe subscriptions read with OBSERVED_EXPAND (as every observer retrieves them). */
export class StripeObservedSubscriptions implements ObservedSubscriptions<Stripe.Subscription> {
  constructor(
    private readonly stripe: Stripe,
    private readonly clock: Clock,
  ) {}

  async retrieve(
    id: string,
    options?: { withPayments: boolean },
  ): Promise<Stripe.Subscription | null> {
    const expand = options?.withPayments
      ? [...OBSERVED_EXPAND, 'latest_invoice.payments']
      : OBSERVED_EXPAND;
    return orNullWhenMissing(this.stripe.subscriptions.retrieve(id, { expand }));
  }

  paidInvoice(
    subscription: Stripe.Subscription,
    invoiceId: string,
  ): PaidInvoice | null | undefined {
    const latest = subscription.latest_invoice;
    if (!latest || typeof latest === 'string' || latest.id !== invoiceId || !latest.payments)
      return undefined;
    return paidInvoiceOf(latest);
  }

  facts(subscription: Stripe.Subscription): ObservedFacts {
    const latest = subscription.latest_invoice;
    return {
      id: subscription.id,
      status: subscription.status,
      paused: Boolean(subscription.pause_collection),
      customer: idOf(subscription.customer),
      owner: subscription.metadata.uid ?? null,
      view: toSubscriptionView(subscription, this.clock.now()),
      periodLeftUnpaid:
        Boolean(latest) &&
        typeof latest !== 'string' &&
        unpauseBilling(latest) === 'bill-new-period',
      refusal: refusalOf(subscription),
    };
  }

  purchaseFacts(
    subscription: Stripe.Subscription,
    kind: 'subscription' | 'upsell',
  ): PurchaseFacts | null {
    return purchaseFactsOf(subscription, kind, this.clock.now());
  }

  /** Read from the expanded card; a subscription answered without it (an action's) costs a call. */
  async cardFingerprint(subscription: Stripe.Subscription): Promise<string | null> {
    const reference = subscription.default_payment_method;
    if (reference && typeof reference !== 'string') return reference.card?.fingerprint ?? null;
    if (!reference) return null;
    const method = await this.stripe.paymentMethods.retrieve(reference);
    return method.card?.fingerprint ?? null;
  }

  async refuse(subscription: Stripe.Subscription, refusal: Refusal): Promise<Stripe.Subscription> {
    const { key, metadata, comment } = marksOf(refusal);
    await refundInvoicePayments(this.stripe, idOf(subscription.latest_invoice), { key, metadata });
    await this.stripe.subscriptions.update(
      subscription.id,
      { metadata },
      { idempotencyKey: `refuse-${key}-${subscription.id}` },
    );
    return cancelNow(this.stripe, subscription.id, comment);
  }

  async billNewPeriod(subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    return this.stripe.subscriptions.update(
      subscription.id,
      {
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice'],
      },
      { idempotencyKey: `resume-bill-${subscription.id}-${idOf(subscription.latest_invoice)}` },
    );
  }
}
