import { describe, expect, it } from 'vitest';
import { view } from '../testing/subscription-view.fixture';
import { berlinDay, wishIsDue, wishedContractEnd } from './wished-contract-end.rules';

const monthly = view({ current_period_end: Date.parse('2026-12-27T10:00:00Z') / 1000 });
const quarterly = view({
  current_period_end: Date.parse('2027-01-31T10:00:00Z') / 1000,
  plan: { id: 'p', amount: 1, currency: 'eur', interval: 'month', interval_count: 3 },
});
const END_MONTHLY = '2026-12-27T10:00:00.000Z';
const END_QUARTERLY = '2027-01-31T10:00:00.000Z';

describe('wishedContractEnd', () => {
  it.each([
    [
      'no wish: the end of the paid period',
      monthly,
      END_MONTHLY,
      undefined,
      { when: 'period-end', endsAt: END_MONTHLY },
    ],
    [
      'a wish before the period end',
      monthly,
      END_MONTHLY,
      '2026-12-01',
      { when: 'period-end', endsAt: END_MONTHLY },
    ],
    [
      'a wish on the period end day',
      monthly,
      END_MONTHLY,
      '2026-12-27',
      { when: 'period-end', endsAt: END_MONTHLY },
    ],
    [
      'a wish one day later: one renewal',
      monthly,
      END_MONTHLY,
      '2026-12-28',
      {
        when: 'later-period',
        endsAt: '2027-01-27T10:00:00.000Z',
        lastPeriodStartsAt: END_MONTHLY,
        renewals: 1,
      },
    ],
    [
      'a wish two months on',
      monthly,
      END_MONTHLY,
      '2027-02-15',
      {
        when: 'later-period',
        endsAt: '2027-02-27T10:00:00.000Z',
        lastPeriodStartsAt: '2027-01-27T10:00:00.000Z',
        renewals: 2,
      },
    ],
    [
      '3-month periods, the day clamped in shorter months',
      quarterly,
      END_QUARTERLY,
      '2027-03-01',
      {
        when: 'later-period',
        endsAt: '2027-04-30T10:00:00.000Z',
        lastPeriodStartsAt: END_QUARTERLY,
        renewals: 1,
      },
    ],
    [
      'a wish five years ahead (the horizon the API accepts)',
      monthly,
      END_MONTHLY,
      '2031-11-27',
      {
        when: 'later-period',
        endsAt: '2031-11-27T10:00:00.000Z',
        lastPeriodStartsAt: '2031-10-27T10:00:00.000Z',
        renewals: 59,
      },
    ],
  ] as const)('%s', (_name, subscription, currentEnd, wish, expected) => {
    expect(wishedContractEnd(subscription, currentEnd, wish)).toEqual(expected);
  });

  it('ends at the period end when the period length is unknown', () => {
    const odd = view({
      current_period_end: Date.parse(END_MONTHLY) / 1000,
      plan: { id: null, amount: null, currency: null, interval: null, interval_count: null },
    });
    expect(wishedContractEnd(odd, END_MONTHLY, '2027-05-01')).toEqual({
      when: 'period-end',
      endsAt: END_MONTHLY,
    });
  });
});

describe('wishIsDue', () => {
  it.each([
    ['the period ends the day before the wish', '2027-01-26T10:00:00Z', false],
    ['the period ends on the wished day', '2027-01-27T10:00:00Z', true],
    ['the period ends after it', '2027-02-27T10:00:00Z', true],
    ['it ends at 23:30 UTC, the next day in Berlin', '2027-01-26T23:30:00Z', true],
  ])('%s: %s', (_name, end, due) => {
    expect(wishIsDue({ current_period_end: Date.parse(end) / 1000 }, '2027-01-27')).toBe(due);
  });

  it('is never due without a period end', () => {
    expect(wishIsDue({ current_period_end: null }, '2027-01-27')).toBe(false);
  });
});

describe('berlinDay', () => {
  it.each([
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    ['2027-07-31T21:59:59Z', '2027-07-31'],
    ['2027-07-31T22:00:00Z', '2027-08-01'],
  ])('%s is %s in Berlin', (instant, day) => {
    expect(berlinDay(new Date(instant))).toBe(day);
  });
});
