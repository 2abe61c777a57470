import { bmi as bmiOf, bmiCategory, type BmiCategory } from '../bmi';
import { bmiBandIndex, bmiMarkerPercent, reinforcementVariant } from './bmi-bar';
import type { ReinforcementVariant } from './bmi-bar';
import { perfectWeightCard, type PerfectWeightCard } from './goal-card';
import { weightLossPlan } from '../weight-plan';
import { type BmiInputs, bmiInputsOf } from './bmi-inputs';
import { heightAnswerOf, type Selections, weightAnswerOf } from './selections';

export type BmiBarState = {
  bmi: number;
  category: BmiCategory;
  markerPercent: number;
  bandIndex: number;
};

/** What the bmi, perfect_weight, reinforcement and plan screens show, derived from the answers. */
export type PlanSummary = {
  heightCm?: number;
  weightKg?: number;
  goalKg?: number;
  /** BMI of the current weight, unrounded. */
  bmi?: number;
  bmiBar?: BmiBarState;
  /** Spec 01 §3's BMI inputs: the profile the BMI screen shows beside the BMI. */
  bmiInputs?: BmiInputs;
  goalCard: PerfectWeightCard | null;
  reinforcement: ReinforcementVariant;
  plan?: { weeks: number; targetDate: Date };
};

export function planSummary(selections: Selections, today: Date): PlanSummary {
  const heightCm = heightAnswerOf(selections.height)?.inCm.value;
  const weightKg = weightAnswerOf(selections.weight)?.inKg.value;
  const goalKg = weightAnswerOf(selections.perfect_weight)?.inKg.value;
  const bmi =
    heightCm !== undefined && weightKg !== undefined ? bmiOf(weightKg, heightCm) : undefined;
  const markerPercent = bmi === undefined ? undefined : bmiMarkerPercent(bmi);
  return {
    heightCm,
    weightKg,
    goalKg,
    bmi,
    bmiBar:
      bmi === undefined || markerPercent === undefined
        ? undefined
        : {
            bmi,
            category: bmiCategory(bmi),
            markerPercent,
            bandIndex: bmiBandIndex(markerPercent),
          },
    bmiInputs: bmiInputsOf(selections),
    goalCard:
      weightKg !== undefined && goalKg !== undefined
        ? perfectWeightCard(weightKg, goalKg, heightCm)
        : null,
    reinforcement: reinforcementVariant(bmi),
    plan:
      weightKg !== undefined && goalKg !== undefined
        ? weightLossPlan(weightKg, goalKg, today)
        : undefined,
  };
}
