import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findCataloguePriceById } from '../../functions/src/catalogue/catalogue.definition.js';
import {
  computeExperimentsReport,
  FileDatabaseAdapter,
  formatReportText,
} from '../../functions/src/tooling.js';
import { DEMO_USERS, type DemoState } from './demo-users.js';
import { seedTree } from './seed-data.js';
import { seedExperiments, type PaymentSource } from './seed-experiments.js';
import type { SeededUser } from './seed-demo-users.js';

const amountOf = (model: string): number =>
  findCataloguePriceById(`price_v8_standard_${model}_eur`)?.unitAmount ?? Number.NaN;

/** What each demo purchase leaves in the iapLog (as the API writes it) and its first invoice. */
const BOUGHT: Partial<Record<DemoState, { subtypes: string[]; model: string; paypal?: true }>> = {
  anonymousSubscribed: { subtypes: ['pending', 'purchased'], model: 'oneMonthV8' },
  trialing: { subtypes: ['pending', 'trial_started'], model: 'trialV8' },
  activeOneMonth: { subtypes: ['pending', 'purchased'], model: 'oneMonthV8' },
  activeThreeMonths: { subtypes: ['pending', 'purchased'], model: 'threeMonthsV8' },
  // Changed at Stripe before the API first observed them: no 'purchased' entry (npm start's log).
  canceledAtPeriodEnd: { subtypes: ['pending', 'canceled'], model: 'oneMonthV8' },
  expired: { subtypes: ['pending', 'expired'], model: 'oneMonthV8' },
  paused: { subtypes: ['paused'], model: 'oneMonthV8' },
  paypal: { subtypes: ['purchased'], model: 'threeMonthsV8', paypal: true },
};
const subscriptionOf = (state: DemoState): string =>
  BOUGHT[state]?.paypal ? 'I-DEMOPAYPAL' : `sub_demo_${state}`;

const users: SeededUser[] = DEMO_USERS.map((user) => ({ ...user, uid: `uid-${user.state}` }));

/** A freshly seeded database: the seed tree and the demo users' records the API wrote. */
function seededTree() {
  const tree = seedTree() as { users: Record<string, unknown> };
  for (const { state, uid } of users) {
    const bought = BOUGHT[state];
    if (!bought) continue;
    tree.users[uid] = {
      email: `${state}@demo.fastwell.test`,
      iapLog: bought.subtypes.map((subtype, i) => ({
        type: bought.paypal ? 'paypal' : 'stripe',
        subtype,
        subscriptionId: subscriptionOf(state),
        date: `2026-11-26T10:0${i}:00.000Z`,
      })),
    };
  }
  return tree;
}

/** The first invoice of each demo subscription, at the catalogue's price. */
const payments: PaymentSource = async (provider, subscriptionId) => {
  const state = users.find(({ state }) => subscriptionOf(state) === subscriptionId)?.state;
  const bought = state ? BOUGHT[state] : undefined;
  if (!bought || (provider === 'paypal') !== Boolean(bought.paypal)) return [];
  const id = provider === 'paypal' ? `SALE-${state}` : `in_${state}`;
  const amount = amountOf(bought.model);
  return [{ paymentId: id, amount, currency: 'eur', paidAt: '2026-11-26T10:01:00.000Z' }];
};

let dir: string;
let database: FileDatabaseAdapter;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fastwell-seed-'));
  await writeFile(join(dir, 'db.json'), JSON.stringify(seededTree()));
  database = new FileDatabaseAdapter(join(dir, 'db.json'));
  await seedExperiments(users, database, payments, new Date('2026-11-27T00:00:00.000Z'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the demo experiments on a freshly seeded database', () => {
  it('uses the catalogue prices the demo users pay', () => {
    expect([amountOf('trialV8'), amountOf('oneMonthV8'), amountOf('threeMonthsV8')]).toEqual([
      499, 2999, 5999,
    ]);
  });

  // 21 browsers (i even: package 0, 11 of them; colours by i % 3, 7 each) plus 4 exposed buyers:
  // package 0: 1 month as a guest (29.99) and 1 month (29.99); package 1: the trial (fee 4.99)
  // and PayPal 3 months (59.99); the 3-month card buyer (1, blue) sent no exposure.
  it.each([
    // key, variation, visitors, buyers, conversion, Wilson low, high, EUR cents, unexposed
    ['selected-package-index', '0', 13, 2, 0.1538, 0.0433, 0.4223, 5998, 0],
    ['selected-package-index', '1', 12, 2, 0.1667, 0.047, 0.448, 6498, 1],
    ['color-scheme', 'blue', 8, 1, 0.125, 0.0224, 0.4709, 2999, 1],
    ['color-scheme', 'green', 9, 2, 0.2222, 0.0632, 0.5474, 8998, 0],
    ['color-scheme', 'original', 8, 1, 0.125, 0.0224, 0.4709, 499, 0],
  ] as const)(
    '%s %s: %i visitors, %i buyers',
    async (key, variation, visitors, buyers, conversion, low, high, eur, unexposed) => {
      const report = await computeExperimentsReport(database);
      const row = report
        .find(({ experimentKey }) => experimentKey === key)
        ?.rows.find((candidate) => candidate.variation === variation);
      expect(row).toMatchObject({
        visitors,
        buyers,
        purchases: buyers,
        revenue: { eur },
        unexposedPurchases: unexposed,
      });
      expect(row?.conversion).toBeCloseTo(conversion, 3);
      expect(row?.interval?.low).toBeCloseTo(low, 3);
      expect(row?.interval?.high).toBeCloseTo(high, 3);
    },
  );

  it('prints the expected table', async () => {
    const text = formatReportText(await computeExperimentsReport(database));
    expect(text.split('\n').slice(2)).toEqual([
      '',
      'color-scheme',
      '  variation  visitors  buyers  purchases  conversion  95% interval  revenue',
      '  blue              8       1          1       12.5%  2.2% – 47.1%  EUR 29.99',
      '  green             9       2          2       22.2%  6.3% – 54.7%  EUR 89.98',
      '  original          8       1          1       12.5%  2.2% – 47.1%  EUR 4.99',
      '  purchases that carried this experiment without a recorded exposure (not counted above; e.g. analytics consent declined): 1 (blue: 1)',
      '',
      'selected-package-index',
      '  variation  visitors  buyers  purchases  conversion  95% interval  revenue',
      '  0                13       2          2       15.4%  4.3% – 42.2%  EUR 59.98',
      '  1                12       2          2       16.7%  4.7% – 44.8%  EUR 64.98',
      '  purchases that carried this experiment without a recorded exposure (not counted above; e.g. analytics consent declined): 1 (1: 1)',
    ]);
  });

  it('keeps the demo users’ records: only the purchase’s entries gain the visitor and tests', async () => {
    const log = (await database.get('users/uid-paused/iapLog')) as Record<string, unknown>[];
    expect(log.map((entry) => entry.subtype)).toEqual(['paused']);
    expect(log.some((entry) => 'experiments' in entry)).toBe(false);
    const paypal = await database.get('users/uid-paypal');
    expect(paypal).toMatchObject({
      iapLog: [{ subtype: 'purchased', visitorId: 'demo-buyer-paypal' }],
      payments: {
        'SALE-paypal': { provider: 'paypal', subscriptionId: 'I-DEMOPAYPAL', amount: 5999 },
      },
    });
  });
});
