import { iapLogEntries, latestEntry } from '../domain/iap-log.rules';
import type { IapLogEntry } from '../domain/iap-log.rules';
import type { TestUser } from './auth-emulator.client';
import { bindPayPalSubscription } from './paypal-emulator';
import { payWithCard } from './stripe-emulator';
import type { WebhookApp } from './webhook-app';
import { endpoints, pathOf } from '../contract/endpoints';

export const entriesOf = (record: Record<string, unknown>): IapLogEntry[] =>
  iapLogEntries(record.iapLog);

export const latestSubtype = (record: Record<string, unknown>): string | undefined =>
  latestEntry(entriesOf(record))?.subtype;

/** createSubscription + the card form's confirm, then every webhook delivered. */
export async function purchase(
  hooks: WebhookApp,
  user: TestUser,
  body: Record<string, unknown> = { priceId: 'price_v8_oneMonthV8_eur' },
  card = '4242424242424242',
): Promise<string> {
  const created = await hooks.app.call('POST', endpoints.createSubscription.path, {
    token: user.idToken,
    body: { email: 'buyer@example.com', lang: 'de', ...body },
  });
  if (created.status !== 200) throw new Error(`createSubscription: ${JSON.stringify(created)}`);
  const status = await payWithCard(
    hooks.stripeEmulator.url,
    String(created.body.clientSecret),
    card,
  );
  if (status !== 200) throw new Error(`confirm answered ${status}`);
  await hooks.stripeEmulator.webhooksSettled();
  return String(created.body.subscriptionId);
}

export async function isPurchaseAvailable(hooks: WebhookApp, user: TestUser): Promise<unknown> {
  const answer = await hooks.app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
    token: user.idToken,
  });
  return (answer.body.data as { isPurchaseAvailable?: unknown } | undefined)?.isPurchaseAvailable;
}

export interface Delivery {
  event_id: string;
  event_type: string;
  attempt: number;
  status: number | null;
  succeeded: boolean;
}

/** Every Stripe delivery attempt to the app (oldest first). */
export async function stripeDeliveries(hooks: WebhookApp): Promise<Delivery[]> {
  const answer = (await hooks.stripeAdmin('GET', '/_emulator/deliveries')) as {
    data?: Delivery[];
    deliveries?: Delivery[];
  };
  return answer.data ?? answer.deliveries ?? [];
}

/** Emulator clock (Unix seconds) and moving it, like a Stripe test clock; webhooks delivered. */
export async function advanceStripeClock(hooks: WebhookApp, seconds: number): Promise<void> {
  await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { seconds });
  await hooks.stripeEmulator.webhooksSettled();
}

export const DAY = 24 * 3600;

/**
 * A one-month card subscription paused for a month ten days into its period (the renewal falls
 * inside the pause); answers it and the pause's `resumes_at`. Needs the emulator clock.
 */
export async function pausedTenDaysIn(
  hooks: WebhookApp,
  user: TestUser,
): Promise<{ id: string; resumesAt: number; periodEnd: number }> {
  const id = await purchase(hooks, user);
  await hooks.stripeEmulator.webhooksSettled();
  const bought = await hooks.stripe.subscriptions.retrieve(id);
  const start = bought.items.data[0]?.current_period_start ?? 0;
  await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { to: start + 10 * DAY });
  const paused = await hooks.app.call('POST', endpoints.pauseSubscription.path, {
    token: user.idToken,
    body: { months: 1 },
  });
  if (paused.status !== 200) throw new Error(`pauseSubscription: ${JSON.stringify(paused)}`);
  await webhooksSettled(hooks);
  const atPause = await hooks.stripe.subscriptions.retrieve(id);
  return {
    id,
    resumesAt: atPause.pause_collection?.resumes_at ?? 0,
    periodEnd: atPause.items.data[0]?.current_period_end ?? 0,
  };
}

/**
 * Makes a card that saves but declines every later charge (4000 0000 0000 0341) the default of a
 * paid subscription, as a customer updating their card would: a SetupIntent confirmed in the
 * browser, then the subscription's default payment method.
 */
export async function switchToDecliningCard(hooks: WebhookApp, subscriptionId: string) {
  const subscription = await hooks.stripe.subscriptions.retrieve(subscriptionId);
  const setup = await hooks.stripe.setupIntents.create({
    customer: String(subscription.customer),
    usage: 'off_session',
  });
  const response = await fetch(`${hooks.stripeEmulator.url}/v1/setup_intents/${setup.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: 'pk_test_fastwell',
      client_secret: String(setup.client_secret),
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000000341',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      return_url: 'http://127.0.0.1:5000/account',
    }).toString(),
  });
  if (!response.ok) throw new Error(`setup confirm answered ${response.status}`);
  const confirmed = await hooks.stripe.setupIntents.retrieve(setup.id);
  await hooks.stripe.subscriptions.update(subscriptionId, {
    default_payment_method: String(confirmed.payment_method),
  });
  await hooks.stripeEmulator.webhooksSettled();
}

/** A devtools edit of PayPal's create call: the plan's first cycle at 0.01, no setup fee. */
export const CHEAP_PLAN_OVERRIDE = {
  billing_cycles: [
    { sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '0.01' } } },
  ],
  payment_preferences: { setup_fee: { currency_code: 'EUR', value: '0.00' } },
};

/** Every webhook both emulators have sent so far was delivered. */
export async function webhooksSettled(hooks: WebhookApp): Promise<void> {
  await hooks.paypalEmulator.webhooksSettled();
  await hooks.stripeEmulator.webhooksSettled();
}

/**
 * `user` buys a PayPal plan (the monthly one unless given) as the PayPal button does (the server's subscription, bound
 * to them), approved by a payer with `payerEmail`, confirmed by the API; every webhook delivered.
 */
export async function paypalPurchase(
  hooks: WebhookApp,
  user: TestUser,
  payerEmail: string,
  planId = 'P-v8_oneMonthV8_eur',
): Promise<string> {
  const made = await hooks.paypalCall('POST', '/v1/billing/subscriptions', {
    plan_id: planId,
    custom_id: user.uid,
  });
  const id = ((await made.json()) as { id: string }).id;
  await bindPayPalSubscription(hooks.app.database, id, planId, user.uid);
  const approved = await fetch(
    `${hooks.paypalEmulator.url}/_emulator/subscriptions/${id}/approve`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email_address: payerEmail }),
    },
  );
  if (!approved.ok) throw new Error(`PayPal approve answered ${approved.status}`);
  const confirmed = await hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
    token: user.idToken,
    body: { subscriptionId: id },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
  await webhooksSettled(hooks);
  return id;
}
