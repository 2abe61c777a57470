import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { z } from 'zod';
import { LOCAL_STACK } from '../local-stack.config.js';
import { PayPalDevtools } from '../paypal/testing/paypal-devtools.js';
import { call } from '../reliability/http-call.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';
import type { ShownPrice } from './money-reconcile.js';

/** What the money audit reads off the running local stack: the API's prices, Stripe, the database. */

const GROUPS = ['v8', 'v8_standard', 'v13', 'v13_standard', 'ebookV1'];
const CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'];

export const priceSchema = z.object({
  id: z.string(),
  unit_amount: z.number(),
  metadata: z.record(z.string(), z.string()),
  discountedUnitAmount: z.number().optional(),
});
const productsSchema = z.object({
  data: z.object({ prices: z.array(priceSchema), isPurchaseAvailable: z.boolean() }),
});

export async function products(client: HostileClient, group: string, currency: string) {
  const answer = await client.api(`/payment/getProducts/${group}?currency=${currency}`);
  return productsSchema.parse(answer.body).data;
}

/** What the checkout screen shows for every price of the catalogue (getProducts, every group and currency). */
export async function shownPrices(client: HostileClient): Promise<Map<string, ShownPrice>> {
  const shown = new Map<string, ShownPrice>();
  for (const group of GROUPS)
    for (const currency of CURRENCIES)
      for (const price of (await products(client, group, currency)).prices)
        shown.set(price.id, {
          unitAmount: price.unit_amount,
          discountedUnitAmount: price.discountedUnitAmount ?? null,
        });
  return shown;
}

export async function stripeObject(id: string): Promise<Record<string, unknown>> {
  return bodyOf(await call(`${STACK.stripe}/_emulator/objects/${id}`));
}

/** The amount the first invoice of a subscription took. */
export async function firstCharge(subscriptionId: string): Promise<unknown> {
  const subscription = await stripeObject(subscriptionId);
  const invoice = await stripeObject(String(subscription.latest_invoice));
  return invoice.amount_paid;
}

/** What Stripe refunded of an invoice's payments. */
export async function refundedOf(invoiceId: string): Promise<number> {
  const invoice = z
    .object({
      payments: z.object({
        data: z.array(z.object({ payment: z.object({ payment_intent: z.string() }) })),
      }),
    })
    .parse(await stripeObject(invoiceId));
  let refunded = 0;
  for (const { payment } of invoice.payments.data) {
    const answer = await call(
      `${STACK.stripe}/v1/refunds?payment_intent=${payment.payment_intent}`,
      {
        headers: { Authorization: `Bearer ${LOCAL_STACK.stripe.secretKey}` },
      },
    );
    const { data } = z
      .object({ data: z.array(z.object({ amount: z.number() })) })
      .parse(answer.body);
    refunded += data.reduce((sum, refund) => sum + refund.amount, 0);
  }
  return refunded;
}

export const sources = () => ({
  stripe: STACK.stripe,
  paypal: STACK.paypal,
  databaseFile: process.env.AUDIT_DATABASE_FILE ?? '../.local/database.json',
});

/** The subscription item's current period end at Stripe (seconds). */
export async function periodEnd(subscriptionId: string): Promise<number> {
  const subscription = z
    .object({ items: z.object({ data: z.array(z.object({ current_period_end: z.number() })) }) })
    .parse(await stripeObject(subscriptionId));
  return subscription.items.data[0]?.current_period_end ?? 0;
}

export async function advanceStripeClockTo(to: number): Promise<void> {
  const answer = await call(`${STACK.stripe}/_emulator/clock/advance`, { body: { to } });
  expect(answer.status).toBe(200);
}

/**
 * How long a record may take to follow its provider. Webhooks are async, and after a test moves
 * Stripe's clock every subscription of the stack (hundreds, after the e2e suite) renews at once:
 * the next purchase's events are delivered behind that backlog.
 */
const RECORD_FOLLOWS_WITHIN_MS = 120_000;

/** Waits until the database's record of the user logs this subtype last (webhooks are async). */
export async function recordedAs(uid: string, subtype: string): Promise<void> {
  const deadline = Date.now() + RECORD_FOLLOWS_WITHIN_MS;
  let latest: string | undefined;
  while (Date.now() < deadline) {
    const tree = JSON.parse(await readFile(sources().databaseFile, 'utf8')) as {
      users?: Record<string, { iapLog?: Record<string, { subtype: string; date: string }> }>;
    };
    const entries = Object.values(tree.users?.[uid]?.iapLog ?? {});
    latest = entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date)).at(-1)?.subtype;
    if (latest === subtype) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`users/${uid}: latest in-app log entry ${latest ?? 'none'}, not ${subtype}`);
}

type DatabaseTree = {
  users?: Record<string, Record<string, unknown>>;
  webhookEvents?: { paypal?: Record<string, { outcome?: string }> };
};

async function databaseTree(): Promise<DatabaseTree> {
  return JSON.parse(await readFile(sources().databaseFile, 'utf8')) as DatabaseTree;
}

