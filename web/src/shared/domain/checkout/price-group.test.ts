import { describe, expect, it } from 'vitest';
import { isDiscountGranted, priceGroupId } from './price-group';

describe('price group', () => {
  it.each([
    [null, true, 'v8'],
    [null, false, 'v8_standard'],
    ['v13', true, 'v13'],
    ['v13', false, 'v13_standard'],
    ['v13_standard', true, 'v13'],
  ])('stored %s, discount %s → %s', (stored, discount, expected) => {
    expect(priceGroupId(stored, discount)).toBe(expected);
  });
  it('grants the discount by dc=true or the debug flag', () => {
    expect(isDiscountGranted('true', false)).toBe(true);
    expect(isDiscountGranted('false', false)).toBe(false);
    expect(isDiscountGranted(null, true)).toBe(true);
  });
});
