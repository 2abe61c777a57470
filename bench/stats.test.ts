import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('stats', () => {
  it('median of odd and even counts, NaN for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('percentile by nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([5, 1, 9, 3, 7, 2, 8, 4, 6, 10], 95)).toBe(10);
  });
});
