import { describe, expect, it } from 'vitest';
import {
  PAYPAL_PLAN_MAPS,
  PAYPAL_PLANS,
  paypalPlanForPrice,
  paypalPlanIdFor,
  paypalPurchaseFor,
} from './paypal-plan-catalogue';
import { manageStateOf } from '../contract/subscription-state';
import {
  type PayPalSubscription,
  WITHDRAWAL_NOTE_PREFIX,
  toPayPalView,
} from './paypal-subscription';

const now = new Date('2026-03-01T10:00:00Z');
const plan = (id: string) => {
  const entry = PAYPAL_PLANS.get(id);
  if (!entry) throw new Error(`no plan ${id}`);
  return entry;
};
const subscription = (overrides: Partial<PayPalSubscription> = {}): PayPalSubscription => ({
  id: 'I-ABC',
  plan_id: 'P-v8_threeMonthsV8_eur',
  status: 'ACTIVE',
  custom_id: 'uid-1',
  subscriber: { payer_id: 'PAYER1' },
  billing_info: {
    next_billing_time: '2026-06-01T10:00:00Z',
    last_payment: { amount: { value: '59.99', currency_code: 'EUR' } },
  },
  ...overrides,
});

describe('PayPal plan catalogue', () => {
  it('sells a purchase plan as the trial plan (fee first) or the price plan', () => {
    const price = {
      currency: 'eur',
      unit_amount: 2999,
      metadata: { group: 'v8', model: 'oneMonthV8' },
    };
    const trial = {
      currency: 'eur',
      unit_amount: 499,
      metadata: { group: 'v8', model: 'trialV8' },
    };
    expect(paypalPurchaseFor({ price, trial: null, discountPercentage: 0 })).toEqual({
      planId: 'P-v8_oneMonthV8_eur',
      firstPayment: { amount: 2999, currency: 'eur' },
    });
    expect(paypalPurchaseFor({ price, trial, discountPercentage: 0 })).toEqual({
      planId: 'P-v8_trialV8_eur',
      firstPayment: { amount: 499, currency: 'eur' },
    });
    // With the discount: the discounted variant; Stripe rounds the discount (250, 1500).
    expect(paypalPurchaseFor({ price, trial, discountPercentage: 50 })).toEqual({
      planId: 'P-v8_trialV8_eur_discounted',
      firstPayment: { amount: 249, currency: 'eur' },
    });
    expect(paypalPurchaseFor({ price, trial: null, discountPercentage: 50 })).toEqual({
      planId: 'P-v8_oneMonthV8_eur_discounted',
      firstPayment: { amount: 1499, currency: 'eur' },
    });
    // No plan for a discount the group does not have.
    expect(paypalPurchaseFor({ price, trial: null, discountPercentage: 30 })).toBeNull();
    const ebook = { ...price, metadata: { group: 'ebookV1', model: 'ebookV1' } };
    expect(paypalPurchaseFor({ price: ebook, trial: null, discountPercentage: 0 })).toBeNull();
  });

  it('has a plan for every model of v8, v13 and their standard variants in each currency', () => {
    // Standard plans of every price, discounted variants of the v8 and v13 prices.
    expect(PAYPAL_PLANS.size).toBe((5 + 5 + 3 + 3) * 4 + (5 + 3) * 4);
    expect(PAYPAL_PLANS.get('P-v8_standard_oneMonthV8_gbp')).toEqual({
      regular: { amount: 2499, currency: 'gbp', months: 1, sequence: 1 },
      planId: 'P-v8_standard_oneMonthV8_gbp',
      group: 'v8_standard',
      model: 'oneMonthV8',
      currency: 'gbp',
      discountPercentage: 0,
    });
    expect(PAYPAL_PLAN_MAPS.standard.get('v8_oneMonthV8_gbp_standard')?.planId).toBe(
      'P-v8_oneMonthV8_gbp',
    );
    expect(PAYPAL_PLAN_MAPS.discounted.get('v8_oneMonthV8_gbp')?.planId).toBe(
      'P-v8_oneMonthV8_gbp_discounted',
    );
    expect(PAYPAL_PLAN_MAPS.discounted.has('v8_standard_oneMonthV8_gbp')).toBe(false);
  });

  it('finds the plan that sells a catalogue price, and none for prices outside it', () => {
    expect(
      paypalPlanForPrice({ currency: 'usd', metadata: { group: 'v13', model: 'trialV13' } }),
    ).toBe(paypalPlanIdFor('v13', 'trialV13', 'usd'));
    expect(
      paypalPlanForPrice({ currency: 'eur', metadata: { group: 'ebookV1', model: 'ebookV1' } }),
    ).toBeUndefined();
    expect(paypalPlanForPrice({ currency: 'eur', metadata: {} })).toBeUndefined();
  });
});

