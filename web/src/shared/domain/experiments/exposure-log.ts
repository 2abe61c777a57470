import {
  EXPERIMENT_KEY,
  type ExperimentAssignments,
  MAX_ENCODED_EXPERIMENTS_LENGTH,
  encodeExperiments,
} from '@fastwell/contract/experiments';

/** One experiment a visitor was bucketed into: its key and the variation's key. */
export type Assignment = { experimentKey: string; variation: string };

/**
 * The experiments a visitor was shown, as stored (JSON of experiment key → variation key). A
 * stored value that is not such a record counts as none; entries off the contract's key shape
 * are dropped, so what travels with a purchase is always valid.
 */
export function parseExposureLog(stored: string | null): ExperimentAssignments {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const log: ExperimentAssignments = {};
  for (const [key, variation] of Object.entries(parsed)) {
    if (EXPERIMENT_KEY.test(key) && typeof variation === 'string' && EXPERIMENT_KEY.test(variation))
      log[key] = variation;
  }
  return log;
}

/** Whether this assignment is news: never shown, or shown as another variation before. */
export function isNewExposure(log: ExperimentAssignments, assignment: Assignment): boolean {
  return log[assignment.experimentKey] !== assignment.variation;
}

/**
 * The log with the assignment added, unless it would make the log too long to travel with a
 * purchase (Stripe's 500 characters): a visitor in that many experiments keeps the first ones.
 */
export function withExposure(
  log: ExperimentAssignments,
  assignment: Assignment,
): ExperimentAssignments {
  const next = { ...log, [assignment.experimentKey]: assignment.variation };
  return encodeExperiments(next).length <= MAX_ENCODED_EXPERIMENTS_LENGTH ? next : log;
}

/** Whether an assignment's keys can be stored and sent (GrowthBook allows more than we keep). */
export function isStorableAssignment(assignment: Assignment): boolean {
  return EXPERIMENT_KEY.test(assignment.experimentKey) && EXPERIMENT_KEY.test(assignment.variation);
}
