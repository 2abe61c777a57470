import { isRecord, isStringArray } from '../../lib/shape';
import { parseSelections, type Selections } from './selections';

export type PersistedOnboarding = {
  steps: string[];
  currentStepId: string | null;
  prevStepId: string | null;
  selections: Selections;
  existingEmailLogin: boolean;
};

const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/**
 * The onboarding part of the appState storage key (spec 01 §3), checked when read back: undefined
 * for anything that is not a saved onboarding; damaged answers are dropped one by one.
 */
export function parsePersistedOnboarding(raw: unknown): PersistedOnboarding | undefined {
  if (!isRecord(raw)) return undefined;
  const { steps, currentStepId, selections, prevStepId, existingEmailLogin } = raw;
  if (!isStringArray(steps) || !isStringOrNull(currentStepId) || !isRecord(selections))
    return undefined;
  if (prevStepId !== undefined && !isStringOrNull(prevStepId)) return undefined;
  if (existingEmailLogin !== undefined && typeof existingEmailLogin !== 'boolean') return undefined;
  return {
    steps,
    currentStepId,
    prevStepId: prevStepId ?? null,
    selections: parseSelections(selections),
    existingEmailLogin: existingEmailLogin ?? false,
  };
}

/** lastSavedStep is a step id string of its own storage key. */
export function parseLastSavedStep(raw: string | null): string | null {
  return raw !== null && /^[a-z0-9_]+$/.test(raw) ? raw : null;
}