describe('toPayPalView', () => {
  it('maps an active subscription to the shape the screens read', () => {
    expect(toPayPalView(subscription(), plan('P-v8_threeMonthsV8_eur'), now)).toEqual({
      provider: 'paypal',
      id: 'I-ABC',
      customer: 'PAYER1',
      plan: {
        id: 'P-v8_threeMonthsV8_eur',
        amount: 5999,
        currency: 'eur',
        interval: 'month',
        interval_count: 3,
      },
      trial_end: null,
      metadata: { uid: 'uid-1', model: 'threeMonthsV8', group: 'v8' },
      status: 'active',
      pause_collection: null,
      canceled_at: null,
      current_period_end: Date.parse('2026-06-01T10:00:00Z') / 1000,
      affiliation: null,
      updatedAt: now.toISOString(),
    });
  });

  it('reads the affiliation (spec 02 §3) from the attribution bound with it', () => {
    const bound = { visitorId: 'v-1', urlParams: 'utm_campaign=spring' };
    const view = toPayPalView(subscription(), plan('P-v8_threeMonthsV8_eur'), now, bound);
    expect(view.affiliation).toEqual({ origin: null, urlParams: 'utm_campaign=spring' });
  });

  it.each([
    ['APPROVAL_PENDING', 'incomplete', null],
    ['SUSPENDED', 'active', { behavior: 'void', resumes_at: null }],
    ['EXPIRED', 'canceled', null],
  ])('%s → status %s', (status, expected, pause) => {
    const view = toPayPalView(subscription({ status }), plan('P-v8_threeMonthsV8_eur'), now);
    expect(view.status).toBe(expected);
    expect(view.pause_collection).toEqual(pause);
  });

  // Spec 02 §4.12 on a PayPal view: PayPal's statuses reach the state mapped to Stripe's.
  it.each([
    ['APPROVAL_PENDING', { refused: 'subscription-incomplete' }],
    ['APPROVED', { refused: 'subscription-incomplete' }],
    ['ACTIVE', { state: 'active' }],
    ['SUSPENDED', { state: 'onHold' }],
    ['EXPIRED', { state: 'expired' }],
  ])('%s → %j', (status, expected) => {
    const view = toPayPalView(subscription({ status }), plan('P-v8_threeMonthsV8_eur'), now);
    expect(manageStateOf(view)).toEqual(expected);
  });

  it.each([
    ['no bound metadata', undefined, { uid: 'uid-1', model: 'threeMonthsV8', group: 'v8' }],
    [
      'the binding’s attribution, as Stripe keeps it in its metadata',
      { experiments: 'color-scheme:blue', visitorId: 'visitor-0001', platform: 'web' },
      {
        experiments: 'color-scheme:blue',
        visitorId: 'visitor-0001',
        platform: 'web',
        uid: 'uid-1',
        model: 'threeMonthsV8',
        group: 'v8',
      },
    ],
    [
      'never another uid, model or group than PayPal’s own',
      { uid: 'someone-else', model: 'x', group: 'y' },
      { uid: 'uid-1', model: 'threeMonthsV8', group: 'v8' },
    ],
  ])('metadata with %s', (_, bound, expected) => {
    const view = toPayPalView(subscription(), plan('P-v8_threeMonthsV8_eur'), now, bound);
    expect(view.metadata).toEqual(expected);
  });

  it('treats a trial plan as a trial until the next billing date', () => {
    const view = toPayPalView(
      subscription({ plan_id: 'P-v8_trialV8_eur' }),
      plan('P-v8_trialV8_eur'),
      now,
    );
    expect(view.trial_end).toBe(Date.parse('2026-06-01T10:00:00Z') / 1000);
    expect(view.plan.interval_count).toBe(1);
  });

  it("gives the plan's recurring price, not the trial fee or discounted first payment paid last (as Stripe's plan.amount)", () => {
    const trial = plan('P-v8_trialV8_eur');
    const view = toPayPalView(
      subscription({
        plan_id: 'P-v8_trialV8_eur',
        billing_info: {
          next_billing_time: '2026-03-08T10:00:00Z',
          last_payment: { amount: { value: '1.00', currency_code: 'EUR' } },
        },
      }),
      trial,
      now,
    );
    expect(trial.regular?.amount).toBeGreaterThan(100);
    expect(view.plan).toMatchObject({ amount: trial.regular?.amount, currency: 'eur' });
  });
});

