import { describe, expect, it } from 'vitest';
import { addInterval, periodEndAfter } from './subscription.factory.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe("addInterval: Stripe's calendar", () => {
  it.each([
    ['2026-01-31T10:00:00Z', 'month', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00Z', 'month', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-11-29T10:00:00Z', 'month', 3, '2027-02-28T10:00:00.000Z'],
    ['2026-03-31T10:00:00Z', 'month', 1, '2026-04-30T10:00:00.000Z'],
    ['2026-01-15T10:00:00Z', 'month', 1, '2026-02-15T10:00:00.000Z'],
    ['2026-12-31T10:00:00Z', 'month', 2, '2027-02-28T10:00:00.000Z'],
    ['2028-02-29T10:00:00Z', 'year', 1, '2029-02-28T10:00:00.000Z'],
    ['2026-02-28T10:00:00Z', 'day', 1, '2026-03-01T10:00:00.000Z'],
    ['2026-02-26T10:00:00Z', 'week', 1, '2026-03-05T10:00:00.000Z'],
  ] as const)('%s + %s × %i = %s', (start, interval, count, end) => {
    expect(iso(addInterval(at(start), interval, count))).toBe(end);
  });
});

describe('periodEndAfter: periods counted from the billing cycle anchor', () => {
  it('an anchor on 31 January bills 28 February, then 31 March and 30 April (Stripe docs)', () => {
    const anchor = at('2026-01-31T10:00:00Z');
    const ends: string[] = [];
    let start = anchor;
    for (let period = 0; period < 3; period += 1) {
      start = periodEndAfter(anchor, start, 'month', 1);
      ends.push(iso(start));
    }
    expect(ends).toEqual([
      '2026-02-28T10:00:00.000Z',
      '2026-03-31T10:00:00.000Z',
      '2026-04-30T10:00:00.000Z',
    ]);
  });

  it('an anchor on the 29th keeps the 29th after February', () => {
    const anchor = at('2026-11-29T10:00:00Z');
    const february = periodEndAfter(anchor, at('2027-01-29T10:00:00Z'), 'month', 1);
    expect(iso(february)).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(periodEndAfter(anchor, february, 'month', 1))).toBe('2027-03-29T10:00:00.000Z');
  });

  it('a quarterly plan steps three months from the anchor', () => {
    const anchor = at('2026-11-30T10:00:00Z');
    const first = periodEndAfter(anchor, anchor, 'month', 3);
    expect(iso(first)).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(periodEndAfter(anchor, first, 'month', 3))).toBe('2027-05-30T10:00:00.000Z');
  });
});
