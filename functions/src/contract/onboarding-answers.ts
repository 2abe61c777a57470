import { withDefault, z } from './zod';

/** Spec 01 §3: onboarding selections keyed by step id. Only the fields the server reads are typed. */
const finiteNumber = z.number();

export const weightAnswerSchema = z.object({
  original: z.object({ value: finiteNumber, unit: z.enum(['kg', 'lb']) }),
  inKg: z.optional(z.object({ value: finiteNumber })),
});

const feetAndInches = z.object({ feet: finiteNumber, inches: withDefault(finiteNumber, 0) });

export const heightAnswerSchema = z.object({
  original: z.object({
    value: z.union([finiteNumber, feetAndInches]),
    unit: z.enum(['cm', 'ft/in']),
  }),
  inCm: z.optional(z.object({ value: finiteNumber })),
});

/**
 * Spec 02 §5: saved onboarding data must include fasting knowledge, goals, gender, perfect
 * weight, weight, height and the weight unit; other steps' answers are not kept.
 */
export const onboardingAnswersSchema = z.object({
  fasting_knowledge: z.string().check(z.minLength(1)),
  goals: z.array(z.string()).check(z.minLength(1)),
  gender: z.enum(['m', 'f', 'o']),
  perfect_weight: weightAnswerSchema,
  weight: weightAnswerSchema,
  height: heightAnswerSchema,
  // Optional answers: a malformed one is dropped rather than failing the save.
  age: z.catch(z.optional(finiteNumber), undefined),
  age_range: z.catch(z.optional(z.string()), undefined),
});

export type WeightAnswer = z.output<typeof weightAnswerSchema>;
export type HeightAnswer = z.output<typeof heightAnswerSchema>;
export type OnboardingAnswers = z.output<typeof onboardingAnswersSchema>;

/** The typed answers, or null when a required one is missing or malformed. */
export function parseOnboardingAnswers(data: unknown): OnboardingAnswers | null {
  const result = z.safeParse(onboardingAnswersSchema, data);
  return result.success ? result.data : null;
}
