import { describe, expect, it } from 'vitest';
import type { Snapshot } from './provider-snapshot.js';
import { reconcile, type MismatchKind, type WarningKind } from './reconcile.js';
import type { VisitorOutcome } from './visitor-outcome.js';

const UID = 'uid-1';

const outcome = (overrides: Partial<VisitorOutcome> = {}): VisitorOutcome => ({
  index: 0,
  method: 'card',
  scenario: 'success',
  uid: UID,
  belief: 'paid',
  subscriptionIds: ['sub_1'],
  resolution: 'resolved',
  notes: [],
  durationMs: 1,
  ...overrides,
});

const empty = (): Snapshot => ({
  customers: [],
  subscriptions: [],
  charges: [],
  paypal: [],
  users: {},
});

/** A card purchase as it should end: one customer, one subscription, one charge, its record. */
const paidByCard = (): Snapshot => ({
  ...empty(),
  customers: [{ id: 'cus_1', uid: UID }],
  subscriptions: [{ id: 'sub_1', customer: 'cus_1', uid: UID, status: 'active' }],
  charges: [
    { id: 'pi_1', customer: 'cus_1', status: 'succeeded', amount: 2999, subscription: 'sub_1' },
  ],
  users: { [UID]: { subscription: { provider: 'stripe', id: 'sub_1', status: 'active' } } },
});

const declinedCard = (): Snapshot => ({
  ...empty(),
  customers: [{ id: 'cus_1', uid: UID }],
  subscriptions: [{ id: 'sub_1', customer: 'cus_1', uid: UID, status: 'incomplete' }],
  charges: [
    {
      id: 'pi_1',
      customer: 'cus_1',
      status: 'requires_payment_method',
      amount: 2999,
      subscription: 'sub_1',
    },
  ],
  users: { [UID]: { subscription: { provider: 'stripe', id: 'sub_1', status: 'incomplete' } } },
});

const paidByPaypal = (): Snapshot => ({
  ...empty(),
  paypal: [
    { id: 'I-PENDING', uid: UID, status: 'APPROVAL_PENDING', paid: false },
    { id: 'I-1', uid: UID, status: 'ACTIVE', paid: true },
  ],
  users: { [UID]: { subscription: { provider: 'paypal', id: 'I-1', status: 'active' } } },
});

type Case = [
  name: string,
  visitor: VisitorOutcome,
  snapshot: Snapshot,
  mismatches: MismatchKind[],
  warnings?: WarningKind[],
];

