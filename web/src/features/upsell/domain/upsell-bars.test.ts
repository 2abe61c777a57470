import { describe, expect, it } from 'vitest';
import { upsellBarHeights, upsellDiscountPercent } from './upsell-bars';

describe('upsellBarHeights (175 px, at least 60)', () => {
  it.each([
    [98.65, 49.31, { current: 175, upsell: 87 }],
    [65.78, 40.17, { current: 175, upsell: 107 }],
    [100, 100, { current: 175, upsell: 175 }],
    [100, 20, { current: 175, upsell: 60 }],
    [100, 34.28, { current: 175, upsell: 60 }],
    [100, 34.29, { current: 175, upsell: 60 }],
    [100, 34.3, { current: 175, upsell: 60 }],
    [100, 35, { current: 175, upsell: 61 }],
    [50, 100, { current: 88, upsell: 175 }],
    [100, 1, { current: 175, upsell: 60 }],
    [0, 50, { current: 60, upsell: 175 }],
    [Number.NaN, 50, { current: 60, upsell: 175 }],
    [0, 0, { current: 60, upsell: 60 }],
  ])('per day %s vs %s → %j', (current, upsell, expected) => {
    expect(upsellBarHeights(current, upsell)).toEqual(expected);
  });
});

describe('upsellDiscountPercent', () => {
  it.each([
    [2999 / 30.4, 8999 / 182.5, 50],
    [5999 / 91.2, 10999 / 273.8, 39],
    [2999 / 30.4, 5999 / 91.2, 33],
    [100, 100, 0],
    [100, 120, 0],
    [0, 50, 0],
  ])('per day %s → %s saves %s %%', (current, upsell, expected) => {
    expect(upsellDiscountPercent(current, upsell)).toBe(expected);
  });
});
