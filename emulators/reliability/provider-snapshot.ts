import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { call } from './http-call.js';

/** The providers' and the database's state after a run, reduced to what reconciliation reads. */
export interface StripeCustomerRow {
  id: string;
  uid: string | null;
}

export interface StripeSubscriptionRow {
  id: string;
  customer: string;
  uid: string | null;
  status: string;
}

/** A PaymentIntent: `succeeded` is money taken. */
export interface StripeChargeRow {
  id: string;
  customer: string | null;
  status: string;
  amount: number;
  /** The subscription whose invoice it pays, when it pays one. */
  subscription: string | null;
}

export interface PayPalRow {
  id: string;
  uid: string | null;
  status: string;
  /** The first cycle was paid (billing_info.last_payment). */
  paid: boolean;
}

export interface StoredSubscription {
  provider: string;
  id: string;
  status: string;
}

export interface StoredUser {
  subscription: StoredSubscription | null;
}

export interface Snapshot {
  customers: StripeCustomerRow[];
  subscriptions: StripeSubscriptionRow[];
  charges: StripeChargeRow[];
  paypal: PayPalRow[];
  /** users/{uid} of the database; a uid without a record is absent. */
  users: Record<string, StoredUser>;
}

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));
const metadataUid = z
  .record(z.string(), z.string())
  .nullish()
  .transform((metadata) => metadata?.uid || null);

const customerSchema = z.object({ id: z.string(), metadata: metadataUid });
const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  metadata: metadataUid,
  status: z.string(),
});
const paymentIntentSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  amount: z.number(),
});
const invoiceSchema = z.object({
  id: z.string(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  payments: z
    .object({
      data: z.array(z.object({ payment: z.object({ payment_intent: idOf }).nullish() })),
    })
    .nullish(),
});
const paypalSchema = z.object({
  id: z.string(),
  custom_id: z.string().nullish(),
  status: z.string(),
  billing_info: z.object({ last_payment: z.unknown().nullish() }).nullish(),
});
const storedSubscription = z.object({ provider: z.string(), id: z.string(), status: z.string() });
const databaseTree = z.object({ users: z.record(z.string(), z.unknown()).nullish() });

async function getJson(url: string): Promise<unknown> {
  const answer = await call(url, { timeoutMs: 120_000 });
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.error}`);
  return answer.body;
}

async function stripeObjects<T extends z.ZodType>(
  stripeUrl: string,
  type: string,
  schema: T,
): Promise<z.infer<T>[]> {
  const body = z
    .object({ data: z.array(z.unknown()) })
    .parse(await getJson(`${stripeUrl}/_emulator/objects?type=${encodeURIComponent(type)}`));
  return body.data.map((object) => schema.parse(object));
}

/** users/{uid} → its stored subscription (provider, id, status), from the database's JSON tree. */
export function usersOf(tree: unknown): Record<string, StoredUser> {
  const users = databaseTree.parse(tree ?? {}).users ?? {};
  return Object.fromEntries(
    Object.entries(users).map(([uid, record]) => {
      const stored =
        typeof record === 'object' && record !== null && 'subscription' in record
          ? storedSubscription.safeParse(record.subscription)
          : undefined;
      return [uid, { subscription: stored?.success ? stored.data : null }];
    }),
  );
}

export async function readDatabaseFile(file: string): Promise<Record<string, StoredUser>> {
  return usersOf(JSON.parse(await readFile(file, 'utf8')));
}

/** Reads everything from the emulators' inspection routes and the database file. */
export async function takeSnapshot(urls: {
  stripe: string;
  paypal: string;
  databaseFile: string;
}): Promise<Snapshot> {
  const [customers, subscriptions, intents, invoices, paypal, users] = await Promise.all([
    stripeObjects(urls.stripe, 'customer', customerSchema),
    stripeObjects(urls.stripe, 'subscription', subscriptionSchema),
    stripeObjects(urls.stripe, 'payment_intent', paymentIntentSchema),
    stripeObjects(urls.stripe, 'invoice', invoiceSchema),
    getJson(`${urls.paypal}/_emulator/subscriptions`).then(
      (body) => z.object({ subscriptions: z.array(paypalSchema) }).parse(body).subscriptions,
    ),
    readDatabaseFile(urls.databaseFile),
  ]);
  const subscriptionOfIntent = new Map<string, string>();
  for (const invoice of invoices) {
    const subscription = invoice.parent?.subscription_details?.subscription;
    for (const payment of invoice.payments?.data ?? []) {
      const intent = payment.payment?.payment_intent;
      if (intent && subscription) subscriptionOfIntent.set(intent, subscription);
    }
  }
  return {
    customers: customers.map(({ id, metadata }) => ({ id, uid: metadata })),
    subscriptions: subscriptions.map(({ id, customer, metadata, status }) => ({
      id,
      customer: customer ?? '',
      uid: metadata,
      status,
    })),
    charges: intents.map(({ id, customer, status, amount }) => ({
      id,
      customer,
      status,
      amount,
      subscription: subscriptionOfIntent.get(id) ?? null,
    })),
    paypal: paypal.map((subscription) => ({
      id: subscription.id,
      uid: subscription.custom_id || null,
      status: subscription.status,
      paid: Boolean(subscription.billing_info?.last_payment),
    })),
    users,
  };
}

/** Ids of every provider object now, to tell the run's objects from the seed's. */
export function objectIds(snapshot: Snapshot): Set<string> {
  return new Set([
    ...snapshot.customers.map(({ id }) => id),
    ...snapshot.subscriptions.map(({ id }) => id),
    ...snapshot.charges.map(({ id }) => id),
    ...snapshot.paypal.map(({ id }) => id),
  ]);
}
