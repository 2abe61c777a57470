import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';

// The deployed rules: clients read only their own user record and write nothing (the API writes).
const rules = JSON.parse(readFileSync(join(__dirname, '../../database.rules.json'), 'utf8')) as {
  rules: Record<string, unknown>;
};
const data = {
  users: {
    anna: {
      email: 'anna@example.com',
      personal: { gender: 'female' },
      subscription: { id: 'sub_1', status: 'active' },
      stripeCustomerId: 'cus_1',
      iapLog: { e1: { type: 'purchase' } },
      payments: { in_1: { provider: 'stripe', amount: 2999, currency: 'eur' } },
      wellhub: { status: 'active' },
    },
    ben: { email: 'ben@example.com', subscription: { id: 'sub_2' } },
  },
  webhookEvents: { stripe: { evt_1: { at: 1 } }, paypal: { 'WH-1': { at: 1 } } },
  wellhubMembers: { g1: 'anna' },
  trialUsage: {
    uids: { anna: { uid: 'anna', subscriptionId: 'sub_1', at: '2026-01-01' } },
    fingerprints: { fp1: { uid: 'anna', subscriptionId: 'sub_1', at: '2026-01-01' } },
    paypalPayers: { P1: { uid: 'anna', subscriptionId: 'I-1', at: '2026-01-01' } },
  },
  wellhubRegistrations: { r1: { gympass_user_id: 'g1', email: 'anna@example.com' } },
  paypalRefusals: { 'I-1': { at: '2026-01-01', reason: 'bound to no user' } },
  // Issue 32: a PayPal payer's address index (hashed) and the verified webhook transmissions.
  paypalPayerEmails: { h1: { 'I-1': true } },
  paypalTransmissions: { t1: { digest: 'd1', at: '2026-01-01' } },
  rateLimits: { 'createSubscription-uid': { h1: { points: 3, expiresAt: 1 } } },
  experimentExposures: { 'color-scheme': { 'visitor-1': { variation: 'blue', at: '2026-01-01' } } },
  cancellations: { c1: { email: 'anna@example.com', contracts: { sub_1: { uid: 'anna' } } } },
  scheduledCancellations: { sub_1: { cancellationId: 'c1', wishedDay: '2027-03-01' } },
  // Issue 33: PayPal pauses the hourly job resumes on their date.
  paypalPauses: { 'I-1': { uid: 'anna', resumesAt: '2027-03-01', pausedAt: '2027-01-01' } },
  // Issue 34: contracts as confirmed, their indexes, and withdrawals without login.
  contracts: { sub_1: { uid: 'anna', email: 'anna@example.com', termsVersion: '2026-11-29' } },
  contractsByEmail: { h1: { sub_1: '2026-11-29T10:00:00.000Z' } },
  contractMailsPending: { sub_1: '2026-11-29T10:00:00.000Z' },
  withdrawals: { w1: { email: 'anna@example.com', contracts: { sub_1: { uid: 'anna' } } } },
  withdrawalsDue: { w1: '2026-12-01T10:00:00.000Z' },
  // Issue 36: PayPal retention offers whose regular price the hourly job puts back.
  paypalSpecialOffers: { 'I-1': { uid: 'anna', endsAt: '2027-02-01', acceptedAt: '2027-01-01' } },
  // Issue 36: PayPal upgrades withdrawn alone, awaiting the buyer's consent to the earlier plan.
  paypalPlanReverts: { 'I-1': { uid: 'anna', email: 'anna@example.com', status: 'ended' } },
};
const db = targaryen.database(rules, data);

