import { describe, expect, it } from 'vitest';
import { type PlanPeriod, durationType, durationTypeOfView } from './duration-type';

const now = new Date('2026-05-01T00:00:00Z');
const seconds = now.getTime() / 1000;
const monthly = (intervalCount: number | null, extra: Partial<PlanPeriod> = {}): PlanPeriod => ({
  trialEnd: null,
  interval: 'month',
  intervalCount,
  ...extra,
});

describe('durationType (spec 02 §4.10)', () => {
  it.each<[string, PlanPeriod, ReturnType<typeof durationType>]>([
    ['a trial ending later', monthly(1, { trialEnd: seconds + 1 }), 'trial'],
    ['a trial of any plan', monthly(12, { trialEnd: seconds + 3600 }), 'trial'],
    ['a trial that ended now', monthly(3, { trialEnd: seconds }), 'threeMonths'],
    ['a trial that ended', monthly(1, { trialEnd: seconds - 1 }), 'oneMonth'],
    ['1 month', monthly(1), 'oneMonth'],
    ['3 months', monthly(3), 'threeMonths'],
    ['6 months', monthly(6), 'sixMonths'],
    ['9 months', monthly(9), 'nineMonths'],
    ['2 months', monthly(2), null],
    ['12 months', monthly(12), null],
    ['no count', monthly(null), null],
    ['a week', monthly(1, { interval: 'week' }), null],
    ['a year', monthly(1, { interval: 'year' }), null],
    ['no interval', monthly(1, { interval: null }), null],
  ])('%s → %s', (_name, plan, expected) => {
    expect(durationType(plan, now)).toBe(expected);
  });

  it('reads a subscription view’s trial_end and plan', () => {
    const plan = { id: null, amount: null, currency: null, interval: 'month', interval_count: 6 };
    expect(durationTypeOfView({ trial_end: null, plan }, now)).toBe('sixMonths');
    expect(durationTypeOfView({ trial_end: seconds + 60, plan }, now)).toBe('trial');
  });
});
