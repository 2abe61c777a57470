import Stripe from 'stripe';
import type {
  CardSetup,
  InvoicePayment,
  RenewalInvoice,
  RenewalInvoices,
} from '../purchases/renewal-invoices.port';
import { idOf, isInvoiceNotOpen, orNullWhenMissing } from './stripe-errors';

const seconds = (value: number | null | undefined): Date | null =>
  value ? new Date(value * 1000) : null;

/** The invoice's own PaymentIntent (the one its automatic attempts and `pay` use). */
function paymentIntentOf(invoice: Stripe.Invoice): Stripe.PaymentIntent | null {
  for (const payment of invoice.payments?.data ?? []) {
    const intent = payment.payment.payment_intent;
    if (intent && typeof intent !== 'string') return intent;
  }
  return null;
}

function toRenewalInvoice(invoice: Stripe.Invoice): RenewalInvoice | null {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const customerId = idOf(invoice.customer);
  if (!invoice.id || !subscriptionId || !customerId) return null;
  const intent = paymentIntentOf(invoice);
  const error = intent?.last_payment_error;
  return {
    id: invoice.id,
    subscriptionId,
    customerId,
    customerEmail: invoice.customer_email ?? null,
    isRenewal: invoice.billing_reason === 'subscription_cycle',
    status: invoice.status ?? 'draft',
    amount: invoice.amount_due,
    currency: invoice.currency,
    attemptCount: invoice.attempt_count,
    nextAttemptAt: seconds(invoice.next_payment_attempt),
    declineCode: error ? (error.decline_code ?? error.code ?? null) : null,
    needsAuthentication: intent?.status === 'requires_action',
    paidAt: seconds(invoice.status_transitions.paid_at),
  };
}

/** `invoices.pay` answers 402 when the invoice's PaymentIntent waits for 3-D Secure. */
const AUTHENTICATION_CODES = ['invoice_payment_intent_requires_action', 'authentication_required'];

const needsAuthentication = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && AUTHENTICATION_CODES.includes(error.code ?? '');

const declined = (error: unknown): InvoicePayment | null =>
  error instanceof Stripe.errors.StripeCardError
    ? { status: 'declined', declineCode: error.decline_code ?? error.code ?? null }
    : null;

/** Stripe: the renewal invoice, a SetupIntent for a new card, and paying the invoice with it. */
export class StripeRenewalInvoices implements RenewalInvoices {
  constructor(private readonly stripe: Stripe) {}

  async retrieve(invoiceId: string): Promise<RenewalInvoice | null> {
    const invoice = await orNullWhenMissing(
      this.stripe.invoices.retrieve(invoiceId, {
        expand: ['payments.data.payment.payment_intent'],
      }),
    );
    return invoice ? toRenewalInvoice(invoice) : null;
  }

  async startCardSetup(invoice: RenewalInvoice): Promise<CardSetup> {
    const setup = await this.stripe.setupIntents.create({
      customer: invoice.customerId,
      usage: 'off_session',
      metadata: {
        invoice: invoice.id,
        subscription: invoice.subscriptionId,
        purpose: 'card-update',
      },
    });
    return { id: setup.id, clientSecret: setup.client_secret ?? '' };
  }

  async payWithNewCard(
    invoice: RenewalInvoice,
    setupIntentId: string,
  ): Promise<InvoicePayment | null> {
    const setup = await orNullWhenMissing(this.stripe.setupIntents.retrieve(setupIntentId));
    const card = idOf(setup?.payment_method);
    if (!setup || setup.status !== 'succeeded' || !card) return null;
    if (idOf(setup.customer) !== invoice.customerId) return null;
    if (setup.metadata?.invoice !== invoice.id) return null;
    // Stripe retries on the subscription's default first: the new card must be that one.
    await this.stripe.subscriptions.update(invoice.subscriptionId, {
      default_payment_method: card,
    });
    await this.stripe.customers.update(invoice.customerId, {
      invoice_settings: { default_payment_method: card },
    });
    try {
      // The subscriber is on the page (not off-session): the bank may ask for 3-D Secure.
      const paid = await this.stripe.invoices.pay(
        invoice.id,
        { payment_method: card },
        { idempotencyKey: `card-update-${invoice.id}-${setup.id}` },
      );
      return paid.status === 'paid' ? { status: 'paid' } : { status: 'not-open' };
    } catch (error) {
      if (isInvoiceNotOpen(error) || isAlreadyPaid(error)) return { status: 'not-open' };
      if (needsAuthentication(error)) {
        const clientSecret = await this.paymentToAuthenticate(invoice);
        if (clientSecret) return { status: 'requires_action', clientSecret };
      }
      const failed = declined(error);
      if (failed) return failed;
      throw error;
    }
  }

  async subscriptionEnded(subscriptionId: string): Promise<boolean> {
    const subscription = await orNullWhenMissing(
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    return (
      !subscription || ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription.status)
    );
  }

  async paymentToAuthenticate(invoice: RenewalInvoice): Promise<string | null> {
    const found = await orNullWhenMissing(
      this.stripe.invoices.retrieve(invoice.id, {
        expand: ['payments.data.payment.payment_intent'],
      }),
    );
    const intent = found ? paymentIntentOf(found) : null;
    return intent?.status === 'requires_action' || intent?.status === 'requires_payment_method'
      ? (intent.client_secret ?? null)
      : null;
  }
}

const isAlreadyPaid = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && /already paid/i.test(error.message);