/** users/{uid} as the functions stored it. */
export async function storedRecord(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await databaseTree()).users?.[uid];
}

/** What the database holds at `path` (e.g. `contracts/{id}`), once it is there (waits up to 30 s). */
export async function storedAt(path: string): Promise<unknown> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let node: unknown = await databaseTree();
    for (const key of path.split('/'))
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined;
    if (node !== undefined) return node;
    if (Date.now() > deadline) throw new Error(`nothing stored at ${path} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const paypalEvents = z.object({
  events: z.array(
    z.object({
      event: z.object({
        id: z.string(),
        event_type: z.string(),
        resource: z.object({ id: z.string().optional() }),
      }),
    }),
  ),
});

/** Waits until the API handled PayPal's ACTIVATED webhook of a subscription; its outcome. */
export async function paypalActivationOutcome(subscriptionId: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { events } = paypalEvents.parse((await call(`${STACK.paypal}/_emulator/events`)).body);
    const activated = events.find(
      ({ event }) =>
        event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' &&
        event.resource.id === subscriptionId,
    );
    const outcome = activated
      ? (await databaseTree()).webhookEvents?.paypal?.[activated.event.id]?.outcome
      : undefined;
    if (outcome) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`PayPal's activation of ${subscriptionId} was not handled within 30 s`);
}

const paypalSales = z.object({
  sales: z.array(
    z.object({
      id: z.string(),
      billing_agreement_id: z.string(),
      create_time: z.string(),
      amount: z.object({ total: z.string(), currency: z.string() }),
      refund: z.object({ id: z.string() }).optional(),
    }),
  ),
});

/** Every payment (sale) PayPal took for the subscription, with its refund once refunded. */
export async function paypalSalesOf(subscriptionId: string) {
  const { sales } = paypalSales.parse((await call(`${STACK.paypal}/_emulator/sales`)).body);
  return sales.filter((sale) => sale.billing_agreement_id === subscriptionId);
}

/** Whether every payment PayPal took for the subscription was refunded (waits up to 30 s). */
export async function paypalPaymentsRefunded(subscriptionId: string): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const taken = await paypalSalesOf(subscriptionId);
    if (taken.length > 0 && taken.every((sale) => sale.refund)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A visitor who bought `priceId` by card and whose purchase was recorded. */
export async function cardBuyer(
  priceId: string,
  options: { trialId?: string; withDiscount?: boolean; card?: string; client?: HostileClient } = {},
): Promise<{ buyer: HostileClient; subscriptionId: string }> {
  const buyer = options.client ?? (await HostileClient.visitor());
  const created = await buyer.api('/payment/createSubscription', {
    priceId,
    ...(options.trialId ? { trialId: options.trialId } : {}),
    ...(options.withDiscount ? { withDiscount: true } : {}),
    email: `buyer-${buyer.uid.toLowerCase()}@audit.fastwell.test`,
    lang: 'en',
  });
  expect(created.status).toBe(200);
  const { subscriptionId, clientSecret } = bodyOf(created);
  // A trial pays with a card of its own: a card that had one gets its trial refunded (issue 17).
  const card = options.card ?? (options.trialId ? uniqueCardNumber() : undefined);
  expect((await buyer.payByCard(String(clientSecret), card)).status).toBe(200);
  await recordedAs(buyer.uid, options.trialId ? 'trial_started' : 'purchased');
  return { buyer, subscriptionId: String(subscriptionId) };
}

const paypalSubscriptions = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      plan_id: z.string(),
      billing_info: z.object({ next_billing_time: z.string().optional() }).optional(),
    }),
  ),
});

/** A PayPal subscription as PayPal has it (its status, plan and next billing time). */
export async function paypalSubscription(subscriptionId: string) {
  const { subscriptions } = paypalSubscriptions.parse(
    (await call(`${STACK.paypal}/_emulator/subscriptions`)).body,
  );
  const found = subscriptions.find(({ id }) => id === subscriptionId);
  if (!found) throw new Error(`PayPal does not know ${subscriptionId}`);
  return found;
}

/** A PayPal subscription's status as PayPal has it. */
export async function paypalStatus(subscriptionId: string): Promise<string | undefined> {
  return (await paypalSubscription(subscriptionId)).status;
}

/** A registered account that bought `priceId` with PayPal (approved, recorded), and its subscription. */
export async function paypalSubscriber(
  email: string,
  priceId: string,
): Promise<{ buyer: HostileClient; id: string }> {
  const buyer = await HostileClient.registered(email);
  const created = bodyOf(await buyer.api('/payment/createPaypalSubscription', { priceId }));
  const id = String(created.subscriptionId);
  await new PayPalDevtools(STACK.paypal).approve(id);
  await recordedAs(buyer.uid, 'purchased');
  return { buyer, id };
}

/** A registered account that bought `priceId` with PayPal (approved, recorded); its subscription id. */
export async function paypalBuyer(email: string, priceId: string): Promise<string> {
  return (await paypalSubscriber(email, priceId)).id;
}