const cases: Case[] = [
  ['a paid card visitor with one of everything and its record', outcome(), paidByCard(), []],
  [
    'a second customer for the uid',
    outcome(),
    { ...paidByCard(), customers: [...paidByCard().customers, { id: 'cus_2', uid: UID }] },
    ['duplicate-customer'],
  ],
  [
    'a second, never paid subscription beside the paid one (a retried click)',
    outcome(),
    {
      ...paidByCard(),
      subscriptions: [
        ...paidByCard().subscriptions,
        { id: 'sub_2', customer: 'cus_1', uid: UID, status: 'incomplete' },
      ],
    },
    ['duplicate-subscription'],
  ],
  [
    'a subscription found through the customer though its metadata lacks the uid',
    outcome(),
    {
      ...paidByCard(),
      subscriptions: [
        ...paidByCard().subscriptions,
        { id: 'sub_2', customer: 'cus_1', uid: null, status: 'incomplete' },
      ],
    },
    ['duplicate-subscription'],
  ],
  [
    'two successful charges',
    outcome(),
    {
      ...paidByCard(),
      charges: [
        ...paidByCard().charges,
        { id: 'pi_2', customer: 'cus_1', status: 'succeeded', amount: 2999, subscription: null },
      ],
    },
    ['double-charge'],
  ],
  [
    'charged, no users record at all',
    outcome(),
    { ...paidByCard(), users: {} },
    ['charged-without-record'],
  ],
  [
    'charged, a record without a subscription',
    outcome(),
    { ...paidByCard(), users: { [UID]: { subscription: null } } },
    ['charged-without-record'],
  ],
  [
    'charged, the record still says incomplete',
    outcome(),
    {
      ...paidByCard(),
      users: { [UID]: { subscription: { provider: 'stripe', id: 'sub_1', status: 'incomplete' } } },
    },
    ['record-differs'],
  ],
  [
    'charged, the record names another subscription',
    outcome(),
    {
      ...paidByCard(),
      users: { [UID]: { subscription: { provider: 'stripe', id: 'sub_9', status: 'active' } } },
    },
    ['record-differs'],
  ],
  [
    'a declined visitor: an unpaid subscription and a record saying so',
    outcome({ belief: 'declined', resolution: 'not-paid' }),
    declinedCard(),
    [],
  ],
  [
    'nothing charged, but the record claims an active subscription',
    outcome({ belief: 'declined', resolution: 'not-paid' }),
    {
      ...declinedCard(),
      users: { [UID]: { subscription: { provider: 'stripe', id: 'sub_1', status: 'active' } } },
    },
    ['record-without-charge'],
  ],
  [
    'the visitor was told it was paid, the provider took nothing',
    outcome(),
    declinedCard(),
    ['visitor-paid-not-charged'],
  ],
  [
    'charged although the visitor saw an error',
    outcome({ belief: 'failed', resolution: 'not-paid' }),
    paidByCard(),
    [],
    ['charged-visitor-not-told'],
  ],
  [
    'a PayPal visitor: pending approvals left over do not count',
    outcome({ method: 'paypal', scenario: 'approve', subscriptionIds: ['I-1'] }),
    paidByPaypal(),
    [],
  ],
  [
    'two approved PayPal subscriptions',
    outcome({ method: 'paypal', scenario: 'approve', subscriptionIds: ['I-1', 'I-2'] }),
    {
      ...paidByPaypal(),
      paypal: [...paidByPaypal().paypal, { id: 'I-2', uid: UID, status: 'ACTIVE', paid: true }],
    },
    ['duplicate-subscription', 'double-charge'],
  ],
  [
    'PayPal charged, the record never heard of it',
    outcome({ method: 'paypal', scenario: 'approve', subscriptionIds: ['I-1'] }),
    { ...paidByPaypal(), users: { [UID]: { subscription: null } } },
    ['charged-without-record'],
  ],
  [
    'a visitor who never got an account',
    outcome({ uid: null, belief: 'failed', resolution: 'not-paid', notes: ['sign-up failed'] }),
    empty(),
    [],
    ['no-account'],
  ],
];

describe('reconcile', () => {
  it.each(cases)('%s', (_name, visitor, snapshot, mismatches, warnings = []) => {
    const result = reconcile([visitor], snapshot);
    expect(result.mismatches.map(({ kind }) => kind)).toEqual(mismatches);
    expect(result.warnings.map(({ kind }) => kind)).toEqual(warnings);
  });

  it('reports the visitor state used for the counts', () => {
    const [state] = reconcile([outcome()], paidByCard()).visitors;
    expect(state).toEqual({
      index: 0,
      uid: UID,
      method: 'card',
      belief: 'paid',
      charged: true,
      chargedBy: 'stripe',
      customers: 1,
      subscriptions: 1,
      recordMatches: true,
    });
  });

  it('a customer without a uid made during the run is an orphan; the seed’s are not', () => {
    const snapshot = {
      ...paidByCard(),
      customers: [
        ...paidByCard().customers,
        { id: 'cus_seed', uid: null },
        { id: 'cus_new', uid: null },
      ],
    };
    const result = reconcile([outcome()], snapshot, new Set(['cus_seed']));
    expect(result.mismatches).toEqual([
      { kind: 'orphan-customer', visitor: null, uid: null, detail: 'cus_new' },
    ]);
  });

  it('other visitors’ objects are not counted against a visitor', () => {
    const snapshot = {
      ...paidByCard(),
      customers: [...paidByCard().customers, { id: 'cus_2', uid: 'uid-2' }],
      subscriptions: [
        ...paidByCard().subscriptions,
        { id: 'sub_2', customer: 'cus_2', uid: 'uid-2', status: 'active' },
      ],
    };
    expect(reconcile([outcome()], snapshot).mismatches).toEqual([]);
  });
});
