import { startStripeEmulator } from '@fastwell/emulators/stripe';
import type { StripeEmulator } from '@fastwell/emulators/stripe';
import type Stripe from 'stripe';
import { createStripeClient } from '../adapters/stripe/stripe-client.factory';

export interface StripeFixture {
  emulator: StripeEmulator;
  /** Built by the same factory as production, pointed at the emulator. */
  stripe: Stripe;
}

export async function startStripeFixture(): Promise<StripeFixture> {
  const emulator = await startStripeEmulator({ port: 0 });
  const { hostname, port } = new URL(emulator.url);
  const stripe = createStripeClient({
    secretKey: 'sk_test_fastwell',
    endpoint: { host: hostname, port: Number(port), protocol: 'http' },
  });
  return { emulator, stripe };
}

/** Confirms a PaymentIntent with a card, as the browser's Stripe.js does after a redirect-less form. */
export async function payWithCard(
  emulatorUrl: string,
  clientSecret: string,
  cardNumber = '4242424242424242',
): Promise<number> {
  const paymentIntentId = clientSecret.split('_secret_')[0] ?? '';
  return formPost(`${emulatorUrl}/v1/payment_intents/${paymentIntentId}/confirm`, {
    ...browserCard(clientSecret, cardNumber),
    return_url: 'http://127.0.0.1:5000/payment',
  });
}

/** What Stripe.js sends to confirm an intent with a card typed into the form. */
const browserCard = (clientSecret: string, cardNumber: string): Record<string, string> => ({
  key: 'pk_test_fastwell',
  client_secret: clientSecret,
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': cardNumber,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': '2034',
  'payment_method_data[card][cvc]': '123',
});

async function formPost(url: string, params: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
    redirect: 'manual',
  });
  await response.text();
  return response.status;
}

/** Completes the 3-D Secure challenge of an intent, as the buyer on the bank's page does. */
export async function completeChallenge(
  emulatorUrl: string,
  clientSecret: string,
): Promise<number> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  return formPost(`${emulatorUrl}/3ds/${id}`, { client_secret: clientSecret, outcome: 'complete' });
}

/**
 * Confirms a SetupIntent with a new card as the Payment Element (setup mode) does, completing
 * 3-D Secure when the card asks for it; answers the SetupIntent's id.
 */
export async function setUpCard(
  emulatorUrl: string,
  clientSecret: string,
  cardNumber = '4242424242424242',
): Promise<string> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const status = await formPost(`${emulatorUrl}/v1/setup_intents/${id}/confirm`, {
    ...browserCard(clientSecret, cardNumber),
    return_url: 'http://127.0.0.1:5000/card-update',
  });
  if (status !== 200) throw new Error(`setup confirm answered ${status}`);
  const intent = await fetch(
    `${emulatorUrl}/v1/setup_intents/${id}?key=pk_test_fastwell&client_secret=${encodeURIComponent(clientSecret)}`,
  );
  const body = (await intent.json()) as { status?: string };
  if (body.status === 'requires_action') await completeChallenge(emulatorUrl, clientSecret);
  return id;
}
