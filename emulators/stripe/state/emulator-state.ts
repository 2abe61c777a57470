import type Stripe from 'stripe';
import { CATALOGUE_COUPONS, CATALOGUE_PRICES, CATALOGUE_PRODUCTS } from '../catalogue.js';
import { buildPrice, buildProduct, buildSeedCoupon } from '../objects/catalogue.factory.js';
import { RecordingEventSink, type EventSink } from '../events/event-sink.js';
import type { LineInput } from '../objects/invoice-line.factory.js';
import type { InvoiceRetry } from '../billing/invoice-retry.js';
import {
  copyRetrySettings,
  DEFAULT_RETRY_SETTINGS,
  type RetrySettings,
} from '../billing/retry-settings.js';
import { Collection } from './collection.js';
import { EmulatorClock } from './emulator-clock.js';
import { IdempotencyLog } from './idempotency-log.js';

type StoredObject =
  | Stripe.Product
  | Stripe.Price
  | Stripe.Coupon
  | Stripe.Customer
  | Stripe.Subscription
  | Stripe.Invoice
  | Stripe.PaymentIntent
  | Stripe.SetupIntent
  | Stripe.PaymentMethod
  | Stripe.Discount
  | Stripe.Checkout.Session
  | Stripe.Refund
  | Stripe.Charge
  | Stripe.Dispute;

/** What a Checkout Session was created with that the session object does not show. */
export interface CheckoutOptions {
  trialPeriodDays: number | null;
  trialEnd: number | null;
  subscriptionMetadata: Record<string, string>;
  subscriptionDescription: string | null;
  paymentIntentMetadata: Record<string, string>;
  setupFutureUsage: 'on_session' | 'off_session' | null;
}

/** All state of one emulator instance, in memory. `reset()` restores the seed catalogue. */
export class EmulatorState {
  readonly products = new Collection<Stripe.Product>('product');
  readonly prices = new Collection<Stripe.Price>('price');
  readonly coupons = new Collection<Stripe.Coupon>('coupon');
  readonly customers = new Collection<Stripe.Customer>('customer');
  readonly subscriptions = new Collection<Stripe.Subscription>('subscription');
  readonly invoices = new Collection<Stripe.Invoice>('invoice');
  readonly paymentIntents = new Collection<Stripe.PaymentIntent>('payment_intent');
  readonly setupIntents = new Collection<Stripe.SetupIntent>('setup_intent');
  readonly paymentMethods = new Collection<Stripe.PaymentMethod>('payment_method');
  readonly discounts = new Collection<Stripe.Discount>('discount');
  readonly checkoutSessions = new Collection<Stripe.Checkout.Session>('checkout.session');
  readonly refunds = new Collection<Stripe.Refund>('refund');
  readonly charges = new Collection<Stripe.Charge>('charge');
  readonly disputes = new Collection<Stripe.Dispute>('dispute');
  readonly idempotency = new IdempotencyLog();
  /** Relations the public objects no longer carry in this API version. */
  readonly invoiceByPaymentIntent = new Map<string, string>();
  readonly subscriptionBySetupIntent = new Map<string, string>();
  /** Test card number behind each payment method, so later charges decline like the card would. */
  readonly cardNumberByPaymentMethod = new Map<string, string>();
  /** What the issuer now answers a saved card's charges with (`/_emulator/payment_methods/{id}/decline`). */
  readonly issuerDeclines = new Map<string, string>();
  /** The trial end each subscription's `trial_will_end` was sent for (once per trial end). */
  readonly trialWillEndSent = new Map<string, number>();
  /** Proration lines (`create_prorations`) waiting for the subscription's next invoice. */
  readonly pendingInvoiceLines = new Map<string, LineInput[]>();
  /** The account's custom retry schedule for failed subscription invoices. */
  retrySettings: RetrySettings = copyRetrySettings(DEFAULT_RETRY_SETTINGS);
  /** The retries of each failed subscription invoice, by invoice id. */
  readonly invoiceRetries = new Map<string, InvoiceRetry>();
  /** Discounts of `once` coupons that an invoice already used. */
  readonly usedDiscounts = new Set<string>();
  /** What a Checkout Session's hosted page created while paying (reused on a retry). */
  readonly checkoutAttempts = new Map<
    string,
    { subscription?: string; paymentIntent?: string; setupIntent?: string }
  >();
  readonly checkoutOptions = new Map<string, CheckoutOptions>();
  /** Where browsers reach this emulator (challenge pages, hosted checkout); set at start. */
  publicUrl = 'http://127.0.0.1:12111';
  /**
   * The account's terms of service URL (Dashboard → Settings → Public details): Checkout collects
   * consent to the terms only when one is set. Fastwell's account has one.
   */
  termsOfServiceUrl: string | null = 'https://fastwell.app/terms';
  readonly clock = new EmulatorClock();
  /** Every state change is announced here (webhook delivery replaces the recorder). */
  events: EventSink = new RecordingEventSink();

  constructor() {
    this.reset();
  }

  reset(): void {
    for (const collection of this.collections()) collection.clear();
    this.idempotency.clear();
    this.invoiceByPaymentIntent.clear();
    this.subscriptionBySetupIntent.clear();
    this.cardNumberByPaymentMethod.clear();
    this.issuerDeclines.clear();
    this.pendingInvoiceLines.clear();
    this.trialWillEndSent.clear();
    this.usedDiscounts.clear();
    this.retrySettings = copyRetrySettings(DEFAULT_RETRY_SETTINGS);
    this.invoiceRetries.clear();
    this.checkoutAttempts.clear();
    this.checkoutOptions.clear();
    this.clock.reset();
    CATALOGUE_PRODUCTS.forEach((product) => this.products.put(buildProduct(product)));
    CATALOGUE_PRICES.forEach((price) => this.prices.put(buildPrice(price)));
    CATALOGUE_COUPONS.forEach((coupon) => this.coupons.put(buildSeedCoupon(coupon)));
  }

  /** Looks an object up by its id prefix (used by `expand[]`). */
  findById(id: string): StoredObject | undefined {
    for (const collection of this.collections()) {
      const found = collection.get(id);
      if (found) return found;
    }
    return undefined;
  }

  private collections(): Collection<StoredObject>[] {
    return [
      this.products,
      this.prices,
      this.coupons,
      this.customers,
      this.subscriptions,
      this.invoices,
      this.paymentIntents,
      this.setupIntents,
      this.paymentMethods,
      this.discounts,
      this.checkoutSessions,
      this.refunds,
      this.charges,
      this.disputes,
    ] as Collection<StoredObject>[];
  }
}
