import { describe, expect, it } from 'vitest';
import type { AuditInvoice, AuditWithdrawnContract, MoneyAuditInput } from './money-reconcile.js';
import { paidThrough, reconcileMoney } from './money-reconcile.js';

const DAY = 86_400;
const NOW = 1_800_000_000;

const invoice = (overrides: Partial<AuditInvoice>): AuditInvoice => ({
  id: 'in_1',
  subscription: 'sub_1',
  status: 'paid',
  billingReason: 'subscription_create',
  total: 1499,
  amountPaid: 1499,
  refunded: 0,
  charged: 1499,
  periodEnd: NOW + 20 * DAY,
  ...overrides,
});

const paypalSubscription = {
  id: 'I-1',
  uid: 'u2',
  status: 'ACTIVE',
  planId: 'P-one',
  paid: true,
  priceId: 'price_one',
  discounted: true,
  firstPayment: 1499,
  bound: true,
  keptSalesAt: [] as number[],
};

const input = (overrides: Partial<MoneyAuditInput> = {}): MoneyAuditInput => ({
  now: NOW,
  paypalNow: NOW,
  users: [{ uid: 'u1', provider: 'stripe', subscriptionId: 'sub_1', premium: true }],
  invoices: [invoice({})],
  subscriptions: [
    {
      id: 'sub_1',
      uid: 'u1',
      status: 'active',
      priceId: 'price_one',
      trialId: null,
      discountPercentage: 50,
    },
  ],
  paypal: [],
  ebooks: [],
  withdrawn: [],
  shown: new Map([['price_one', { unitAmount: 2999, discountedUnitAmount: 1499 }]]),
  ...overrides,
});

describe('paidThrough', () => {
  it('is the latest period end of the paid invoices with money taken', () => {
    const invoices = [
      invoice({ id: 'a', periodEnd: NOW - 10 * DAY }),
      invoice({ id: 'b', periodEnd: NOW + 5 * DAY, status: 'void', amountPaid: 0 }),
      invoice({ id: 'c', periodEnd: NOW + 9 * DAY, amountPaid: 0, total: 0 }),
      invoice({ id: 'd', periodEnd: NOW + 99 * DAY, subscription: 'sub_2' }),
    ];
    expect(paidThrough(invoices, 'sub_1')).toBe(NOW - 10 * DAY);
    // Refunded in full, an invoice pays for nothing.
    const refunded = [...invoices, invoice({ id: 'e', periodEnd: NOW + 30 * DAY, refunded: 1499 })];
    expect(paidThrough(refunded, 'sub_1')).toBe(NOW - 10 * DAY);
    expect(paidThrough(invoices, 'sub_3')).toBe(0);
  });
});

