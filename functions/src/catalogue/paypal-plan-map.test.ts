import { describe, expect, it } from 'vitest';
import { planMapsFrom } from '../domain/paypal-plan-catalogue';
import { LOCAL_PROJECT_ID, loadPlanMap, parsePlanMap } from './paypal-plan-map';

describe('the price → PayPal plan map (configuration written by catalogue:sync)', () => {
  it('takes the plan ids from the map, whatever PayPal named them', () => {
    const maps = planMapsFrom({
      v8_oneMonthV8_eur: 'P-5ML4271244454362WXNWU5NQ',
      v8_oneMonthV8_eur_discounted: 'P-0NJ10521L3680291SOAQIVTQ',
    });
    expect(maps.standard.get('v8_oneMonthV8_eur_standard')).toEqual({
      planId: 'P-5ML4271244454362WXNWU5NQ',
      group: 'v8',
      model: 'oneMonthV8',
      currency: 'eur',
      discountPercentage: 0,
      regular: { amount: 2999, currency: 'eur', months: 1, sequence: 1 },
    });
    // The discounted plan's first payment is halved; its regular cycles charge the full price.
    expect(maps.discounted.get('v8_oneMonthV8_eur')).toMatchObject({
      planId: 'P-0NJ10521L3680291SOAQIVTQ',
      discountPercentage: 50,
      regular: { amount: 2999, currency: 'eur', months: 1, sequence: 2 },
    });
  });

  it('sells no price whose plan is missing, and ignores keys outside the catalogue', () => {
    const maps = planMapsFrom({ v8_oneMonthV8_eur: 'P-A', ebookV1_ebookV1_eur: 'P-B', x: 'P-C' });
    expect([...maps.standard.keys()]).toEqual(['v8_oneMonthV8_eur_standard']);
    expect(maps.discounted.size).toBe(0);
  });

  it.each([
    [{ plans: {} }],
    [{ productId: 'PROD-FASTWELL', plans: { v8_oneMonthV8_eur: '' } }],
    [{ productId: 'PROD-FASTWELL', plans: ['P-A'] }],
  ])('refuses a malformed map file %j', (input) => {
    expect(() => parsePlanMap(input)).toThrow();
  });

  it('reads the map of the running project; a project without one sells nothing through PayPal', () => {
    expect(loadPlanMap(LOCAL_PROJECT_ID)?.plans.v8_oneMonthV8_eur).toBe('P-v8_oneMonthV8_eur');
    expect(loadPlanMap('fastwell-prod-never-synced')).toBeNull();
  });
});
