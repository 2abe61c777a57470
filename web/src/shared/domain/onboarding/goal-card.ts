import { isGoalWeightTooLow } from '../bmi';

/** Goal info cards of spec 01 §5, by percentage weight loss. */
export type GoalCard = 'oneToFive' | 'sixToTen' | 'elevenToFifteen' | 'sixteenOrMore';
/** The perfect_weight step's card: the underweight card (which blocks continue) or a goal card. */
export type PerfectWeightCard = GoalCard | 'underweight';

/**
 * Percentage of the current weight to lose, rounded to the nearest whole percent (halves up):
 * 4.49 % counts as 4, 4.5 % as 5. A gain gives a negative number.
 */
export function weightLossPercent(currentKg: number, goalKg: number): number {
  if (currentKg <= 0) return 0;
  return Math.round(((currentKg - goalKg) / currentKg) * 100);
}

/** 0 or less: none; 1–4 oneToFive; 5–9 sixToTen; 10–14 elevenToFifteen; 15+ sixteenOrMore. */
export function goalCard(currentKg: number, goalKg: number): GoalCard | null {
  const percent = weightLossPercent(currentKg, goalKg);
  if (percent <= 0) return null;
  if (percent <= 4) return 'oneToFive';
  if (percent <= 9) return 'sixToTen';
  if (percent <= 14) return 'elevenToFifteen';
  return 'sixteenOrMore';
}

/** Underweight (goal BMI under 18.5) wins over the percentage cards; without a height, none. */
export function perfectWeightCard(
  currentKg: number,
  goalKg: number,
  heightCm: number | undefined,
): PerfectWeightCard | null {
  if (heightCm !== undefined && isGoalWeightTooLow(goalKg, heightCm)) return 'underweight';
  return goalCard(currentKg, goalKg);
}
