import { describe, expect, it } from 'vitest';
import type { ExperimentReportInput } from './experiment-report.rules';
import { experimentReport } from './experiment-report.rules';
import { paymentsOfRecord, purchasesOfLog } from './experiment-purchases.rules';

const SPI = 'selected-package-index';
const CS = 'color-scheme';
const exposure = (experimentKey: string, variation: string, ...visitors: string[]) =>
  visitors.map((visitorId) => ({ experimentKey, visitorId, variation }));
const entry = (subscriptionId: string, subtype: string, extra: Record<string, unknown> = {}) => ({
  type: extra.type ?? 'stripe',
  subtype,
  subscriptionId,
  date: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const carried = (visitorId: string, experiments: Record<string, string>) => ({
  visitorId,
  experiments,
});

// Visitors v-0001…v-0004 saw package 0, v-0005…v-0007 package 1; v-0003 and v-0004 bought nothing.
const LOGS: Record<string, unknown> = {
  anna: [
    entry('sub_a', 'purchased', carried('v-0001-aa', { [SPI]: '0', [CS]: 'blue' })),
    entry('sub_a', 'renewed'),
  ],
  ben: { k1: entry('sub_b', 'trial_started', carried('v-0002-bb', { [SPI]: '0' })) },
  cleo: [
    entry('I-PAYPALC', 'purchased', { type: 'paypal', ...carried('v-0005-cc', { [SPI]: '1' }) }),
  ],
  // Never paid: not a purchase, whatever it carried.
  dan: [entry('sub_d', 'pending', carried('v-0006-dd', { [SPI]: '1' }))],
  // Carried the experiment, but its visitor sent no exposure (declined analytics consent).
  eve: [entry('sub_e', 'purchased', carried('v-0099-ee', { [SPI]: '1' }))],
  fay: [
    entry('sub_f', 'pending', carried('v-0007-ff', { [SPI]: '1' })),
    entry('sub_f', 'purchased'),
  ],
};
const stripe = (subscriptionId: string, amount: number, extra: Record<string, unknown> = {}) => ({
  provider: 'stripe',
  subscriptionId,
  amount,
  currency: 'eur',
  ...extra,
});
// anna's renewal (in_2) counts and was refunded; ben won his dispute; PayPal reversed cleo's sale.
const PAYMENTS: Record<string, unknown> = {
  anna: {
    in_1: stripe('sub_a', 1499),
    in_2: stripe('sub_a', 1499, { refunded: 1499 }),
  },
  ben: { in_3: stripe('sub_b', 100, { disputed: 100, disputeStatus: 'won' }) },
  cleo: {
    S1: {
      provider: 'paypal',
      subscriptionId: 'I-PAYPALC',
      amount: 3999,
      currency: 'EUR',
      disputed: 3999,
      disputeStatus: 'reversed',
    },
  },
  eve: { in_5: { provider: 'stripe', subscriptionId: 'sub_e', amount: 1499, currency: 'eur' } },
  fay: { in_6: { provider: 'stripe', subscriptionId: 'sub_f', amount: 1500, currency: 'jpy' } },
};

const input: ExperimentReportInput = {
  exposures: [
    ...exposure(SPI, '0', 'v-0001-aa', 'v-0002-bb', 'v-0003-xx', 'v-0004-xx'),
    ...exposure(SPI, '1', 'v-0005-cc', 'v-0006-dd', 'v-0007-ff'),
    ...exposure(CS, 'original', 'v-0001-aa', 'v-0005-cc'),
    ...exposure(CS, 'blue', 'v-0002-bb', 'v-0003-xx', 'v-0004-xx'),
  ],
  purchases: Object.entries(LOGS).flatMap(([uid, log]) => purchasesOfLog(uid, log)),
  payments: Object.values(PAYMENTS).flatMap(paymentsOfRecord),
};

describe('experimentReport on a known data set (numbers computed by hand)', () => {
  const report = experimentReport(input);

  it('lists the experiments in key order', () => {
    expect(report.map(({ experimentKey }) => experimentKey)).toEqual([CS, SPI]);
  });

  it.each([
    // variation, visitors, buyers, purchases, conversion, Wilson low, high, unexposed
    [SPI, '0', 4, 2, 2, 0.5, 0.15, 0.85, 0],
    [SPI, '1', 3, 2, 2, 0.6667, 0.2077, 0.9385, 1],
    // Joined on the visitor: sub_a counts where v-0001 was exposed ('original'), not as carried.
    [CS, 'blue', 3, 1, 1, 0.3333, 0.0615, 0.7923, 0],
    [CS, 'original', 2, 2, 2, 1, 0.3424, 1, 0],
  ] as const)(
    '%s %s: %i visitors, %i buyers, %i purchases',
    (key, variation, visitors, buyers, purchases, conversion, low, high, unexposed) => {
      const row = report
        .find(({ experimentKey }) => experimentKey === key)
        ?.rows.find((candidate) => candidate.variation === variation);
      expect(row).toMatchObject({ visitors, buyers, purchases, unexposedPurchases: unexposed });
      expect(row?.conversion).toBeCloseTo(conversion, 3);
      expect(row?.interval?.low).toBeCloseTo(low, 3);
      expect(row?.interval?.high).toBeCloseTo(high, 3);
    },
  );

  it.each([
    // gross (renewals included), refunded, disputed (not won), revenue = gross - both
    [SPI, '0', { eur: 3098 }, { eur: 1499 }, {}, { eur: 1599 }],
    [SPI, '1', { eur: 3999, jpy: 1500 }, {}, { eur: 3999 }, { eur: 0, jpy: 1500 }],
    [CS, 'blue', { eur: 100 }, {}, {}, { eur: 100 }],
    [CS, 'original', { eur: 6997 }, { eur: 1499 }, { eur: 3999 }, { eur: 1499 }],
  ] as const)('%s %s: revenue net of refunds and disputes', (key, variation, ...money) => {
    const [gross, refunded, disputed, revenue] = money;
    const row = report
      .find(({ experimentKey }) => experimentKey === key)
      ?.rows.find((candidate) => candidate.variation === variation);
    expect(row).toMatchObject({ gross, refunded, disputed, revenue });
  });

  it('has a row for a variation only purchases without exposure carried', () => {
    const onlyCarried = experimentReport({
      exposures: [],
      purchases: purchasesOfLog('eve', LOGS.eve),
      payments: [],
    });
    expect(onlyCarried).toEqual([
      {
        experimentKey: SPI,
        rows: [
          {
            experimentKey: SPI,
            variation: '1',
            visitors: 0,
            buyers: 0,
            purchases: 0,
            conversion: null,
            interval: null,
            revenue: {},
            gross: {},
            refunded: {},
            disputed: {},
            unexposedPurchases: 1,
          },
        ],
      },
    ]);
  });
});

describe('purchasesOfLog', () => {
  it('counts a subscription once, from its paid start; a pending-only one not at all', () => {
    expect(purchasesOfLog('dan', LOGS.dan)).toEqual([]);
    expect(purchasesOfLog('anna', LOGS.anna)).toEqual([
      {
        uid: 'anna',
        subscriptionId: 'sub_a',
        visitorId: 'v-0001-aa',
        experiments: { [SPI]: '0', [CS]: 'blue' },
      },
    ]);
  });

  it('counts a subscription first seen canceled when money was received for it', () => {
    const log = [
      entry('sub_c', 'pending', { visitorId: 'v-0009-cc', experiments: { [CS]: 'blue' } }),
      entry('sub_c', 'canceled'),
    ];
    expect(purchasesOfLog('cal', log)).toEqual([]);
    expect(purchasesOfLog('cal', log, new Set(['sub_c']))).toEqual([
      {
        uid: 'cal',
        subscriptionId: 'sub_c',
        visitorId: 'v-0009-cc',
        experiments: { [CS]: 'blue' },
      },
    ]);
  });

  it('takes the visitor and experiments from another entry of the subscription if needed', () => {
    expect(purchasesOfLog('fay', LOGS.fay)).toEqual([
      { uid: 'fay', subscriptionId: 'sub_f', visitorId: 'v-0007-ff', experiments: { [SPI]: '1' } },
    ]);
  });

  it('reads encoded experiments and drops malformed ones', () => {
    const log = [
      entry('sub_z', 'purchased', {
        visitorId: 'x',
        experiments: `${CS}:green,bad/key:1`,
      }),
    ];
    expect(purchasesOfLog('zoe', log)).toEqual([
      { uid: 'zoe', subscriptionId: 'sub_z', visitorId: null, experiments: { [CS]: 'green' } },
    ]);
  });
});

describe('paymentsOfRecord', () => {
  it('keeps well-formed payments, the currency in lower case', () => {
    expect(
      paymentsOfRecord({
        a: { subscriptionId: 's', amount: 100, currency: 'EUR' },
        b: { subscriptionId: 's', amount: 1.5, currency: 'eur' },
        c: { subscriptionId: 's', amount: '100', currency: 'eur' },
        d: 'x',
      }),
    ).toEqual([{ subscriptionId: 's', amount: 100, currency: 'eur', refunded: 0, disputed: 0 }]);
  });

  it('takes what was refunded, then what an open or lost dispute took of the rest', () => {
    expect(
      paymentsOfRecord({
        a: { subscriptionId: 's', amount: 2999, currency: 'eur', refunded: 999 },
        b: {
          subscriptionId: 's',
          amount: 2999,
          currency: 'eur',
          refunded: 999,
          disputed: 2999,
          disputeStatus: 'needs_response',
        },
        c: {
          subscriptionId: 's',
          amount: 2999,
          currency: 'eur',
          disputed: 2999,
          disputeStatus: 'won',
        },
      }).map(({ refunded, disputed }) => [refunded, disputed]),
    ).toEqual([
      [999, 0],
      [999, 2000],
      [0, 0],
    ]);
  });
});
