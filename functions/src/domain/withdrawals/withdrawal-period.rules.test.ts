import { describe, expect, it } from 'vitest';
import { withdrawalOutcome, withdrawalPeriodEnd } from './withdrawal-period.rules';

describe('withdrawalPeriodEnd', () => {
  it.each([
    // Concluded on 1 December (Berlin): the period runs 2–15 December, ends at midnight into the 16th.
    ['2026-12-01T09:30:00.000Z', '2026-12-15T23:00:00.000Z'],
    // 23:30 UTC on 1 December is already 2 December in Berlin.
    ['2026-12-01T23:30:00.000Z', '2026-12-16T23:00:00.000Z'],
    // Summer time: midnight in Berlin is 22:00 UTC.
    ['2026-07-01T09:30:00.000Z', '2026-07-15T22:00:00.000Z'],
    // The period crosses the change to winter time (25 October 2026).
    ['2026-10-20T09:30:00.000Z', '2026-11-03T23:00:00.000Z'],
  ])('concluded %s: ends %s', (concludedAt, end) => {
    expect(withdrawalPeriodEnd(concludedAt)).toBe(end);
  });
});

describe('withdrawalOutcome', () => {
  const concludedAt = '2026-12-01T09:30:00.000Z';
  it.each([
    [
      'a subscription the same day',
      'subscription',
      undefined,
      '2026-12-01T10:00:00.000Z',
      'withdrawn',
    ],
    [
      'on the last minute of the 14th day',
      'subscription',
      undefined,
      '2026-12-15T22:59:59.000Z',
      'withdrawn',
    ],
    ['at midnight after it', 'upsell', undefined, '2026-12-15T23:00:00.000Z', 'period-ended'],
    ['an e-book without the waiver', 'ebook', undefined, '2026-12-02T10:00:00.000Z', 'withdrawn'],
    [
      'an e-book with the waiver',
      'ebook',
      '2026-12-01T09:29:00.000Z',
      '2026-12-02T10:00:00.000Z',
      'waived',
    ],
    [
      'an e-book with the waiver, late',
      'ebook',
      '2026-12-01T09:29:00.000Z',
      '2027-01-02T10:00:00.000Z',
      'waived',
    ],
  ] as const)('%s', (_case, kind, ebookWaiverAcceptedAt, receivedAt, outcome) => {
    expect(
      withdrawalOutcome(
        { kind, concludedAt, ...(ebookWaiverAcceptedAt ? { ebookWaiverAcceptedAt } : {}) },
        receivedAt,
      ),
    ).toBe(outcome);
  });
});
