import {
  DEMO_EXPERIMENT_BUYERS,
  demoExposures,
  type DemoExperimentBuyer,
} from './experiment-data.js';
import type { SeededUser } from './seed-demo-users.js';

/** The database as the experiment seed uses it (the functions' file database or the emulator). */
export interface ExperimentSeedDatabase {
  get(path: string): Promise<unknown>;
  update(path: string, patch: Record<string, unknown>): Promise<void>;
}

/** Money a provider received for a subscription, as `users/{uid}/payments/{paymentId}` keeps it. */
export interface SeedPayment {
  paymentId: string;
  /** Minor units. */
  amount: number;
  /** Lowercase ISO code. */
  currency: string;
  paidAt: string;
}

export type Provider = 'stripe' | 'paypal';

/** Where the demo purchases' payments are read: the provider's invoices, the PayPal binding. */
export type PaymentSource = (
  provider: Provider,
  subscriptionId: string,
) => Promise<readonly SeedPayment[]>;

const PURCHASE_SUBTYPES = ['purchased', 'trial_started'];
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The iapLog's entries by key (an array is stored with index keys). */
const entriesOf = (log: unknown): [string, Record<string, unknown>][] =>
  (Array.isArray(log)
    ? log.map((entry, i) => [String(i), entry] as const)
    : Object.entries(isObject(log) ? log : {})
  ).filter((pair): pair is [string, Record<string, unknown>] => isObject(pair[1]));

/**
 * What a purchase that carried the tests leaves in a user's record (issue 20): its iapLog
 * entries gain the visitor id and the experiments, and its payments are recorded.
 */
async function markPurchase(
  database: ExperimentSeedDatabase,
  uid: string,
  buyer: DemoExperimentBuyer,
  payments: PaymentSource,
): Promise<void> {
  const entries = entriesOf(await database.get(`users/${uid}/iapLog`));
  const bought = entries.find(([, entry]) => PURCHASE_SUBTYPES.includes(String(entry.subtype)));
  const subscriptionId = bought?.[1].subscriptionId;
  if (typeof subscriptionId !== 'string')
    throw new Error(`Demo user ${buyer.state} has no purchase in its iapLog`);
  const provider: Provider = bought?.[1].type === 'paypal' ? 'paypal' : 'stripe';
  const patch: Record<string, unknown> = {};
  for (const [key, entry] of entries) {
    if (entry.subscriptionId !== subscriptionId) continue;
    patch[`iapLog/${key}/visitorId`] = buyer.visitorId;
    patch[`iapLog/${key}/experiments`] = buyer.experiments;
  }
  for (const payment of await payments(provider, subscriptionId)) {
    patch[`payments/${payment.paymentId}`] = {
      provider,
      subscriptionId,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
      experiments: buyer.experiments,
      visitorId: buyer.visitorId,
    };
  }
  await database.update(`users/${uid}`, patch);
}

/**
 * The demo A/B tests' data (after the demo users exist): every exposed visitor's exposures, and
 * the demo buyers' purchases marked with their experiments and payments.
 */
export async function seedExperiments(
  users: readonly SeededUser[],
  database: ExperimentSeedDatabase,
  payments: PaymentSource,
  now: Date = new Date(),
): Promise<void> {
  const at = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await database.update('experimentExposures', demoExposures(at));
  for (const buyer of DEMO_EXPERIMENT_BUYERS) {
    const user = users.find((candidate) => candidate.state === buyer.state);
    if (!user) throw new Error(`No demo user ${buyer.state}`);
    await markPurchase(database, user.uid, buyer, payments);
  }
}