/** Every path the API writes, plus the containers above them. */
const ANNAS = [
  '/users/anna',
  '/users/anna/email',
  '/users/anna/personal',
  '/users/anna/personal/gender',
  '/users/anna/subscription',
  '/users/anna/subscription/status',
  '/users/anna/stripeCustomerId',
  '/users/anna/iapLog/e1',
  // The revenue ledger (issue 20): a client that could write it could fake revenue per variant.
  '/users/anna/payments',
  '/users/anna/payments/in_1',
  '/users/anna/payments/in_1/amount',
  '/users/anna/wellhub',
];
const OTHERS = [
  '/',
  '/users',
  '/users/ben',
  '/users/ben/subscription',
  '/webhookEvents',
  '/webhookEvents/stripe/evt_1',
  '/webhookEvents/paypal/WH-1',
  '/wellhubMembers',
  '/wellhubMembers/g1',
  '/trialUsage',
  '/trialUsage/uids/anna',
  '/trialUsage/fingerprints/fp1',
  '/wellhubRegistrations',
  '/wellhubRegistrations/r1',
  '/paypalSubscriptions/I-1',
  '/paypalRefusals',
  '/paypalRefusals/I-1',
  '/trialUsage/paypalPayers/P1',
  '/paypalPayerEmails/h1',
  '/paypalTransmissions/t1',
  // The rate limits' counters (issue 18 point 7): a client that could write them could reset its own.
  '/rateLimits',
  '/rateLimits/createSubscription-uid/h1',
  // Experiment exposures (issue 20): a client that could write them could skew a test's report.
  '/experimentExposures',
  '/experimentExposures/color-scheme/visitor-1',
  // §312k cancellations (issue 21): names and addresses; a written restore mark would re-open a link.
  '/cancellations',
  '/cancellations/c1',
  // A client that removed its schedule would keep a contract running the consumer cancelled.
  '/scheduledCancellations',
  '/scheduledCancellations/sub_1',
  '/cancellations/c1/restores/sub_1',
  // A client that removed its pause record would stay paused; one that wrote it, resume early.
  '/paypalPauses',
  '/paypalPauses/I-1',
  // Contracts and withdrawals (issue 34): addresses and what was bought; a client that wrote a
  // withdrawal's state could stop or speed up the refund of someone else's contract.
  '/contracts',
  '/contracts/sub_1',
  '/contracts/sub_1/termsVersion',
  '/contractsByEmail/h1',
  '/contractMailsPending',
  '/withdrawals',
  '/withdrawals/w1',
  '/withdrawals/w1/contracts/sub_1',
  '/withdrawalsDue/w1',
  // A client that removed its offer record would keep the lowered price for good.
  '/paypalSpecialOffers',
  '/paypalSpecialOffers/I-1',
  // A client that marked its plan confirmed would stop the job ending it before the upgrade bills.
  '/paypalPlanReverts',
  '/paypalPlanReverts/I-1',
  '/paypalPlanReverts/I-1/status',
  '/unknown/path',
];
const WHO = [
  ['a visitor without a session', null],
  ['anna, the owner', { uid: 'anna', provider: 'password' }],
  ['anna signed in anonymously', { uid: 'anna', provider: 'anonymous' }],
  ['ben, another user', { uid: 'ben', provider: 'password' }],
] as const;
/** Own record: `/users/{uid}` and everything under it. */
const ownsPath = (uid: string | undefined, path: string): boolean =>
  uid !== undefined && (path === `/users/${uid}` || path.startsWith(`/users/${uid}/`));
const cases = [...ANNAS, ...OTHERS].flatMap((path) =>
  WHO.map(([who, auth]) => ({ path, who, auth, owner: ownsPath(auth?.uid, path) })),
);

describe('database.rules.json, every path as a visitor, the owner and another user', () => {
  it.each(cases)('read $path as $who', ({ path, auth, owner }) => {
    expect(db.as(auth).read(path).allowed).toBe(owner);
  });

  it.each(cases)('write and update $path as $who: refused', ({ path, auth }) => {
    const user = db.as(auth);
    expect(user.write(path, { status: 'active' }).allowed).toBe(false);
    expect(user.write(path, null).allowed).toBe(false);
    expect(user.update(path, { status: 'active' }).allowed).toBe(false);
  });
});
