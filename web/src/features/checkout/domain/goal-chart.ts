import type { WeightUnit } from '../../../shared/domain/measurements';
import { type Selections, weightAnswerOf } from '../../../shared/domain/onboarding/selections';
import { weightLossPlan } from '../../../shared/domain/weight-plan';

export const FASTING_LEVELS = ['beginner', 'advanced', 'expert'] as const;
export type FastingLevel = (typeof FASTING_LEVELS)[number];

/** fasting_knowledge → level, as the user record's initialExperience maps it (spec 02 §3). */
const LEVEL_BY_KNOWLEDGE: Record<string, FastingLevel> = {
  nothing: 'beginner',
  a_bit: 'advanced',
  expert: 'expert',
};

/** The level of an answered fasting_knowledge; unanswered or unknown answers give none. */
export function fastingLevel(answer: unknown): FastingLevel | undefined {
  return typeof answer === 'string' ? LEVEL_BY_KNOWLEDGE[answer] : undefined;
}

export type GoalChartData = {
  startKg: number;
  goalKg: number;
  /** The unit the visitor answered the weight in. */
  unit: WeightUnit;
  targetDate: Date;
  fastingLevel: FastingLevel;
};

/**
 * The checkout screen's goal-weight and fasting-level chart (spec 02 §2.2): only when the goal weight and
 * a fasting level are known. The line starts at the current weight, so that is needed as well.
 */
export function goalChartData(selections: Selections, today: Date): GoalChartData | null {
  const weight = weightAnswerOf(selections.weight);
  const goal = weightAnswerOf(selections.perfect_weight);
  const level = fastingLevel(selections.fasting_knowledge);
  if (!weight || !goal || !level) return null;
  const startKg = weight.inKg.value;
  const goalKg = goal.inKg.value;
  return {
    startKg,
    goalKg,
    unit: weight.original.unit,
    targetDate: weightLossPlan(startKg, goalKg, today).targetDate,
    fastingLevel: level,
  };
}
