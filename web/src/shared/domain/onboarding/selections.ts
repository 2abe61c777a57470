import { z } from '@fastwell/contract/zod';
import type { HeightAnswer, WeightAnswer } from '../measurements';

export type Gender = 'm' | 'f' | 'o';
export type SelectionValue = string | string[] | boolean | number | HeightAnswer | WeightAnswer;
/** Onboarding answers keyed by step id (spec 01 §3). */
export type Selections = Record<string, SelectionValue>;

export function hasSelection(value: SelectionValue | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const heightAnswerSchema = z.object({
  original: z.object({
    value: z.union([z.number(), z.object({ feet: z.number(), inches: z.number() })]),
    unit: z.enum(['cm', 'ft/in']),
  }),
  inCm: z.object({ value: z.number().check(z.positive()) }),
});
const weightAnswerSchema = z.object({
  original: z.object({ value: z.number(), unit: z.enum(['kg', 'lb']) }),
  inKg: z.object({ value: z.number().check(z.positive()) }),
});

/** The shapes of §3: option ids, lists of option ids, flags, numbers, height and weight answers. */
export const selectionValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.number(),
  heightAnswerSchema,
  weightAnswerSchema,
]);

/** Keeps the answers of a known shape and drops the others (a damaged entry costs one answer). */
export function parseSelections(raw: Record<string, unknown>): Selections {
  const selections: Selections = {};
  for (const [stepId, value] of Object.entries(raw)) {
    const parsed = selectionValueSchema.safeParse(value);
    if (parsed.success && hasSelection(parsed.data)) selections[stepId] = parsed.data;
  }
  return selections;
}

export function heightAnswerOf(value: SelectionValue | undefined): HeightAnswer | undefined {
  return heightAnswerSchema.safeParse(value).data;
}

export function weightAnswerOf(value: SelectionValue | undefined): WeightAnswer | undefined {
  return weightAnswerSchema.safeParse(value).data;
}

export function genderOf(value: SelectionValue | undefined): Gender | undefined {
  return value === 'm' || value === 'f' || value === 'o' ? value : undefined;
}
