/** BMI rules of spec 01 §5 and §9. */
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

export function bmi(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return 'underweight';
  if (value <= 24.9) return 'normal';
  if (value <= 29.9) return 'overweight';
  return 'obese';
}

/** A goal weight whose BMI is under 18.5 blocks the perfect_weight step. */
export function isGoalWeightTooLow(goalKg: number, heightCm: number): boolean {
  return bmi(goalKg, heightCm) < 18.5;
}
