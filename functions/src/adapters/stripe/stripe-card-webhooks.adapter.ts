import type Stripe from 'stripe';
import { AppError } from '../../domain/app-error';
import { isEbookPayment } from '../../domain/webhook-events.rules';
import type {
  CardWebhookEvent,
  CardWebhookNotice,
  CardWebhooks,
  ChargeFacts,
  PaidInvoice,
} from '../purchases/card-webhooks.port';
import { idOf, orNullWhenMissing } from './stripe-errors';
import { paidInvoiceOf } from './stripe-paid-invoice';

const invalidSignature = (message: string) => new AppError('invalid', 'invalid-signature', message);

/** What each Stripe event type asks to re-read: the event only says "something changed". */
function noticeOf(event: Stripe.Event): CardWebhookNotice {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription',
        subscriptionId: event.data.object.id,
        uidHint: null,
        paidInvoiceId: null,
      };
    case 'customer.subscription.trial_will_end':
      return {
        kind: 'subscription',
        subscriptionId: event.data.object.id,
        uidHint: null,
        paidInvoiceId: null,
        trialWillEnd: true,
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const invoice = event.data.object;
      const id = idOf(invoice.parent?.subscription_details?.subscription);
      if (!id) return { kind: 'ignored', reason: 'not a subscription invoice' };
      return {
        kind: 'subscription',
        subscriptionId: id,
        uidHint: null,
        paidInvoiceId: event.type === 'invoice.paid' ? (invoice.id ?? null) : null,
        failedInvoiceId: event.type === 'invoice.paid' ? null : (invoice.id ?? null),
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const id = idOf(session.subscription);
      if (!id) return { kind: 'ignored', reason: 'not a subscription checkout' };
      return {
        kind: 'subscription',
        subscriptionId: id,
        uidHint: session.client_reference_id,
        paidInvoiceId: null,
      };
    }
    // Only the e-book is a one-off payment; its intent is created with its metadata, which nothing
    // changes, so the event's copy tells it apart (an invoice's intent needs no read).
    case 'payment_intent.succeeded':
      return isEbookPayment(event.data.object.metadata)
        ? { kind: 'one-off-payment', paymentId: event.data.object.id }
        : { kind: 'ignored', reason: 'not an e-book payment' };
    // The charge carries the total refunded (`amount_refunded`); a refund only its own amount.
    case 'charge.refunded':
      return { kind: 'charge', chargeId: event.data.object.id };
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const id = idOf(event.data.object.charge);
      return id ? { kind: 'charge', chargeId: id } : { kind: 'ignored', reason: 'no charge' };
    }
    default:
      return { kind: 'ignored', reason: `unhandled event type ${event.type}` };
  }
}

/** Stripe's signed webhooks (raw body, Stripe-Signature) and the invoices and customers they name. */
export class StripeCardWebhooks implements CardWebhooks {
  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  verify(rawBody: Buffer, signature: string | undefined): CardWebhookEvent {
    if (!signature) throw invalidSignature('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw invalidSignature('The Stripe-Signature header does not match the body');
    }
    return { id: event.id, type: event.type, notice: noticeOf(event) };
  }

  async paidInvoice(id: string): Promise<PaidInvoice | null> {
    const invoice = await orNullWhenMissing(
      this.stripe.invoices.retrieve(id, { expand: ['payments'] }),
    );
    return invoice && paidInvoiceOf(invoice);
  }

  async charge(id: string): Promise<ChargeFacts | null> {
    const charge = await orNullWhenMissing(
      this.stripe.charges.retrieve(id, { expand: ['payment_intent'] }),
    );
    const intent = charge?.payment_intent;
    return charge && this.factsOf(charge, typeof intent === 'object' ? intent : null);
  }

  async paymentCharge(paymentIntentId: string): Promise<ChargeFacts | null> {
    const intent = await orNullWhenMissing(
      this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    );
    const charge = intent?.latest_charge;
    return charge && typeof charge === 'object' ? this.factsOf(charge, intent) : null;
  }

  /** `intent`: the charge's PaymentIntent, when read with it. */
  private async factsOf(
    charge: Stripe.Charge,
    intent: Stripe.PaymentIntent | null,
  ): Promise<ChargeFacts> {
    // A charge has one dispute; only a disputed one is worth the list call.
    const [dispute] = charge.disputed
      ? (await this.stripe.disputes.list({ charge: charge.id, limit: 1 })).data
      : [];
    return {
      id: charge.id,
      paymentIntent: intent?.id ?? idOf(charge.payment_intent),
      customer: idOf(charge.customer),
      uid: intent?.metadata.uid || null,
      refunded: charge.amount_refunded,
      dispute: dispute ? { amount: dispute.amount, status: dispute.status } : null,
    };
  }

  /** Our customers carry metadata.uid (the purchase customers adapter creates them so). */
  async ownerOfCustomer(customer: string): Promise<string | null> {
    const found = await orNullWhenMissing(this.stripe.customers.retrieve(customer));
    return found && !found.deleted ? found.metadata.uid || null : null;
  }
}
