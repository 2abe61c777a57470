import { describe, expect, it } from 'vitest';
import {
  addMonths,
  defaultOccasionDate,
  isOccasionDateAllowed,
  parseIsoDate,
  toIsoDate,
} from './occasion-date';

const day = (iso: string) => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(iso);
  return date;
};

describe('special occasion date', () => {
  it.each([
    ['2026-01-15', '2026-04-15'],
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2026-05-31', '2026-08-31'],
    ['2026-03-31', '2026-06-30'],
  ])('defaults %s to %s', (today, expected) => {
    expect(defaultOccasionDate(day(today))).toBe(expected);
  });

  it('keeps the time of day out of it', () => {
    expect(defaultOccasionDate(new Date(2026, 0, 15, 23, 59))).toBe('2026-04-15');
    expect(toIsoDate(addMonths(new Date(2026, 0, 31), 1))).toBe('2026-02-28');
  });

  it.each([
    ['2026-06-09', false],
    ['2026-06-10', true],
    ['2026-06-11', true],
    ['2030-01-01', true],
    ['2026-02-30', false],
    ['2026-6-11', false],
    ['', false],
  ])('%j allowed on 2026-06-10: %s', (value, allowed) => {
    expect(isOccasionDateAllowed(value, new Date(2026, 5, 10, 18, 0))).toBe(allowed);
  });
});
