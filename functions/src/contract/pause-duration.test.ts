import { describe, expect, it } from 'vitest';
import { PAUSE_DURATIONS, PAUSE_MONTHS, pauseMonthsOf, pauseMonthsSchema } from './pause-duration';
import { z } from './zod';

describe('pause durations (spec 02 §4.13, §5)', () => {
  it('the picker names 1, 2 and 3 months', () => {
    expect(PAUSE_DURATIONS.map((duration) => PAUSE_MONTHS[duration])).toEqual([1, 2, 3]);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    ['oneMonth', 1],
    ['twoMonths', 2],
    ['threeMonths', 3],
  ])('%j is %i months, and the pause call accepts it', (value, months) => {
    expect(pauseMonthsOf(value)).toBe(months);
    expect(z.safeParse(pauseMonthsSchema, value).success).toBe(true);
  });

  it.each([
    0,
    4,
    -1,
    1.5,
    '1',
    'fourMonths',
    'constructor',
    'toString',
    null,
    undefined,
    true,
    [1],
    {},
  ])('%j is no pause, and the pause call refuses it', (value) => {
    expect(pauseMonthsOf(value)).toBeNull();
    expect(z.safeParse(pauseMonthsSchema, value).success).toBe(false);
  });
});
