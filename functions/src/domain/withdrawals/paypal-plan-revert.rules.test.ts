import { describe, expect, it } from 'vitest';
import type { PayPalFacts, PlanRevertFacts } from './paypal-plan-revert.rules';
import { nextPlanRevertStep, standardPlanFor } from './paypal-plan-revert.rules';

const HOUR = 3600 * 1000;
const deadline = '2026-12-20T10:00:00.000Z';
const before = (ms: number) => new Date(Date.parse(deadline) - ms);
const revert: PlanRevertFacts = { firstChargeAt: deadline, keptPlanId: 'P-month' };
const upsold: PayPalFacts = {
  planId: 'P-six',
  status: 'ACTIVE',
  cyclesBilledOnPlan: 0,
  lastPaymentAt: '2026-11-20T10:00:00.000Z',
};
const kept = { ...upsold, planId: 'P-month' };

describe('nextPlanRevertStep', () => {
  it.each([
    ['the buyer consented', revert, kept, 10 * 24 * HOUR, 'confirmed'],
    ['consented after the deadline, nothing billed', revert, kept, -HOUR, 'confirmed'],
    [
      'consented, and the kept plan billed since',
      revert,
      { ...kept, cyclesBilledOnPlan: 1, lastPaymentAt: '2026-12-20T10:05:00.000Z' },
      -HOUR,
      'confirmed',
    ],
    [
      'consented after PayPal billed the withdrawn plan',
      revert,
      { ...kept, lastPaymentAt: '2026-12-20T10:05:00.000Z' },
      -HOUR,
      'end',
    ],
    ['ten days left', revert, upsold, 10 * 24 * HOUR, 'wait'],
    ['three days left: reminded', revert, upsold, 72 * HOUR, 'remind'],
    [
      'three days left, reminded already',
      { ...revert, remindedAt: 'x' },
      upsold,
      71 * HOUR,
      'wait',
    ],
    ['three hours left', { ...revert, remindedAt: 'x' }, upsold, 3 * HOUR, 'wait'],
    ['two hours left: ended', { ...revert, remindedAt: 'x' }, upsold, 2 * HOUR, 'end'],
    ['past the deadline, never reminded', revert, upsold, -HOUR, 'end'],
    [
      'PayPal billed the withdrawn plan',
      revert,
      { ...upsold, cyclesBilledOnPlan: 1 },
      10 * 24 * HOUR,
      'end',
    ],
    ['cancelled at PayPal', revert, { ...upsold, status: 'CANCELLED' }, 10 * 24 * HOUR, 'end'],
    ['paused by its owner', revert, { ...upsold, status: 'SUSPENDED' }, 10 * 24 * HOUR, 'wait'],
    ['no deadline known', { ...revert, firstChargeAt: '' }, upsold, 0, 'end'],
  ] as const)('%s', (_name, facts, atPayPal, left, step) => {
    expect(nextPlanRevertStep(facts, atPayPal, before(left))).toBe(step);
  });
});

describe('standardPlanFor', () => {
  it.each([
    ['the standard plan itself', 'P-v8_oneMonthV8_eur', 'P-v8_oneMonthV8_eur'],
    ['a first-payment discount', 'P-v8_oneMonthV8_eur_discounted', 'P-v8_oneMonthV8_eur'],
    ['a trial: the monthly plan it renews as', 'P-v8_trialV8_eur', 'P-v8_oneMonthV8_eur'],
    ['a discounted trial', 'P-v8_trialV8_eur_discounted', 'P-v8_oneMonthV8_eur'],
    ['three months', 'P-v8_threeMonthsV8_eur_discounted', 'P-v8_threeMonthsV8_eur'],
    ['not a Fastwell plan', 'P-unknown', null],
  ])('%s', (_name, bought, kept) => {
    expect(standardPlanFor(bought)).toBe(kept);
  });
});
