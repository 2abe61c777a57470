import { describe, expect, it } from 'vitest';
import {
  PAYPAL_PLAN_SPECS,
  planDescription,
  type PayPalPlanSpec,
} from '../paypal-plans.definition';
import { planPayPalPlans, type ExistingPayPalPlan } from './paypal-sync.plan';

const spec = PAYPAL_PLAN_SPECS.find(
  (plan) => plan.key === 'v8_trialV8_eur_discounted',
) as PayPalPlanSpec;

/** The plan as PayPal would show it for the spec (trial 2.49 for a week, then 29.99 monthly). */
const existing = (changes: Partial<ExistingPayPalPlan> = {}): ExistingPayPalPlan => ({
  id: 'P-1',
  status: 'ACTIVE',
  description: planDescription('v8_trialV8_eur_discounted'),
  billing_cycles: spec.billing_cycles.map((cycle) => ({
    ...cycle,
    pricing_scheme: { version: 1, fixed_price: { ...cycle.pricing_scheme.fixed_price } },
  })),
  ...changes,
});

const withCycle = (index: number, change: object): ExistingPayPalPlan => {
  const plan = existing();
  plan.billing_cycles = plan.billing_cycles.map((cycle, at) =>
    at === index ? { ...cycle, ...change } : cycle,
  );
  return plan;
};

const price = (value: string, currency_code = 'EUR') => ({ fixed_price: { currency_code, value } });

describe('planPayPalPlans', () => {
  it('bills the discounted trial first, then the one-month price', () => {
    expect(spec.billing_cycles.map((cycle) => cycle.pricing_scheme.fixed_price.value)).toEqual([
      '2.49',
      '29.99',
    ]);
  });

  it.each([
    ['no plan', [], { kind: 'create' }],
    [
      'a plan of another key',
      [existing({ description: planDescription('v8_trialV8_eur') })],
      { kind: 'create' },
    ],
    ['a plan not made by the sync', [existing({ description: 'hand-made' })], { kind: 'create' }],
    ['the same plan', [existing()], { kind: 'keep', id: 'P-1' }],
    [
      'the same amount written differently',
      [withCycle(1, { pricing_scheme: price('29.990') })],
      { kind: 'keep' },
    ],
    [
      'another regular amount',
      [withCycle(1, { pricing_scheme: price('24.99') })],
      {
        kind: 'reprice',
        id: 'P-1',
        updates: [{ billing_cycle_sequence: 2, pricing_scheme: price('29.99') }],
      },
    ],
    [
      'another currency',
      [withCycle(0, { pricing_scheme: price('2.49', 'USD') })],
      { kind: 'conflict' },
    ],
    [
      'another period',
      [withCycle(0, { frequency: { interval_unit: 'MONTH', interval_count: 1 } })],
      { kind: 'conflict' },
    ],
    [
      'one cycle fewer',
      [existing({ billing_cycles: existing().billing_cycles.slice(1) })],
      { kind: 'conflict' },
    ],
    [
      'an inactive and an active plan: the active one counts',
      [existing({ id: 'P-old', status: 'INACTIVE' }), existing({ id: 'P-2' })],
      { kind: 'keep', id: 'P-2' },
    ],
  ])('%s', (_case, plans, expected) => {
    expect(planPayPalPlans([spec], plans)).toEqual([expect.objectContaining(expected)]);
  });
});
