import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '../index.js';

export const TEST_PUBLISHABLE_KEY = 'pk_test_emulator';

export interface EmulatorFixture {
  emulator: StripeEmulator;
  stripe: Stripe;
}

/** Starts an emulator on a free port and the real `stripe` SDK pointed at it. */
export async function startFixture(): Promise<EmulatorFixture> {
  const emulator = await startStripeEmulator({ port: 0 });
  const { port } = new URL(emulator.url);
  const stripe = new Stripe('sk_test_emulator', {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { emulator, stripe };
}

/** A client-side (publishable key) form POST, as the stand-in Stripe.js sends it. */
export async function clientPost(baseUrl: string, path: string, params: Record<string, string>) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: TEST_PUBLISHABLE_KEY, ...params }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function cardParams(
  number: string,
  exp = { month: '12', year: '2034' },
  cvc = '123',
): Record<string, string> {
  return {
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': exp.month,
    'payment_method_data[card][exp_year]': exp.year,
    'payment_method_data[card][cvc]': cvc,
    'payment_method_data[billing_details][email]': 'ann@example.com',
    return_url: 'http://localhost:5173/payment',
  };
}

/** A subscription for a new customer; `trialFee` adds the 7-day trial price as a one-off invoice item. */
export async function createCheckoutSubscription(
  stripe: Stripe,
  options: { price?: string; trialDays?: number; trialFee?: string; coupon?: string } = {},
) {
  const customer = await stripe.customers.create({
    email: 'ann@example.com',
    metadata: { uid: `uid_${Date.now()}` },
  });
  const subscription = await stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: options.price ?? 'price_v8_oneMonthV8_eur' }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    trial_period_days: options.trialDays,
    add_invoice_items: options.trialFee ? [{ price: options.trialFee }] : undefined,
    discounts: options.coupon ? [{ coupon: options.coupon }] : undefined,
    metadata: { uid: customer.metadata.uid ?? '' },
    expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
  });
  return { customer, subscription };
}

export function expandedInvoice(subscription: Stripe.Subscription): Stripe.Invoice {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') throw new Error('latest_invoice was not expanded');
  return invoice;
}
