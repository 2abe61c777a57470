import { uniqueCardNumber } from '@fastwell/emulators/stripe/testing/unique-card';
import type { TestUser } from './auth-emulator.client';
import type { PaymentApp } from './payment-app';
import { payWithCard } from './stripe-emulator';
import type { StripeFixture } from './stripe-emulator';
import { endpoints, pathOf } from '../contract/endpoints';

export const CARDS = {
  visa: '4242424242424242',
  /** Saving succeeds; every later charge declines. */
  declinesLater: '4000000000000341',
  threeDSecure: '4000002760003184',
} as const;

export interface Subscriber {
  user: TestUser;
  subscriptionId: string;
  customerId: string;
}

/**
 * A signed-in user who bought `priceId` (with the trial `trialId`) with 4242 and whose
 * subscription the API recorded (getStripeSubscriptionViaId, as the payment return does).
 */
export async function subscriber(
  payment: PaymentApp,
  priceId: string,
  trialId?: string,
  /** The card paid with; a trial pays with a card of its own unless one is given. */
  cardNumber?: string,
): Promise<Subscriber> {
  const user = await payment.signedIn();
  const created = await payment.subscribe(user, { priceId, ...(trialId ? { trialId } : {}) });
  if (created.status !== 200) throw new Error(`subscribe answered ${created.status}`);
  const subscriptionId = String(created.body.subscriptionId);
  // A trial on a card that had one is refunded (one trial per person): each pays its own card.
  const card = cardNumber ?? (trialId ? uniqueCardNumber() : undefined);
  const paid = await payWithCard(
    payment.stripe.emulator.url,
    String(created.body.clientSecret),
    ...(card ? [card] : []),
  );
  if (paid !== 200) throw new Error(`paying answered ${paid}`);
  const recorded = await payment.app.call(
    'POST',
    pathOf(endpoints.getStripeSubscriptionViaId, { id: subscriptionId }),
    { token: user.idToken },
  );
  if (recorded.status !== 200) throw new Error(`recording answered ${recorded.status}`);
  const customerId = String(await payment.app.database.get(`users/${user.uid}/stripeCustomerId`));
  return { user, subscriptionId, customerId };
}

async function clientPost(url: string, params: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** Saves a card through a SetupIntent as Stripe.js does (3-D Secure completed when asked). */
export async function saveCard(
  stripe: StripeFixture,
  customerId: string,
  number: string,
): Promise<string> {
  const setupIntent = await stripe.stripe.setupIntents.create({
    customer: customerId,
    allowed_payment_method_types: ['card'],
  });
  const secret = setupIntent.client_secret ?? '';
  await clientPost(`${stripe.emulator.url}/v1/setup_intents/${setupIntent.id}/confirm`, {
    key: 'pk_test_fastwell',
    client_secret: secret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2034',
    'payment_method_data[card][cvc]': '123',
  });
  const challenge = (await stripe.stripe.setupIntents.retrieve(setupIntent.id)).next_action
    ?.redirect_to_url?.url;
  if (challenge) {
    const url = new URL(challenge);
    await clientPost(`${url.origin}${url.pathname}`, {
      client_secret: secret,
      outcome: 'complete',
    });
  }
  const saved = await stripe.stripe.setupIntents.retrieve(setupIntent.id);
  if (saved.status !== 'succeeded' || typeof saved.payment_method !== 'string')
    throw new Error(`card ${number} was not saved (${saved.status})`);
  return saved.payment_method;
}

/** Makes `number` the card every later charge of the customer (and subscription) uses. */
export async function switchDefaultCard(
  stripe: StripeFixture,
  customerId: string,
  number: string,
  subscriptionId?: string,
): Promise<string> {
  const paymentMethod = await saveCard(stripe, customerId, number);
  await stripe.stripe.customers.update(customerId, {
    invoice_settings: { default_payment_method: paymentMethod },
  });
  if (subscriptionId) {
    await stripe.stripe.subscriptions.update(subscriptionId, {
      default_payment_method: paymentMethod,
    });
  }
  return paymentMethod;
}

/** The raw object the emulator databases (GET /_emulator/objects/:id). */
export async function emulatorObject(
  stripe: StripeFixture,
  id: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${stripe.emulator.url}/_emulator/objects/${id}`);
  if (!response.ok) throw new Error(`no emulator object ${id}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Every stored object of a type (GET /_emulator/objects?type=…). */
export async function emulatorObjects(
  stripe: StripeFixture,
  type: string,
): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${stripe.emulator.url}/_emulator/objects?type=${type}`);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}