describe('reconcileMoney', () => {
  it('finds nothing when premium is paid for and the amount is the one shown', () => {
    expect(reconcileMoney(input())).toEqual([]);
  });

  describe('failed renewals (issue 35): premium never beyond what was paid plus the grace period', () => {
    const lapsed = [
      invoice({ periodEnd: NOW - 2 * DAY }),
      invoice({
        id: 'in_renewal',
        billingReason: 'subscription_cycle',
        status: 'open',
        amountPaid: 0,
        charged: 0,
        periodEnd: NOW + 28 * DAY,
      }),
    ];
    const user = { uid: 'u1', provider: 'stripe', subscriptionId: 'sub_1', premium: true };

    it('premium in the grace period after a paid period is fine', () => {
      expect(
        reconcileMoney(input({ invoices: lapsed, users: [{ ...user, grace: true }] })),
      ).toEqual([]);
    });

    it('premium past the paid period without a failed renewal (no grace) is found', () => {
      expect(reconcileMoney(input({ invoices: lapsed, users: [user] }))).toEqual([
        expect.objectContaining({ kind: 'premium-beyond-paid-period', uid: 'u1' }),
      ]);
    });

    it('grace with nothing ever paid is premium without payment', () => {
      const unpaid = lapsed.map((entry) => ({ ...entry, amountPaid: 0, status: 'open' }));
      expect(
        reconcileMoney(input({ invoices: unpaid, users: [{ ...user, grace: true }] })),
      ).toEqual([expect.objectContaining({ kind: 'premium-without-payment' })]);
    });

    it('a recovered invoice charged by both a retry and a manual payment is found', () => {
      const twice = [
        invoice({}),
        invoice({ id: 'in_renewal', billingReason: 'subscription_cycle', charged: 2998 }),
      ];
      expect(reconcileMoney(input({ invoices: twice }))).toEqual([
        expect.objectContaining({
          kind: 'invoice-charged-twice',
          detail: 'in_renewal: charged 2998, total 1499',
        }),
      ]);
    });
  });

  it('finds a card subscription billing someone whose premium comes from PayPal (two tabs)', () => {
    const card = {
      id: 'sub_2',
      uid: 'u2',
      status: 'active',
      priceId: 'price_one',
      trialId: null,
      discountPercentage: 50,
    };
    const users = [
      ...input().users,
      { uid: 'u2', provider: 'paypal', subscriptionId: 'I-1', premium: true },
    ];
    const base = input({ users, paypal: [paypalSubscription] });
    expect(reconcileMoney({ ...base, subscriptions: [...base.subscriptions, card] })).toEqual([
      {
        kind: 'second-subscription-billing',
        uid: 'u2',
        detail: 'sub_2: active while premium comes from I-1',
      },
    ]);
    const refunded = { ...card, status: 'canceled' };
    expect(reconcileMoney({ ...base, subscriptions: [...base.subscriptions, refunded] })).toEqual(
      [],
    );
  });

  it('finds premium over a period whose renewal was voided (a free month by pausing)', () => {
    const findings = reconcileMoney(
      input({
        invoices: [
          invoice({ periodEnd: NOW - DAY }),
          invoice({
            id: 'in_2',
            status: 'void',
            amountPaid: 0,
            billingReason: 'subscription_cycle',
          }),
        ],
      }),
    );
    expect(findings.map((finding) => finding.kind)).toEqual(['premium-beyond-paid-period']);
  });

  it('finds premium without any payment, by card or PayPal', () => {
    const findings = reconcileMoney(
      input({
        users: [
          { uid: 'u1', provider: 'stripe', subscriptionId: 'sub_1', premium: true },
          { uid: 'u2', provider: 'paypal', subscriptionId: 'I-1', premium: true },
          { uid: 'u3', provider: 'paypal', subscriptionId: 'I-2', premium: true },
          { uid: 'u4', provider: 'stripe', subscriptionId: 'sub_9', premium: false },
        ],
        invoices: [invoice({ status: 'open', amountPaid: 0 })],
        paypal: [
          { ...paypalSubscription, id: 'I-1', uid: 'u2', paid: false, firstPayment: null },
          { ...paypalSubscription, id: 'I-2', uid: 'u3' },
        ],
      }),
    );
    expect(findings.map(({ kind, uid }) => [kind, uid])).toEqual([
      ['premium-without-payment', 'u1'],
      ['premium-without-payment', 'u2'],
    ]);
  });

  it('finds a negative invoice and a first charge that differs from the amount shown', () => {
    const findings = reconcileMoney(
      input({
        invoices: [
          invoice({ amountPaid: 1500, total: 1500, charged: 1500 }),
          invoice({
            id: 'in_2',
            billingReason: 'subscription_update',
            total: -500,
            amountPaid: 0,
            charged: 0,
          }),
        ],
      }),
    );
    expect(findings.map((finding) => finding.kind)).toEqual([
      'charged-not-shown',
      'negative-invoice',
    ]);
  });

  it('compares a trial with the trial fee shown, and an undiscounted purchase with the full price', () => {
    const shown = new Map([
      ['price_one', { unitAmount: 2999, discountedUnitAmount: 1499 }],
      ['price_trial', { unitAmount: 499, discountedUnitAmount: 249 }],
    ]);
    const trial = {
      id: 'sub_1',
      uid: 'u1',
      status: 'trialing',
      priceId: 'price_one',
      trialId: 'price_trial',
      discountPercentage: 50,
    };
    expect(
      reconcileMoney(
        input({ shown, subscriptions: [trial], invoices: [invoice({ amountPaid: 249 })] }),
      ),
    ).toEqual([]);
    expect(
      reconcileMoney(
        input({
          shown,
          subscriptions: [{ ...trial, trialId: null, discountPercentage: 0 }],
          invoices: [invoice({ amountPaid: 1499 })],
        }),
      ).map((finding) => finding.detail),
    ).toEqual(['in_1: charged 1499, shown 2999']);
  });

  it('compares the first PayPal payment with the amount shown for its plan and variant', () => {
    const paypal = [
      paypalSubscription,
      { ...paypalSubscription, id: 'I-2', discounted: false, firstPayment: 2999 },
      { ...paypalSubscription, id: 'I-3', discounted: false, firstPayment: 1499 },
      { ...paypalSubscription, id: 'I-4', priceId: 'price_unknown' },
      // Renewed since: its last payment is not the first one, nothing to compare.
      { ...paypalSubscription, id: 'I-5', firstPayment: null },
    ];
    expect(reconcileMoney(input({ paypal })).map((finding) => finding.detail)).toEqual([
      'I-3: charged 1499, shown 2999',
      'I-4: charged 1499, shown nothing',
    ]);
  });

  it('finds a PayPal subscription made outside the product that still bills or kept its payments', () => {
    const outside = { ...paypalSubscription, bound: false, firstPayment: 1 };
    const paypal = [
      { ...outside, id: 'I-1', status: 'ACTIVE' },
      { ...outside, id: 'I-2', status: 'SUSPENDED' },
      { ...outside, id: 'I-3', status: 'CANCELLED' },
      { ...outside, id: 'I-4', status: 'CANCELLED', keptSalesAt: [NOW - DAY] },
      { ...paypalSubscription, id: 'I-5', keptSalesAt: [NOW - DAY] },
    ];
    expect(reconcileMoney(input({ paypal })).map(({ kind, detail }) => [kind, detail])).toEqual([
      ['unsold-still-billing', 'I-1: ACTIVE, sold by no one'],
      ['unsold-not-refunded', 'I-4: 1 payment(s) kept, sold by no one'],
    ]);
  });

  it('compares an e-book payment with the e-book price shown, with or without the discount', () => {
    const shown = new Map([['price_ebook', { unitAmount: 1999, discountedUnitAmount: 999 }]]);
    const ebook = { id: 'pi_1', uid: 'u1', priceId: 'price_ebook', discounted: true, refunded: 0 };
    const ebooks = [
      { ...ebook, amountReceived: 999 },
      { ...ebook, id: 'pi_2', discounted: false, amountReceived: 1999 },
      { ...ebook, id: 'pi_3', amountReceived: 1000 },
    ];
    expect(reconcileMoney(input({ shown, ebooks })).map(({ detail }) => detail)).toEqual([
      'pi_3: charged 1000, shown 999',
    ]);
  });
});