describe('toPayPalView of a CANCELLED subscription (access to the end of the paid cycle)', () => {
  const cancelled = (
    plan_id: string,
    paidAt: string,
    regularCycles: number,
    nextBilling?: string,
  ): PayPalSubscription =>
    subscription({
      plan_id,
      status: 'CANCELLED',
      status_update_time: '2026-02-20T08:00:00Z',
      billing_info: {
        ...(nextBilling ? { next_billing_time: nextBilling } : {}),
        last_payment: { amount: { value: '29.99', currency_code: 'EUR' }, time: paidAt },
        cycle_executions: [
          { tenure_type: 'TRIAL', cycles_completed: 1 },
          { tenure_type: 'REGULAR', cycles_completed: regularCycles },
        ],
      },
    });
  const at = (iso: string) => Date.parse(iso) / 1000;

  it.each([
    // plan, last payment, REGULAR cycles paid, status, current_period_end, manage state (§4.12)
    [
      'P-v8_oneMonthV8_eur',
      '2026-02-15T10:00:00Z',
      1,
      'active',
      '2026-03-15T10:00:00Z',
      'canceled',
    ],
    [
      'P-v8_threeMonthsV8_eur',
      '2026-01-10T10:00:00Z',
      1,
      'active',
      '2026-04-10T10:00:00Z',
      'canceled',
    ],
    [
      'P-v8_oneMonthV8_eur',
      '2026-01-15T10:00:00Z',
      1,
      'canceled',
      '2026-02-15T10:00:00Z',
      'expired',
    ],
    // A trial plan during its paid week: the week; after a paid month: the month.
    ['P-v8_trialV8_eur', '2026-02-27T10:00:00Z', 0, 'active', '2026-03-06T10:00:00Z', 'canceled'],
    ['P-v8_trialV8_eur', '2026-02-20T10:00:00Z', 0, 'canceled', '2026-02-27T10:00:00Z', 'expired'],
    ['P-v8_trialV8_eur', '2026-02-10T10:00:00Z', 1, 'active', '2026-03-10T10:00:00Z', 'canceled'],
  ])(
    '%s paid %s (%i regular) → %s until %s (%s)',
    (planId, paidAt, regular, status, end, state) => {
      const view = toPayPalView(cancelled(planId, paidAt, regular), plan(planId), now);
      expect(view.status).toBe(status);
      expect(view.current_period_end).toBe(at(end));
      expect(view.canceled_at).toBe(at('2026-02-20T08:00:00Z'));
      expect(manageStateOf(view)).toEqual({ state });
    },
  );

  it('uses next_billing_time while PayPal still reports one', () => {
    const planId = 'P-v8_oneMonthV8_eur';
    const view = toPayPalView(
      cancelled(planId, '2026-02-15T10:00:00Z', 1, '2026-03-20T10:00:00Z'),
      plan(planId),
      now,
    );
    expect(view).toMatchObject({
      status: 'active',
      current_period_end: at('2026-03-20T10:00:00Z'),
    });
  });

  it('is canceled at once when nothing was ever paid', () => {
    const view = toPayPalView(
      subscription({ status: 'CANCELLED', billing_info: {} }),
      plan('P-v8_threeMonthsV8_eur'),
      now,
    );
    expect(view).toMatchObject({ status: 'canceled', current_period_end: null });
    expect(view.canceled_at).toBe(Math.floor(now.getTime() / 1000));
  });

  it('ends when it was cancelled for a withdrawal (all it was paid refunded): no paid cycle runs out', () => {
    const planId = 'P-v8_oneMonthV8_eur';
    const view = toPayPalView(
      {
        ...cancelled(planId, '2026-02-15T10:00:00Z', 1),
        status_change_note: `${WITHDRAWAL_NOTE_PREFIX}w_1`,
      },
      plan(planId),
      now,
    );
    expect(view).toMatchObject({
      status: 'canceled',
      current_period_end: at('2026-02-20T08:00:00Z'),
      canceled_at: at('2026-02-20T08:00:00Z'),
    });
    expect(manageStateOf(view)).toEqual({ state: 'expired' });
  });
});

