import { describe, expect, it } from 'vitest';
import {
  type PayPalBinding,
  START_TIME_TOLERANCE_MS,
  judgeBoundSubscription,
} from './paypal-binding.rules';
import { minorUnits } from './amounts.rules';
import type { PayPalSubscription } from './paypal-subscription';

const now = new Date('2026-11-21T12:00:00Z');
const binding: PayPalBinding = {
  uid: 'uid-1',
  planId: 'P-v8_oneMonthV8_eur',
  firstPayment: { amount: 2999, currency: 'eur' },
  createdAt: '2026-11-21T11:59:00Z',
};
const cycles = (completed: number) => [{ sequence: 1, cycles_completed: completed }];
const active = (overrides: Partial<PayPalSubscription> = {}): PayPalSubscription => ({
  id: 'I-ABC',
  plan_id: 'P-v8_oneMonthV8_eur',
  status: 'ACTIVE',
  custom_id: 'uid-1',
  plan_overridden: false,
  start_time: '2026-11-21T11:59:30Z',
  billing_info: {
    cycle_executions: cycles(1),
    last_payment: { amount: { value: '29.99', currency_code: 'EUR' } },
  },
  ...overrides,
});
const paid = (value: string, currency_code = 'EUR', completed = 1) => ({
  billing_info: {
    cycle_executions: cycles(completed),
    last_payment: { amount: { value, currency_code } },
  },
});
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('judgeBoundSubscription', () => {
  it('accepts the server-created subscription, paid the catalogue amount, for the bound user', () => {
    expect(judgeBoundSubscription(active(), binding, now)).toEqual({
      accepted: true,
      uid: 'uid-1',
    });
  });

  it.each<[string, Partial<PayPalSubscription>, PayPalBinding | null, string]>([
    ['no binding', {}, null, 'not-found'],
    ['custom_id of another user', { custom_id: 'uid-2' }, binding, 'paypal-binding-mismatch'],
    ['no custom_id', { custom_id: undefined }, binding, 'paypal-binding-mismatch'],
    ['a plan outside the catalogue', { plan_id: 'P-CHEAP' }, binding, 'unknown-paypal-plan'],
    [
      'another catalogue plan than the bound one',
      { plan_id: 'P-v8_trialV8_eur' },
      binding,
      'unknown-paypal-plan',
    ],
    ['plan_overridden', { plan_overridden: true }, binding, 'paypal-plan-overridden'],
    [
      'a start beyond the tolerance',
      { start_time: later(START_TIME_TOLERANCE_MS + 1000) },
      binding,
      'paypal-future-start',
    ],
    ['active with no payment', { billing_info: {} }, binding, 'paypal-not-paid'],
    [
      'a setup fee paid, no cycle (future start)',
      paid('29.99', 'EUR', 0),
      binding,
      'paypal-not-paid',
    ],
    ['a cent less', paid('29.98'), binding, 'paypal-amount-mismatch'],
    ['0.01', paid('0.01'), binding, 'paypal-amount-mismatch'],
    ['another currency', paid('29.99', 'USD'), binding, 'paypal-amount-mismatch'],
    ['another currency on a renewal', paid('29.99', 'GBP', 3), binding, 'paypal-amount-mismatch'],
  ])('refuses %s', (_name, overrides, bound, code) => {
    expect(judgeBoundSubscription(active(overrides), bound, now)).toMatchObject({
      accepted: false,
      code,
    });
  });

  it.each<[string, Partial<PayPalSubscription>]>([
    ['a start within the clock tolerance', { start_time: later(START_TIME_TOLERANCE_MS - 1000) }],
    ['a renewal at the plan price', paid('29.99', 'EUR', 2)],
    ['a suspended, paid subscription', { status: 'SUSPENDED' }],
    [
      'a pending one (nothing paid yet, not live)',
      { status: 'APPROVAL_PENDING', billing_info: {} },
    ],
    ['a cancelled one', { status: 'CANCELLED' }],
    [
      'no cycle_executions but a payment',
      { billing_info: { last_payment: { amount: { value: '29.99', currency_code: 'EUR' } } } },
    ],
  ])('accepts %s', (_name, overrides) => {
    expect(judgeBoundSubscription(active(overrides), binding, now).accepted).toBe(true);
  });

  it('refuses an overridden or another plan also when it is not live', () => {
    const cancelled = { status: 'CANCELLED' };
    expect(
      judgeBoundSubscription(active({ ...cancelled, plan_overridden: true }), binding, now),
    ).toMatchObject({ accepted: false, code: 'paypal-plan-overridden' });
  });

  it("accepts the override the server made itself (the retention offer's lowered price), lowered payments included", () => {
    const offered = { ...binding, cyclePriceChangedAt: '2026-12-01T10:00:00Z' };
    const lowered = active({
      plan_overridden: true,
      billing_info: {
        cycle_executions: cycles(2),
        last_payment: { amount: { value: '14.99', currency_code: 'EUR' } },
      },
    });
    expect(judgeBoundSubscription(lowered, offered, now)).toEqual({ accepted: true, uid: 'uid-1' });
    expect(judgeBoundSubscription(lowered, binding, now)).toMatchObject({
      accepted: false,
      code: 'paypal-plan-overridden',
    });
  });

  it('compares JPY in whole yen', () => {
    const yen = { ...binding, firstPayment: { amount: 4800, currency: 'jpy' } };
    expect(judgeBoundSubscription(active(paid('4800', 'JPY')), yen, now).accepted).toBe(true);
    expect(minorUnits('4800', 'JPY')).toBe(4800);
    expect(minorUnits('29.99', 'EUR')).toBe(2999);
  });
});

