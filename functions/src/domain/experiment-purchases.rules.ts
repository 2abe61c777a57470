import type { ExperimentAssignments } from '../contract/experiments';
import { decodeExperiments, EXPERIMENT_KEY, VISITOR_ID } from '../contract/experiments';
import { iapLogEntries } from './iap-log.rules';
import { takenBack } from './payment-adjustment.rules';

/** One subscription bought (its first invoice paid), with what it carried of the experiments. */
export interface ExperimentPurchase {
  uid: string;
  subscriptionId: string;
  visitorId: string | null;
  experiments: ExperimentAssignments;
}

/** Money received (`users/{uid}/payments/{paymentId}`), in minor units. */
export interface ReceivedPayment {
  subscriptionId: string;
  amount: number;
  currency: string;
  /** Of the amount: refunded, and taken by a dispute not won (payment-adjustment.rules). */
  refunded: number;
  disputed: number;
}

/** A paid start: 'pending' (first invoice unpaid) is no purchase. */
const PURCHASE_SUBTYPES = new Set(['purchased', 'trial_started']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The experiments an entry carries (an object, or Stripe metadata's encoded string). */
function experimentsOf(value: unknown): ExperimentAssignments {
  if (typeof value === 'string') return decodeExperiments(value);
  if (!isObject(value)) return {};
  const assignments: ExperimentAssignments = {};
  for (const [key, variation] of Object.entries(value))
    if (EXPERIMENT_KEY.test(key) && typeof variation === 'string' && EXPERIMENT_KEY.test(variation))
      assignments[key] = variation;
  return assignments;
}

const visitorIdOf = (value: unknown): string | null =>
  typeof value === 'string' && VISITOR_ID.test(value) ? value : null;

/**
 * The purchases in one user's iapLog: each subscription with a 'purchased' or 'trial_started'
 * entry, or with money received (`paid`: a subscription first seen already canceled or paused
 * has no such entry, yet it was bought), once. Its visitor and experiments come from its
 * purchase entry, else from any entry of that subscription that carries them.
 */
export function purchasesOfLog(
  uid: string,
  iapLog: unknown,
  paid: ReadonlySet<string> = new Set(),
): ExperimentPurchase[] {
  const bySubscription = new Map<string, Record<string, unknown>[]>();
  for (const entry of iapLogEntries(iapLog)) {
    if (!entry.subscriptionId) continue;
    const entries = bySubscription.get(entry.subscriptionId) ?? [];
    entries.push(entry as unknown as Record<string, unknown>);
    bySubscription.set(entry.subscriptionId, entries);
  }
  const purchases: ExperimentPurchase[] = [];
  for (const [subscriptionId, entries] of bySubscription) {
    const bought = entries.filter((entry) => PURCHASE_SUBTYPES.has(String(entry.subtype)));
    if (bought.length === 0 && !paid.has(subscriptionId)) continue;
    const ordered = [...bought, ...entries.filter((entry) => !bought.includes(entry))];
    const visitorId = ordered.map((entry) => visitorIdOf(entry.visitorId)).find(Boolean) ?? null;
    const experiments =
      ordered
        .map((entry) => experimentsOf(entry.experiments))
        .find((carried) => Object.keys(carried).length > 0) ?? {};
    purchases.push({ uid, subscriptionId, visitorId, experiments });
  }
  return purchases;
}

/** The well-formed payments of one user's `payments` record, with what was taken back of each. */
export function paymentsOfRecord(stored: unknown): ReceivedPayment[] {
  if (!isObject(stored)) return [];
  const payments: ReceivedPayment[] = [];
  for (const value of Object.values(stored)) {
    if (!isObject(value)) continue;
    const { subscriptionId, amount, currency } = value;
    if (typeof subscriptionId !== 'string' || typeof currency !== 'string') continue;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) continue;
    const { refunded, disputed } = takenBack({ ...value, amount });
    payments.push({ subscriptionId, amount, currency: currency.toLowerCase(), refunded, disputed });
  }
  return payments;
}
