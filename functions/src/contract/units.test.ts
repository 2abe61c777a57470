import { describe, expect, it } from 'vitest';
import { CM_PER_FOOT, CM_PER_INCH, KG_PER_LB } from './units';

describe('units', () => {
  it('uses the international pound and inch', () => {
    expect(KG_PER_LB).toBe(0.45359237);
    expect(CM_PER_INCH).toBe(2.54);
    expect(12 * CM_PER_INCH).toBeCloseTo(CM_PER_FOOT, 12);
  });

  it('converts 150 lb and 5 ft 9 in as the profile does', () => {
    expect(Math.round(150 * KG_PER_LB * 10) / 10).toBe(68);
    expect(Math.round((5 * CM_PER_FOOT + 9 * CM_PER_INCH) * 10) / 10).toBe(175.3);
  });
});
