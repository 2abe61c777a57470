import { z } from '@fastwell/contract/zod';
import { parseSelections, type Selections } from './selections';

/** The onboarding part of the appState storage key (spec 01 §3), checked when read back. */
export const persistedOnboardingSchema = z.object({
  steps: z.array(z.string()),
  currentStepId: z.nullable(z.string()),
  selections: z.record(z.string(), z.unknown()),
  prevStepId: z.optional(z.nullable(z.string())),
  existingEmailLogin: z.optional(z.boolean()),
});

export type PersistedOnboarding = {
  steps: string[];
  currentStepId: string | null;
  prevStepId: string | null;
  selections: Selections;
  existingEmailLogin: boolean;
};

/** Undefined for anything that is not a saved onboarding; damaged answers are dropped one by one. */
export function parsePersistedOnboarding(raw: unknown): PersistedOnboarding | undefined {
  const parsed = persistedOnboardingSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  return {
    steps: parsed.data.steps,
    currentStepId: parsed.data.currentStepId,
    prevStepId: parsed.data.prevStepId ?? null,
    selections: parseSelections(parsed.data.selections),
    existingEmailLogin: parsed.data.existingEmailLogin ?? false,
  };
}

/** lastSavedStep is a step id string of its own storage key. */
export function parseLastSavedStep(raw: string | null): string | null {
  return raw !== null && /^[a-z0-9_]+$/.test(raw) ? raw : null;
}