describe('judgeBoundSubscription after the upsell (a revision the server asked, spec 02 §4.11)', () => {
  const revisedTo = 'P-v8_sixMonthsV8_eur';
  // PayPal restarts the cycle count on the new plan; the payment made on the old one stays.
  const revised = active({ plan_id: revisedTo, ...paid('29.99', 'EUR', 0) });

  it('accepts the plan the server revised it to, paid on the plan before', () => {
    expect(judgeBoundSubscription(revised, { ...binding, revisedPlanId: revisedTo }, now)).toEqual({
      accepted: true,
      uid: 'uid-1',
    });
  });

  it('still refuses a plan change the server did not ask for', () => {
    expect(judgeBoundSubscription(revised, binding, now)).toMatchObject({ accepted: false });
    const other = { ...binding, revisedPlanId: 'P-v8_nineMonthsV8_eur' };
    expect(judgeBoundSubscription(revised, other, now)).toMatchObject({ accepted: false });
  });

  it('refuses a revised subscription that was never paid', () => {
    const unpaid = active({ plan_id: revisedTo, billing_info: { cycle_executions: cycles(0) } });
    expect(
      judgeBoundSubscription(unpaid, { ...binding, revisedPlanId: revisedTo }, now),
    ).toMatchObject({ accepted: false });
  });
});

describe('judgeBoundSubscription after the upsell was withdrawn alone (issue 36)', () => {
  const revisedTo = 'P-v8_sixMonthsV8_eur';
  const backTo = 'P-v8_oneMonthV8_eur';
  const trialBinding = { ...binding, planId: 'P-v8_trialV8_eur', revisedPlanId: revisedTo };
  const reverting = { ...trialBinding, revertPlanId: backTo };
  // The buyer consented to go back: the standard plan, its cycle count started over once more.
  const reverted = active({ plan_id: backTo, ...paid('29.99', 'EUR', 0) });

  it('accepts the standard plan the server asked PayPal to go back to', () => {
    expect(judgeBoundSubscription(reverted, reverting, now)).toEqual({
      accepted: true,
      uid: 'uid-1',
    });
  });

  it('accepts the upsell plan while the consent is awaited', () => {
    const waiting = active({ plan_id: revisedTo, ...paid('29.99', 'EUR', 0) });
    expect(judgeBoundSubscription(waiting, reverting, now)).toEqual({
      accepted: true,
      uid: 'uid-1',
    });
  });

  it('refuses that plan when the server never asked for it', () => {
    expect(judgeBoundSubscription(reverted, trialBinding, now)).toMatchObject({
      accepted: false,
      code: 'unknown-paypal-plan',
    });
  });
});
