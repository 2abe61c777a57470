import type Stripe from 'stripe';
import { AppError, declineCode } from '../../domain/app-error';
import type { PaymentRequired } from '../../domain/payment-required';
import { REQUIRES_ACTION_MESSAGE } from '../../domain/payment-required';
import type {
  PlanChanges,
  PlanChangeSubject,
  PlanChangeTerms,
} from '../providers/plan-changes.port';
import { discountInfos, latestInvoiceCoupons } from './stripe-discounts';
import { orNullWhenMissing } from './stripe-errors';
import type { StripeSubscriptionProvider } from './stripe-subscription-provider.adapter';

/** The PaymentIntent of the latest invoice, expanded. */
const LATEST_INTENT = 'latest_invoice.payments.data.payment.payment_intent';
/** The discounts (of the subscription, and of the period being credited) with their coupons. */
const DISCOUNTS = [
  'discounts.source.coupon',
  'latest_invoice.total_discount_amounts.discount.source.coupon',
];

const idOf = (value: string | { id: string } | null): string =>
  value === null ? 'none' : typeof value === 'string' ? value : value.id;

function latestIntent(subscription: Stripe.Subscription): Stripe.PaymentIntent | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return intent && typeof intent !== 'string' ? intent : null;
}

/** A change waiting for 3-D Secure is answered with its own client secret, not charged again. */
function awaitingAuthentication(subscription: Stripe.Subscription): PaymentRequired | null {
  const intent = latestIntent(subscription);
  if (!subscription.pending_update || intent?.status !== 'requires_action') return null;
  if (!intent.client_secret) return null;
  return {
    code: 'requires_action',
    message: REQUIRES_ACTION_MESSAGE,
    clientSecret: intent.client_secret,
  };
}

/**
 * The upsell at Stripe: an invoice preview with `always_invoice` proration, and the same change
 * as a `pending_if_incomplete` update (Stripe docs: "Pending updates").
 */
export class StripePlanChanges implements PlanChanges {
  constructor(
    private readonly stripe: Stripe,
    private readonly subscriptions: StripeSubscriptionProvider,
  ) {}

  async retrieve(id: string): Promise<PlanChangeSubject | null> {
    const subscription = await orNullWhenMissing(
      this.stripe.subscriptions.retrieve(id, {
        expand: [LATEST_INTENT, ...DISCOUNTS],
      }),
    );
    if (!subscription) return null;
    const items = subscription.items.data;
    const item = items.length === 1 ? items[0] : undefined;
    return {
      subscription: this.subscriptions.toProviderSubscription(subscription),
      item: item
        ? {
            id: item.id,
            priceId: item.price.id,
            group: item.price.metadata.group,
            currency: item.price.currency,
            interval: item.price.recurring?.interval ?? null,
            intervalCount: item.price.recurring?.interval_count ?? null,
            periodStart: item.current_period_start,
          }
        : null,
      awaitingAuthentication: awaitingAuthentication(subscription),
      discounts: discountInfos(subscription),
      latestInvoiceCoupons: latestInvoiceCoupons(subscription),
      latestInvoiceId: idOf(subscription.latest_invoice),
    };
  }

  async preview(
    subject: PlanChangeSubject,
    terms: PlanChangeTerms,
  ): Promise<{ amountDue: number; currency: string }> {
    const invoice = await this.stripe.invoices.createPreview({
      customer: subject.subscription.view.customer,
      subscription: subject.subscription.id,
      subscription_details: {
        items: [{ id: this.item(subject).id, price: terms.priceId }],
        proration_behavior: 'always_invoice',
        ...(terms.inTrial
          ? { trial_end: 'now' as const }
          : { proration_date: terms.prorationDate }),
      },
    });
    return { amountDue: invoice.amount_due, currency: invoice.currency };
  }

  async apply(
    subject: PlanChangeSubject,
    terms: PlanChangeTerms,
  ): Promise<{ kind: 'applied' } | { kind: 'payment-required'; required: PaymentRequired }> {
    const item = this.item(subject);
    const updated = await this.stripe.subscriptions.update(
      subject.subscription.id,
      {
        items: [{ id: item.id, price: terms.priceId }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        ...(terms.inTrial ? { trial_end: 'now' as const } : {}),
        ...(terms.prorationDate !== undefined ? { proration_date: terms.prorationDate } : {}),
        expand: [LATEST_INTENT],
      },
      {
        // A double click sends the same change from the same state: Stripe answers it once.
        idempotencyKey: `upsell-${subject.subscription.id}-${item.priceId}-${terms.priceId}-${subject.latestInvoiceId}`,
      },
    );
    if (!updated.pending_update) return { kind: 'applied' };
    // 3-D Secure: the browser confirms and Stripe then applies the change; a decline is a 402.
    const waiting = awaitingAuthentication(updated);
    if (waiting) return { kind: 'payment-required', required: waiting };
    const failure = latestIntent(updated)?.last_payment_error;
    throw new AppError(
      'payment-required',
      declineCode(failure?.code),
      failure?.message ?? 'The payment was declined; the plan was not changed',
    );
  }

  private item(subject: PlanChangeSubject) {
    if (!subject.item) throw new Error('A plan change needs the subscription’s one item');
    return subject.item;
  }
}