describe('withdrawals (Art. 11a CRD): exactly what was paid refunded, nothing billing after', () => {
  const withdrawn = (overrides: Partial<AuditWithdrawnContract>): AuditWithdrawnContract => ({
    withdrawalId: 'w1',
    uid: 'u1',
    kind: 'subscription',
    provider: 'stripe',
    subscriptionId: 'sub_1',
    paymentId: null,
    planId: null,
    firstChargeAt: null,
    ...overrides,
  });
  const ended = input().subscriptions.map((subscription) => ({
    ...subscription,
    status: 'canceled',
  }));
  const kinds = (overrides: Partial<MoneyAuditInput>) =>
    reconcileMoney(input({ users: [], ...overrides })).map(({ kind, detail }) => [kind, detail]);

  it('a Stripe subscription: cancelled, every paid invoice refunded in full', () => {
    const invoices = [
      invoice({ refunded: 1499 }),
      invoice({
        id: 'in_2',
        billingReason: 'subscription_cycle',
        amountPaid: 2999,
        total: 2999,
        refunded: 2999,
      }),
    ];
    expect(kinds({ subscriptions: ended, invoices, withdrawn: [withdrawn({})] })).toEqual([]);
  });

  it('finds a payment kept, a part refunded and a subscription that bills on', () => {
    const invoices = [
      invoice({ refunded: 1000 }),
      invoice({ id: 'in_2', billingReason: 'subscription_cycle', amountPaid: 2999, total: 2999 }),
    ];
    expect(kinds({ invoices, withdrawn: [withdrawn({})] })).toEqual([
      ['billing-after-withdrawal', 'w1 subscription sub_1: active'],
      ['withdrawal-not-refunded', 'w1 subscription sub_1: in_1: 1000 of 1499 refunded'],
      ['withdrawal-not-refunded', 'w1 subscription sub_1: in_2: 0 of 2999 refunded'],
    ]);
  });

  it('an upsell: its invoice; the e-book: its payment', () => {
    const invoices = [invoice({ id: 'in_up', billingReason: 'subscription_update', refunded: 0 })];
    const ebooks = [
      {
        id: 'pi_1',
        uid: 'u1',
        priceId: null,
        discounted: false,
        amountReceived: 999,
        refunded: 999,
      },
      { id: 'pi_2', uid: 'u1', priceId: null, discounted: false, amountReceived: 999, refunded: 0 },
    ];
    const shown = new Map([['price_one', { unitAmount: 2999, discountedUnitAmount: 1499 }]]);
    expect(
      reconcileMoney(
        input({
          users: [],
          invoices,
          ebooks,
          shown,
          withdrawn: [
            withdrawn({ kind: 'upsell', paymentId: 'in_up' }),
            withdrawn({ kind: 'ebook', subscriptionId: null, paymentId: 'pi_1' }),
            withdrawn({ kind: 'ebook', subscriptionId: null, paymentId: 'pi_2' }),
          ],
        }),
      )
        .filter(({ kind }) => kind.startsWith('withdrawal'))
        .map(({ detail }) => detail),
    ).toEqual(['w1 upsell sub_1: 0 of 1499 refunded', 'w1 ebook pi_2: 0 of 999 refunded']);
  });

  it('PayPal: cancelled at PayPal and no sale kept', () => {
    const contract = withdrawn({ provider: 'paypal', subscriptionId: 'I-1' });
    expect(
      kinds({
        invoices: [],
        paypal: [{ ...paypalSubscription, status: 'CANCELLED' }],
        withdrawn: [contract],
      }),
    ).toEqual([]);
    expect(
      kinds({
        invoices: [],
        paypal: [{ ...paypalSubscription, keptSalesAt: [NOW - DAY] }],
        withdrawn: [contract],
      }),
    ).toEqual([
      ['billing-after-withdrawal', 'w1 subscription I-1: ACTIVE'],
      ['withdrawal-not-refunded', 'w1 subscription I-1: 1 sale(s) kept'],
    ]);
  });

  describe('a PayPal upgrade withdrawn alone: nothing of its plan billed', () => {
    const DUE = NOW - 10 * DAY;
    const MONTH_PAID = DUE - 30 * DAY;
    const upgrade = withdrawn({
      kind: 'upsell',
      provider: 'paypal',
      subscriptionId: 'I-1',
      planId: 'P-six',
      firstChargeAt: DUE,
    });
    const where = 'w1 upsell I-1';
    it.each([
      [
        'cancelled before the plan billed: nothing found',
        'CANCELLED',
        'P-six',
        [MONTH_PAID],
        NOW,
        [],
      ],
      [
        'the buyer consented: the kept plan bills at the due time',
        'ACTIVE',
        'P-one',
        [MONTH_PAID, DUE],
        NOW,
        [],
      ],
      [
        'awaiting consent before the due time: nothing yet',
        'ACTIVE',
        'P-six',
        [MONTH_PAID],
        DUE - 3 * DAY,
        [],
      ],
      [
        'a sale on the withdrawn plan kept, then cancelled: not refunded',
        'CANCELLED',
        'P-six',
        [MONTH_PAID, DUE],
        NOW,
        [['withdrawal-not-refunded', `${where}: 1 sale(s) on the withdrawn plan P-six kept`]],
      ],
      [
        'billed a little before the due time: it is the withdrawn plan',
        'CANCELLED',
        'P-six',
        [MONTH_PAID, DUE - 2 * 3600],
        NOW,
        [['withdrawal-not-refunded', `${where}: 1 sale(s) on the withdrawn plan P-six kept`]],
      ],
      [
        'still on the withdrawn plan past the due time: billing and kept',
        'ACTIVE',
        'P-six',
        [MONTH_PAID, DUE],
        NOW,
        [
          ['withdrawal-not-refunded', `${where}: 1 sale(s) on the withdrawn plan P-six kept`],
          [
            'billing-after-withdrawal',
            `${where}: ACTIVE on the withdrawn plan P-six since ${new Date(DUE * 1000).toISOString()}`,
          ],
        ],
      ],
    ] as const)('%s', (_title, status, planId, keptSalesAt, paypalNow, expected) => {
      const subscription = { ...paypalSubscription, status, planId, keptSalesAt: [...keptSalesAt] };
      expect(
        kinds({ invoices: [], paypalNow, paypal: [subscription], withdrawn: [upgrade] }),
      ).toEqual(expected);
    });
  });
});
