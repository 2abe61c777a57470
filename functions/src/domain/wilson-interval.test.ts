import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson-interval';

// Each line computed by hand from the formula with z = 1.96: centre = (p + z²/2n) / (1 + z²/n),
// half = z/(1 + z²/n) · √(p(1−p)/n + z²/4n²).
describe('wilsonInterval (95%)', () => {
  it.each([
    [2, 4, 0.15, 0.85],
    [2, 3, 0.2077, 0.9385],
    [1, 3, 0.0615, 0.7923],
    [0, 3, 0, 0.5615],
    [1, 1, 0.2065, 1],
    [3, 10, 0.1078, 0.6032],
  ])('%i of %i → [%f, %f]', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval?.low).toBeCloseTo(low, 3);
    expect(interval?.high).toBeCloseTo(high, 3);
  });

  it('has no interval without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
