import { heightAnswerOf, type Selections, weightAnswerOf } from './selections';

export const FASTING_MOTIVATIONS = ['high', 'average', 'low'] as const;
export const LIFESTYLES = ['energetic', 'active', 'inactive'] as const;
export const TYPES_OF_EATER = ['gourmand', 'meal_skipper', 'healthy'] as const;

/** Spec 01 §3's BMI inputs: the measurements with the profile the BMI screen shows beside them. */
export type BmiInputs = {
  /** kg */
  weight: number;
  /** cm */
  height: number;
  fastingMotivation: (typeof FASTING_MOTIVATIONS)[number];
  lifestyle: (typeof LIFESTYLES)[number];
  typeOfEater: (typeof TYPES_OF_EATER)[number];
};

const MOTIVATION_OF: ReadonlyMap<unknown, BmiInputs['fastingMotivation']> = new Map([
  ['imSerious', 'high'],
  ['iWantToTry', 'average'],
  ['justCurious', 'low'],
] as const);

const LIFESTYLE_OF: ReadonlyMap<unknown, BmiInputs['lifestyle']> = new Map([
  ['more_than_60', 'energetic'],
  ['20_to_60', 'active'],
  ['less_than_20', 'inactive'],
] as const);

const MEALS = ['breakfast_time', 'lunch_time', 'dinner_time'] as const;
const TREATS = ['eat_processed_foods', 'eat_chocolate_and_candy', 'drink_soda'];

function typeOfEater(selections: Selections): BmiInputs['typeOfEater'] {
  if (MEALS.some((meal) => selections[meal] === 'skip')) return 'meal_skipper';
  const habits = selections.bad_habits;
  if (Array.isArray(habits) && habits.some((habit) => TREATS.includes(habit))) return 'gourmand';
  return 'healthy';
}

/**
 * The BMI inputs of the answers; undefined until height and weight are answered. The spec names
 * the values, not their source: fastingMotivation from fasting_motivation (imSerious high,
 * iWantToTry average, justCurious low); lifestyle from walking_time (more than 60 minutes
 * energetic, 20 to 60 active, less than 20 inactive); typeOfEater meal_skipper when a meal is
 * skipped, else gourmand with processed food, sweets or soda among the bad habits, else healthy.
 * An unanswered step gives the middle value (average, active) or healthy.
 */
export function bmiInputsOf(selections: Selections): BmiInputs | undefined {
  const height = heightAnswerOf(selections.height)?.inCm.value;
  const weight = weightAnswerOf(selections.weight)?.inKg.value;
  if (height === undefined || weight === undefined) return undefined;
  return {
    weight,
    height,
    fastingMotivation: MOTIVATION_OF.get(selections.fasting_motivation) ?? 'average',
    lifestyle: LIFESTYLE_OF.get(selections.walking_time) ?? 'active',
    typeOfEater: typeOfEater(selections),
  };
}
