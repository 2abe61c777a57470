import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@fastwell/contract/calendar';
import { pauseResumeDates, specialOfferEnd } from './manage-dates';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('manage dates', () => {
  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-05', 2, '2027-02-05'],
  ])('%s plus %i month(s) is %s', (from, months, expected) => {
    expect(addCalendarMonths(day(from), months).toISOString().slice(0, 10)).toBe(expected);
  });

  it('gives each pause length its resume date', () => {
    const dates = pauseResumeDates(day('2026-11-22'));
    expect(Object.values(dates).map((date) => date.toISOString().slice(0, 10))).toEqual([
      '2026-12-22',
      '2027-01-22',
      '2027-02-22',
    ]);
  });

  it('ends the special offer after one or three months', () => {
    expect(specialOfferEnd(day('2026-11-22'), 'oneMonth').toISOString().slice(0, 10)).toBe(
      '2026-12-22',
    );
    expect(specialOfferEnd(day('2026-11-22'), 'threeMonths').toISOString().slice(0, 10)).toBe(
      '2027-02-22',
    );
  });
});
