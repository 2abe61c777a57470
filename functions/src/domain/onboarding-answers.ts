import { z } from 'zod';

/** Spec 01 §3: onboarding selections keyed by step id. Only the fields the server reads are typed. */
const finiteNumber = z.number().finite();

const weightAnswer = z.object({
  original: z.object({ value: finiteNumber, unit: z.enum(['kg', 'lb']) }),
  inKg: z.object({ value: finiteNumber }).optional(),
});

const feetAndInches = z.object({ feet: finiteNumber, inches: finiteNumber.default(0) });

const heightAnswer = z.object({
  original: z.object({
    value: z.union([finiteNumber, feetAndInches]),
    unit: z.enum(['cm', 'ft/in']),
  }),
  inCm: z.object({ value: finiteNumber }).optional(),
});

const requiredAnswers = z.object({
  fasting_knowledge: z.string().min(1),
  goals: z.array(z.string()).min(1),
  gender: z.enum(['m', 'f', 'o']),
  perfect_weight: weightAnswer,
  weight: weightAnswer,
  height: heightAnswer,
  // Optional answers: a malformed one is dropped rather than failing the save.
  age: finiteNumber.optional().catch(undefined),
  age_range: z.string().optional().catch(undefined),
});

export type WeightAnswer = z.infer<typeof weightAnswer>;
export type HeightAnswer = z.infer<typeof heightAnswer>;
export type OnboardingAnswers = z.infer<typeof requiredAnswers>;

/**
 * Spec 02 §5: saved onboarding data must include fasting knowledge, goals, gender, perfect
 * weight, weight, height and the weight unit. Returns the typed answers, or null when any is
 * missing or malformed.
 */
export function parseOnboardingAnswers(data: unknown): OnboardingAnswers | null {
  const result = requiredAnswers.safeParse(data);
  return result.success ? result.data : null;
}
