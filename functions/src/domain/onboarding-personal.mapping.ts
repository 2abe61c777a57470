import type { HeightAnswer, OnboardingAnswers, WeightAnswer } from '../contract/onboarding-answers';
import { CM_PER_FOOT, CM_PER_INCH, KG_PER_LB } from '../contract/units';

export type InitialExperience = 'beginner' | 'advanced' | 'expert';
export type PersonalGoal =
  'loseWeight' | 'improveHealth' | 'moreEnergy' | 'mentalClarity' | 'liveLonger';
export type AgeRange =
  'age_17_and_under' | 'age_18_to_29' | 'age_30_to_39' | 'age_40_to_49' | 'age_50_and_up';

export interface Personal {
  gender: 'm' | 'f' | 'o';
  personalGoals: PersonalGoal[];
  initialExperience: InitialExperience;
  goalWeight: number;
  height: number;
  unitSystem: 'metric' | 'imperial';
  unitSystemWater: 'Oz' | 'L';
  age?: number;
  ageRange?: AgeRange;
}

export interface WeightEntry {
  date: string;
  value: number;
}

const EXPERIENCE: Record<string, InitialExperience> = {
  nothing: 'beginner',
  a_bit: 'advanced',
  expert: 'expert',
};

const GOALS: Record<string, PersonalGoal> = {
  lose_weight: 'loseWeight',
  improve_sleep: 'improveHealth',
  improve_overall_health: 'improveHealth',
  boost_energy: 'moreEnergy',
  strengthen_cognitive_functions: 'mentalClarity',
  support_longevity: 'liveLonger',
};

const AGE_RANGES: readonly AgeRange[] = [
  'age_17_and_under',
  'age_18_to_29',
  'age_30_to_39',
  'age_40_to_49',
  'age_50_and_up',
];

const round1 = (value: number): number => Math.round(value * 10) / 10;

export function initialExperience(fastingKnowledge: string): InitialExperience {
  return EXPERIENCE[fastingKnowledge] ?? 'beginner';
}

/** Known goals mapped in answer order, duplicates (sleep and overall health) once, unknown dropped. */
export function personalGoals(goals: readonly string[]): PersonalGoal[] {
  const mapped = goals
    .map((goal) => GOALS[goal])
    .filter((goal): goal is PersonalGoal => goal !== undefined);
  return [...new Set(mapped)];
}

export function ageRangeOf(age: number): AgeRange {
  if (age <= 17) return 'age_17_and_under';
  if (age <= 29) return 'age_18_to_29';
  if (age <= 39) return 'age_30_to_39';
  if (age <= 49) return 'age_40_to_49';
  return 'age_50_and_up';
}

function isAgeRange(value: string | undefined): value is AgeRange {
  return value !== undefined && (AGE_RANGES as readonly string[]).includes(value);
}

/** The client sends inKg; it is recomputed from the original answer only when absent. */
export function weightInKg(answer: WeightAnswer): number {
  if (answer.inKg) return answer.inKg.value;
  const { value, unit } = answer.original;
  return unit === 'kg' ? value : round1(value * KG_PER_LB);
}

/** inCm wins; a bare number with unit ft/in is read as (decimal) feet. */
export function heightInCm(answer: HeightAnswer): number {
  if (answer.inCm) return answer.inCm.value;
  const { value, unit } = answer.original;
  if (typeof value !== 'number')
    return round1(value.feet * CM_PER_FOOT + value.inches * CM_PER_INCH);
  return unit === 'cm' ? value : round1(value * CM_PER_FOOT);
}

/** Spec 02 §3 "Onboarding answer to personal mapping". */
export function toPersonal(answers: OnboardingAnswers, country: string): Personal {
  const ageRange = isAgeRange(answers.age_range)
    ? answers.age_range
    : answers.age !== undefined
      ? ageRangeOf(answers.age)
      : undefined;
  return {
    gender: answers.gender,
    personalGoals: personalGoals(answers.goals),
    initialExperience: initialExperience(answers.fasting_knowledge),
    goalWeight: weightInKg(answers.perfect_weight),
    height: heightInCm(answers.height),
    unitSystem: answers.weight.original.unit === 'lb' ? 'imperial' : 'metric',
    unitSystemWater: country.toUpperCase() === 'US' ? 'Oz' : 'L',
    ...(answers.age !== undefined ? { age: answers.age } : {}),
    ...(ageRange ? { ageRange } : {}),
  };
}

/** The first entry of stats/weight: today's (UTC) weight in kg. */
export function initialWeightEntry(answers: OnboardingAnswers, now: Date): WeightEntry {
  return { date: now.toISOString().slice(0, 10), value: weightInKg(answers.weight) };
}
