import { describe, expect, it } from 'vitest';
import { disclaimerDate } from './disclaimer-date';

describe('disclaimerDate — 7 days ahead', () => {
  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-08T10:00:00.000Z'],
    ['2026-02-25T23:30:00Z', '2026-03-04T23:30:00.000Z'],
    ['2028-02-25T00:00:00Z', '2028-03-03T00:00:00.000Z'],
    ['2026-12-28T12:00:00Z', '2027-01-04T12:00:00.000Z'],
  ])('%s → %s', (now, expected) => {
    expect(disclaimerDate(new Date(now)).toISOString()).toBe(expected);
  });
});
