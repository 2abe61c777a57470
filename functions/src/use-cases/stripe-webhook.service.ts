import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import type { WebhookOutcome } from '../domain/webhook-events.rules';
import { ignored, isEbookPayment } from '../domain/webhook-events.rules';
import type { Clock } from '../adapters/clock/clock.port';
import type { IapLogService } from './iap-log.service';
import type { PaymentLedgerService } from './payment-ledger.service';
import type { StripeSubscriptionGuards } from '../adapters/stripe/stripe-refusals';
import { assertNotUndone } from '../adapters/stripe/stripe-refusals';
import { isMissing } from '../adapters/stripe/stripe-errors';
import type { CancellationScheduleService } from './cancellation-schedule.service';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe webhooks. The event only says "something changed": the handler fetches the object's
 * current state from Stripe and records that, so duplicates and any delivery order give the same
 * record. Stripe errors other than "no such object" (network, 5xx, rate limit) are thrown, so the
 * route answers 500 and Stripe retries.
 */
export class StripeWebhookService {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly iapLog: IapLogService,
    private readonly clock: Clock,
    private readonly guards: StripeSubscriptionGuards,
    private readonly ledger: PaymentLedgerService,
    private readonly schedule: CancellationScheduleService,
  ) {}

  /** The event, only when the Stripe-Signature header signs exactly these bytes with our secret. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw invalidSignature('Missing Stripe-Signature header');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw invalidSignature('The Stripe-Signature header does not match the body');
    }
  }

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.syncSubscription(event.data.object.id, event.id, null);
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required': {
        const invoice = event.data.object;
        const id = idOf(invoice.parent?.subscription_details?.subscription);
        const paid = event.type === 'invoice.paid' ? (invoice.id ?? null) : null;
        return id
          ? this.syncSubscription(id, event.id, null, paid)
          : ignored('not a subscription invoice');
      }
      case 'checkout.session.completed': {
        const session = event.data.object;
        const id = idOf(session.subscription);
        return id
          ? this.syncSubscription(id, event.id, session.client_reference_id)
          : ignored('not a subscription checkout');
      }
      case 'payment_intent.succeeded':
        return this.syncEbook(event.data.object.id);
      default:
        return ignored(`unhandled event type ${event.type}`);
    }
  }

  private async syncSubscription(
    subscriptionId: string,
    eventId: string,
    uidHint: string | null,
    paidInvoiceId: string | null = null,
  ): Promise<WebhookOutcome> {
    const retrieve = () =>
      this.fetch(() =>
        this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] }),
      );
    let subscription = await retrieve();
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    // Before the uid: a guest buyer's contract (no account) is cancelled as scheduled too.
    if (await this.schedule.applyIfDue(toSubscriptionView(subscription, this.clock.now())))
      subscription = await retrieve();
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    const uid =
      subscription.metadata.uid || uidHint || (await this.uidOfCustomer(subscription.customer));
    if (!uid) return ignored(`no uid for subscription ${subscriptionId}`);
    const checked = await this.guards.enforce(uid, subscription);
    const view = toSubscriptionView(checked, this.clock.now());
    const outcome = await this.iapLog.recordSubscription(uid, view, { type: 'stripe', eventId });
    if (paidInvoiceId) await this.recordPayment(uid, paidInvoiceId, checked);
    return outcome;
  }

  /**
   * The paid invoice in the user's payments ledger, as Stripe has it now (paid, more than zero),
   * unless a guard undid the purchase it paid (refunded: no money received).
   */
  private async recordPayment(
    uid: string,
    invoiceId: string,
    subscription: Stripe.Subscription,
  ): Promise<void> {
    try {
      assertNotUndone(subscription);
    } catch {
      return;
    }
    const invoice = await this.fetch(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice?.id || invoice.status !== 'paid' || invoice.amount_paid <= 0) return;
    const paidAt = invoice.status_transitions.paid_at;
    await this.ledger.record(uid, {
      provider: 'stripe',
      paymentId: invoice.id,
      subscriptionId: subscription.id,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      paidAt: paidAt ? new Date(paidAt * 1000) : this.clock.now(),
      metadata: subscription.metadata,
    });
  }

  private async syncEbook(paymentIntentId: string): Promise<WebhookOutcome> {
    const intent = await this.fetch(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    if (!intent || !isEbookPayment(intent.metadata)) return ignored('not an e-book payment');
    if (intent.status !== 'succeeded') return ignored(`e-book payment is ${intent.status}`);
    const uid = intent.metadata.uid || (await this.uidOfCustomer(intent.customer));
    if (!uid) return ignored(`no uid for payment ${paymentIntentId}`);
    return this.iapLog.recordEbook(uid);
  }

  /** Our customers carry metadata.uid (StripeCustomersService creates them so). */
  private async uidOfCustomer(
    reference: string | Stripe.Customer | Stripe.DeletedCustomer | null,
  ): Promise<string | null> {
    const id = idOf(reference);
    if (!id) return null;
    const customer = await this.fetch(() => this.stripe.customers.retrieve(id));
    return customer && !customer.deleted ? customer.metadata.uid || null : null;
  }

  /** The object, or null when Stripe does not know it (a permanent problem, not worth a retry). */
  private async fetch<T>(retrieve: () => Promise<T>): Promise<T | null> {
    try {
      return await retrieve();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

const invalidSignature = (message: string) => new AppError('invalid', 'invalid-signature', message);
