import { describe, expect, it } from 'vitest';
import { choosePackage } from './funnel-session.js';
import { objectIds, usersOf } from './provider-snapshot.js';

describe('usersOf', () => {
  it('reads each record’s subscription (provider, id, status) and tolerates records without one', () => {
    expect(
      usersOf({
        users: {
          a: { subscription: { provider: 'stripe', id: 'sub_1', status: 'active', plan: {} } },
          b: { personal: { gender: 'f' } },
          c: { subscription: { id: 'sub_2' } },
        },
        webhookEvents: {},
      }),
    ).toEqual({
      a: { subscription: { provider: 'stripe', id: 'sub_1', status: 'active' } },
      b: { subscription: null },
      c: { subscription: null },
    });
    expect(usersOf({})).toEqual({});
  });

  it('objectIds lists every provider object', () => {
    expect(
      objectIds({
        customers: [{ id: 'cus_1', uid: null }],
        subscriptions: [{ id: 'sub_1', customer: 'cus_1', uid: null, status: 'active' }],
        charges: [
          { id: 'pi_1', customer: null, status: 'succeeded', amount: 1, subscription: null },
        ],
        paypal: [{ id: 'I-1', uid: null, status: 'ACTIVE', paid: true }],
        users: {},
      }),
    ).toEqual(new Set(['cus_1', 'sub_1', 'pi_1', 'I-1']));
  });
});

describe('choosePackage', () => {
  const price = (id: string, model: string, paypalPlanId?: string) => ({
    id,
    type: 'recurring',
    metadata: { model },
    ...(paypalPlanId ? { paypalPlanId } : {}),
  });
  const prices = [
    price('p_trial', 'trialV8', 'P-trial'),
    price('p_1', 'oneMonthV8', 'P-1'),
    price('p_3', 'threeMonthsV8', 'P-3'),
    price('p_13', 'oneMonthV13'),
  ];

  it.each([
    ['trial', { recurringPriceId: 'p_1', trialPriceId: 'p_trial', paypalPlanId: 'P-trial' }],
    ['oneMonth', { recurringPriceId: 'p_1', paypalPlanId: 'P-1' }],
    ['threeMonths', { recurringPriceId: 'p_3', paypalPlanId: 'P-3' }],
  ] as const)('%s is bought as the web app builds it', (model, expected) => {
    expect(choosePackage(prices, model, 'v8')).toEqual(expected);
  });

  it('a group without the package is an error', () => {
    expect(() => choosePackage(prices, 'threeMonths', 'v13')).toThrow('no threeMonths package');
  });
});
