import { describe, expect, it } from 'vitest';
import { planMapChecks } from './paypal-plan-map.rules.js';

const outcomes = (checks: ReturnType<typeof planMapChecks>) => checks.map(({ outcome }) => outcome);

describe('planMapChecks', () => {
  it.each([
    ['no map: PayPal sells nothing yet', null, true, ['warn']],
    [
      "PayPal's ids, uploaded",
      { plans: { v8_oneMonthV8_eur: 'P-5ML4271244454362WXNWU5NQ' } },
      true,
      ['ok'],
    ],
    ["the emulator's ids", { plans: { v8_oneMonthV8_eur: 'P-v8_oneMonthV8_eur' } }, true, ['fail']],
    [
      'not in the built functions',
      { plans: { v8_oneMonthV8_eur: 'P-5ML4271244454362WXNWU5NQ' } },
      false,
      ['ok', 'fail'],
    ],
  ])('%s', (_name, map, uploaded, expected) => {
    expect(outcomes(planMapChecks('fastwell-prod', map, uploaded))).toEqual(expected);
  });

  it('names the command that writes the map', () => {
    expect(planMapChecks('fastwell-prod', null, true)[0]?.text).toContain(
      'CATALOGUE_PROJECT=fastwell-prod npm run catalogue:sync',
    );
  });
});