describe('PayPal failed payments in the view', () => {
  const failed = (time: string, extra: Record<string, unknown> = {}) => ({
    amount: { value: '59.99', currency_code: 'EUR' },
    time,
    reason_code: 'PAYMENT_DENIED',
    ...extra,
  });

  it('a payment PayPal is retrying is past_due (the grace rule applies), not a pause', () => {
    const view = toPayPalView(
      subscription({
        billing_info: {
          next_billing_time: '2026-04-01T10:00:00Z',
          last_payment: {
            amount: { value: '59.99', currency_code: 'EUR' },
            time: '2026-01-01T10:00:00Z',
          },
          last_failed_payment: failed('2026-02-28T10:00:00Z', {
            next_payment_retry_time: '2026-03-05T10:00:00Z',
          }),
        },
      }),
      plan('P-v8_threeMonthsV8_eur'),
      now,
    );
    expect(view).toMatchObject({ status: 'past_due', pause_collection: null });
    expect(view.end_reason).toBeUndefined();
  });

  it('a failed payment collected since is active again', () => {
    const view = toPayPalView(
      subscription({
        billing_info: {
          last_payment: {
            amount: { value: '59.99', currency_code: 'EUR' },
            time: '2026-03-01T09:00:00Z',
          },
          last_failed_payment: failed('2026-02-28T10:00:00Z'),
        },
      }),
      plan('P-v8_threeMonthsV8_eur'),
      now,
    );
    expect(view.status).toBe('active');
  });

  it("PayPal's suspension at the failure threshold ends premium with its reason; a merchant's suspend stays a pause", () => {
    const suspended = toPayPalView(
      subscription({
        status: 'SUSPENDED',
        billing_info: {
          failed_payments_count: 3,
          outstanding_balance: { value: '179.97', currency_code: 'EUR' },
          last_failed_payment: failed('2026-02-28T10:00:00Z'),
        },
      }),
      plan('P-v8_threeMonthsV8_eur'),
      now,
    );
    expect(suspended).toMatchObject({
      status: 'unpaid',
      pause_collection: null,
      end_reason: 'payment_failed',
    });
    const paused = toPayPalView(
      subscription({ status: 'SUSPENDED', status_change_note: 'Paused by the subscriber' }),
      plan('P-v8_threeMonthsV8_eur'),
      now,
    );
    expect(paused).toMatchObject({
      status: 'active',
      pause_collection: { behavior: 'void', resumes_at: null },
    });
    expect(manageStateOf(paused)).toEqual({ state: 'onHold' });
    expect(paused.end_reason).toBeUndefined();
  });
});
