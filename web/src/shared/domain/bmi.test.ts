import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, isGoalWeightTooLow } from './bmi';

describe('bmi', () => {
  it('is weight divided by height in metres squared', () => {
    expect(bmi(80, 200)).toBe(20);
  });
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese'],
  ])('%s → %s', (value, category) => expect(bmiCategory(value)).toBe(category));
  it('blocks goal weights under BMI 18.5', () => {
    expect(isGoalWeightTooLow(53, 170)).toBe(true);
    expect(isGoalWeightTooLow(54, 170)).toBe(false);
  });
});
