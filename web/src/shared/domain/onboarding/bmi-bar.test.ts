import { describe, expect, it } from 'vitest';
import { BMI_BAR, bmiBandIndex, bmiMarkerPercent, reinforcementVariant } from './bmi-bar';

describe('bmi bar', () => {
  it.each([
    [5, 5],
    [10, 5],
    [11.5, 5],
    [13, 10],
    [25, 50],
    [37, 90],
    [40, 90],
    [55, 90],
  ])('BMI %s → marker at %s %%', (bmi, percent) => {
    expect(bmiMarkerPercent(bmi)).toBeCloseTo(percent, 10);
  });

  it.each([
    [5, 0],
    [19.99, 0],
    [20, 1],
    [49.9, 1],
    [50, 2],
    [65, 3],
    [84.9, 3],
    [85, 4],
    [90, 4],
  ])('marker %s %% is in band %s', (percent, band) => {
    expect(bmiBandIndex(percent)).toBe(band);
  });

  it('has the spec stops', () => expect(BMI_BAR.bandStops).toEqual([0.2, 0.5, 0.65, 0.85]));

  it.each([
    [undefined, 'normal'],
    [18, 'normal'],
    [24.89, 'normal'],
    [24.9, 'overweight'],
    [31, 'overweight'],
  ] as const)('reinforcement for BMI %s: %s', (bmi, variant) => {
    expect(reinforcementVariant(bmi)).toBe(variant);
  });
});
