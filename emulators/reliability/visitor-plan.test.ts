import { describe, expect, it } from 'vitest';
import { DEFAULT_MIX, pick, planVisitors, withDiscount } from './visitor-plan.js';

describe('pick', () => {
  it.each([
    [0, 'a'],
    [0.249, 'a'],
    [0.25, 'b'],
    [0.999, 'b'],
  ])('roll %s picks %s from a 1:3 mix', (roll, expected) => {
    expect(pick({ a: 1, b: 3 }, roll)).toBe(expected);
  });
});

describe('planVisitors', () => {
  it('is repeatable: the same seed gives the same visitors, another seed others', () => {
    expect(planVisitors(50, 7)).toEqual(planVisitors(50, 7));
    expect(planVisitors(50, 8)).not.toEqual(planVisitors(50, 7));
  });

  it('follows the mix: about 60% cards, 20% PayPal, 20% Checkout, every scenario present', () => {
    const visitors = planVisitors(500, 20261125);
    const share = (method: string) =>
      visitors.filter((visitor) => visitor.purchase.method === method).length / visitors.length;
    expect(share('card')).toBeGreaterThan(0.53);
    expect(share('card')).toBeLessThan(0.67);
    expect(share('paypal')).toBeGreaterThan(0.14);
    expect(share('checkout')).toBeGreaterThan(0.14);
    const scenarios = new Set(
      visitors.map((visitor) => `${visitor.purchase.method}:${visitor.purchase.scenario}`),
    );
    const expected = [
      ...Object.keys(DEFAULT_MIX.card).map((scenario) => `card:${scenario}`),
      ...Object.keys(DEFAULT_MIX.paypal).map((scenario) => `paypal:${scenario}`),
      ...Object.keys(DEFAULT_MIX.checkout).map((scenario) => `checkout:${scenario}`),
    ];
    expect([...scenarios].sort()).toEqual(expected.sort());
    expect(visitors.map((visitor) => visitor.index)).toEqual(visitors.map((_, index) => index));
    expect(visitors.some((visitor) => visitor.doubleClick)).toBe(true);
    expect(visitors.some((visitor) => visitor.abandonAfterPay)).toBe(true);
  });

  it.each([
    ['v8', true],
    ['v13', true],
    ['v8_standard', false],
  ] as const)('group %s is sold with discount: %s', (group, discount) => {
    expect(withDiscount(group)).toBe(discount);
  });
});
