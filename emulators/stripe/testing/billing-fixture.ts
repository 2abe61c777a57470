import type Stripe from 'stripe';
import { RecordingEventSink } from '../events/event-sink.js';
import {
  cardParams,
  clientPost,
  createCheckoutSubscription,
  expandedInvoice,
  type EmulatorFixture,
} from './emulator-fixture.js';

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  /** Saving succeeds, charges decline. */
  declinesAfterAttach: '4000000000000341',
  threeDSecure: '4000002760003184',
} as const;

/** Replaces the emulator's event sink with a recorder (call per test). */
export function recordEvents(fixture: EmulatorFixture): RecordingEventSink {
  const sink = new RecordingEventSink();
  fixture.emulator.state.events = sink;
  return sink;
}

export function eventTypes(sink: RecordingEventSink): string[] {
  return sink.emitted.map((event) => event.type);
}

/** Submits the 3-D Secure challenge page (as its Complete / Fail buttons do); no redirect followed. */
export async function answerChallenge(challengeUrl: string, outcome: 'complete' | 'fail') {
  const url = new URL(challengeUrl);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: url.searchParams.get('client_secret') ?? '',
      outcome,
    }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export function challengeUrlOf(intent: {
  next_action?: Stripe.PaymentIntent.NextAction | Stripe.SetupIntent.NextAction | null;
}): string {
  const url = intent.next_action?.redirect_to_url?.url;
  if (!url) throw new Error('intent has no redirect_to_url next action');
  return url;
}

/** Confirms a SetupIntent client-side with a card (3-D Secure completed when asked). */
async function confirmSetup(
  fixture: EmulatorFixture,
  setupIntent: Stripe.SetupIntent,
  number: string,
): Promise<string> {
  const confirmed = await clientPost(
    fixture.emulator.url,
    `/v1/setup_intents/${setupIntent.id}/confirm`,
    { client_secret: setupIntent.client_secret ?? '', ...cardParams(number) },
  );
  if (confirmed.body.status === 'requires_action') {
    const after = await fixture.stripe.setupIntents.retrieve(setupIntent.id);
    await answerChallenge(challengeUrlOf(after), 'complete');
  }
  const saved = await fixture.stripe.setupIntents.retrieve(setupIntent.id);
  if (saved.status !== 'succeeded' || typeof saved.payment_method !== 'string')
    throw new Error(`card ${number} was not saved (${saved.status})`);
  return saved.payment_method;
}

/** Saves a card for the customer through a new SetupIntent. */
export async function saveCard(
  fixture: EmulatorFixture,
  customer: string,
  number: string,
): Promise<string> {
  const setupIntent = await fixture.stripe.setupIntents.create({
    customer,
    allowed_payment_method_types: ['card'],
  });
  return confirmSetup(fixture, setupIntent, number);
}

/** An active subscription paid with 4242, then switched to `card` as its default payment method. */
export async function activeSubscription(
  fixture: EmulatorFixture,
  options: { price?: string; card?: string } = {},
): Promise<{ customer: Stripe.Customer; subscription: Stripe.Subscription }> {
  const { customer, subscription } = await createCheckoutSubscription(fixture.stripe, {
    price: options.price,
  });
  const secret = expandedInvoice(subscription).confirmation_secret?.client_secret ?? '';
  await clientPost(
    fixture.emulator.url,
    `/v1/payment_intents/${secret.split('_secret_')[0] ?? ''}/confirm`,
    { client_secret: secret, ...cardParams(CARDS.visa) },
  );
  if (options.card && options.card !== CARDS.visa) {
    const paymentMethod = await saveCard(fixture, customer.id, options.card);
    await fixture.stripe.subscriptions.update(subscription.id, {
      default_payment_method: paymentMethod,
    });
  }
  return { customer, subscription: await fixture.stripe.subscriptions.retrieve(subscription.id) };
}

/** A 7-day trial (no fee) whose card was saved through its pending SetupIntent. */
export async function trialSubscription(
  fixture: EmulatorFixture,
  options: { price?: string; card?: string } = {},
): Promise<{ customer: Stripe.Customer; subscription: Stripe.Subscription }> {
  const { customer, subscription } = await createCheckoutSubscription(fixture.stripe, {
    price: options.price,
    trialDays: 7,
  });
  const setupIntent = subscription.pending_setup_intent;
  if (!setupIntent || typeof setupIntent === 'string') throw new Error('no pending setup intent');
  await confirmSetup(fixture, setupIntent, options.card ?? CARDS.visa);
  return { customer, subscription: await fixture.stripe.subscriptions.retrieve(subscription.id) };
}

/** `POST /_emulator/clock/advance` with a JSON body. */
export async function advanceClock(
  fixture: EmulatorFixture,
  body: { seconds?: number; to?: number },
): Promise<{ now: number; processed: Record<string, string | number | null>[] }> {
  const response = await fetch(`${fixture.emulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`clock advance failed: ${await response.text()}`);
  return (await response.json()) as {
    now: number;
    processed: Record<string, string | number | null>[];
  };
}

export function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new Error('no item');
  return item;
}

export function paymentIntentOf(invoice: Stripe.Invoice): Stripe.PaymentIntent {
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  if (!intent || typeof intent === 'string') throw new Error('payment intent not expanded');
  return intent;
}

/** Switches the subscription's first item to `price`, expanding the latest invoice's PaymentIntent. */
export function changePrice(
  fixture: EmulatorFixture,
  subscription: Stripe.Subscription,
  params: Partial<Stripe.SubscriptionUpdateParams> & { price: string },
) {
  const { price, ...rest } = params;
  return fixture.stripe.subscriptions.update(subscription.id, {
    items: [{ id: itemOf(subscription).id, price }],
    expand: ['latest_invoice.payments.data.payment.payment_intent'],
    ...rest,
  });
}

export const DAY = 86400;
