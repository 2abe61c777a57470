import type { Snapshot, StoredSubscription } from './provider-snapshot.js';
import type { VisitorOutcome } from './visitor-outcome.js';

/** Failures of the suite: the product's records and the providers disagree. */
export const MISMATCH_KINDS = [
  /** More than one Stripe customer for one uid. */
  'duplicate-customer',
  /** More than one Stripe subscription, or more than one approved PayPal subscription, for one uid. */
  'duplicate-subscription',
  /** Money taken more than once from one visitor. */
  'double-charge',
  /** Charged, but users/{uid} has no subscription (or no record at all). */
  'charged-without-record',
  /** Charged, but users/{uid}/subscription names another subscription or another status. */
  'record-differs',
  /** users/{uid}/subscription says active or trialing, but nothing was charged. */
  'record-without-charge',
  /** The visitor was shown a successful payment, but the provider took no money. */
  'visitor-paid-not-charged',
  /** A customer created during the run that names no uid. */
  'orphan-customer',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** Worth a look, not a failure: the visitor's view and the provider's differ harmlessly. */
export const WARNING_KINDS = [
  /** Charged, but the visitor saw an error (e.g. an answer lost on the way back). */
  'charged-visitor-not-told',
  /** The visitor never got an account (sign-up or onboarding failed for good). */
  'no-account',
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

export interface Finding<Kind extends string> {
  kind: Kind;
  visitor: number | null;
  uid: string | null;
  detail: string;
}

export interface VisitorState {
  index: number;
  uid: string | null;
  method: VisitorOutcome['method'];
  belief: VisitorOutcome['belief'];
  charged: boolean;
  chargedBy: 'stripe' | 'paypal' | null;
  customers: number;
  subscriptions: number;
  /** The record's subscription agrees with the provider (or nothing was charged and none is claimed). */
  recordMatches: boolean;
}

export interface Reconciliation {
  visitors: VisitorState[];
  mismatches: Finding<MismatchKind>[];
  warnings: Finding<WarningKind>[];
}

const LIVE = ['active', 'trialing'];

/** PayPal's statuses as the server records them (functions/src/domain/paypal-subscription.ts). */
export const PAYPAL_RECORDED_STATUS: Readonly<Record<string, string>> = {
  APPROVAL_PENDING: 'incomplete',
  APPROVED: 'incomplete',
  ACTIVE: 'active',
  SUSPENDED: 'active',
  CANCELLED: 'canceled',
  EXPIRED: 'canceled',
};

interface Expected {
  provider: 'stripe' | 'paypal';
  id: string;
  status: string;
}

function compareRecord(expected: Expected, stored: StoredSubscription | null): string | null {
  if (!stored) return null;
  const differences = [
    stored.provider !== expected.provider && `provider ${stored.provider} ≠ ${expected.provider}`,
    stored.id !== expected.id && `id ${stored.id} ≠ ${expected.id}`,
    stored.status !== expected.status && `status ${stored.status} ≠ ${expected.status}`,
  ].filter((difference): difference is string => typeof difference === 'string');
  return differences.length ? differences.join(', ') : '';
}

/**
 * Per visitor: the provider is the truth about money, the database must agree with it.
 * - at most one Stripe customer and one subscription per uid (any status: a retried click must
 *   reuse them), at most one approved PayPal subscription, at most one successful charge;
 * - charged → users/{uid}/subscription is that subscription with the provider's status;
 * - not charged → the record claims no running subscription;
 * - customers created during the run (not in `before`) carry a uid.
 */
export function reconcile(
  outcomes: readonly VisitorOutcome[],
  snapshot: Snapshot,
  before: ReadonlySet<string> = new Set(),
): Reconciliation {
  const mismatches: Finding<MismatchKind>[] = [];
  const warnings: Finding<WarningKind>[] = [];
  const visitors: VisitorState[] = [];

  for (const outcome of outcomes) {
    const { uid, index } = outcome;
    const mismatch = (kind: MismatchKind, detail: string) =>
      mismatches.push({ kind, visitor: index, uid, detail });
    if (!uid) {
      warnings.push({ kind: 'no-account', visitor: index, uid, detail: outcome.notes.join('; ') });
      visitors.push({
        index,
        uid,
        method: outcome.method,
        belief: outcome.belief,
        charged: false,
        chargedBy: null,
        customers: 0,
        subscriptions: 0,
        recordMatches: true,
      });
      continue;
    }
    const customers = snapshot.customers.filter((customer) => customer.uid === uid);
    const customerIds = new Set(customers.map(({ id }) => id));
    const subscriptions = snapshot.subscriptions.filter(
      (subscription) => subscription.uid === uid || customerIds.has(subscription.customer),
    );
    const charges = snapshot.charges.filter(
      (charge) =>
        charge.status === 'succeeded' &&
        charge.customer !== null &&
        customerIds.has(charge.customer),
    );
    const approved = snapshot.paypal.filter(
      (subscription) => subscription.uid === uid && subscription.status !== 'APPROVAL_PENDING',
    );
    const paypalCharges = approved.filter((subscription) => subscription.paid);

    if (customers.length > 1)
      mismatch('duplicate-customer', customers.map(({ id }) => id).join(' '));
    if (subscriptions.length > 1)
      mismatch(
        'duplicate-subscription',
        subscriptions.map(({ id, status }) => `${id} (${status})`).join(' '),
      );
    if (approved.length > 1)
      mismatch(
        'duplicate-subscription',
        approved.map(({ id, status }) => `${id} (${status})`).join(' '),
      );
    const chargeCount = charges.length + paypalCharges.length;
    if (chargeCount > 1)
      mismatch(
        'double-charge',
        [...charges.map(({ id }) => id), ...paypalCharges.map(({ id }) => id)].join(' '),
      );

    const stored = snapshot.users[uid]?.subscription ?? null;
    const stripeCharge = charges[0];
    const paypalCharge = paypalCharges[0];
    let expected: Expected | null = null;
    if (stripeCharge) {
      const subscription =
        subscriptions.find(({ id }) => id === stripeCharge.subscription) ?? subscriptions[0];
      expected = subscription
        ? { provider: 'stripe', id: subscription.id, status: subscription.status }
        : null;
    } else if (paypalCharge) {
      expected = {
        provider: 'paypal',
        id: paypalCharge.id,
        status: PAYPAL_RECORDED_STATUS[paypalCharge.status] ?? paypalCharge.status.toLowerCase(),
      };
    }
    const charged = chargeCount > 0;
    let recordMatches = true;
    if (charged) {
      const difference = expected ? compareRecord(expected, stored) : 'no subscription';
      if (difference === null) {
        recordMatches = false;
        mismatch(
          'charged-without-record',
          `${expected?.provider} ${expected?.id} (${expected?.status}); ${
            snapshot.users[uid] ? 'record without subscription' : 'no users record'
          }`,
        );
      } else if (difference !== '') {
        recordMatches = false;
        mismatch('record-differs', difference);
      }
    } else if (stored && LIVE.includes(stored.status)) {
      recordMatches = false;
      mismatch('record-without-charge', `${stored.provider} ${stored.id} (${stored.status})`);
    }
    if (outcome.belief === 'paid' && !charged)
      mismatch('visitor-paid-not-charged', outcome.subscriptionIds.join(' '));
    if (outcome.belief !== 'paid' && charged)
      warnings.push({
        kind: 'charged-visitor-not-told',
        visitor: index,
        uid,
        detail: `${outcome.belief}: ${outcome.notes.join('; ')}`,
      });
    visitors.push({
      index,
      uid,
      method: outcome.method,
      belief: outcome.belief,
      charged,
      chargedBy: stripeCharge ? 'stripe' : paypalCharge ? 'paypal' : null,
      customers: customers.length,
      subscriptions: subscriptions.length + approved.length,
      recordMatches,
    });
  }

  for (const customer of snapshot.customers) {
    if (customer.uid === null && !before.has(customer.id))
      mismatches.push({ kind: 'orphan-customer', visitor: null, uid: null, detail: customer.id });
  }
  return { visitors, mismatches, warnings };
}
