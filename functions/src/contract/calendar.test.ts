import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './calendar';

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:20:30Z', 1, '2026-02-15T10:20:30.000Z'],
    ['2026-01-31T08:00:00Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-03-31T00:00:00Z', 3, '2026-06-30T00:00:00.000Z'],
    ['2026-11-30T23:59:59Z', 2, '2027-01-30T23:59:59.000Z'],
    ['2026-12-31T12:00:00Z', 2, '2027-02-28T12:00:00.000Z'],
    ['2026-05-31T12:00:00Z', 0, '2026-05-31T12:00:00.000Z'],
  ])('%s + %i months = %s (the day clamped to the month’s last)', (from, months, expected) => {
    expect(addCalendarMonths(new Date(from), months).toISOString()).toBe(expected);
  });

  it('drops milliseconds', () => {
    expect(addCalendarMonths(new Date('2026-01-15T10:20:30.900Z'), 1).toISOString()).toBe(
      '2026-02-15T10:20:30.000Z',
    );
  });
});
