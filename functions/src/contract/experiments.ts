/**
 * Experiments (GrowthBook): the visitor's stable anonymous id and the variations a visitor was
 * exposed to. Keys are safe as Realtime Database path segments and inside Stripe metadata. No
 * zod here: the web's first screen imports these; the request schemas are in api/experiments.ts.
 */
export const EXPERIMENT_KEY = /^[A-Za-z0-9_-]{1,40}$/;
/** The anonymous visitor id the web makes on the first visit (a UUID). */
export const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Stripe allows 500 characters in one metadata value. */
export const MAX_ENCODED_EXPERIMENTS_LENGTH = 500;

/** experiment key → variation key, e.g. `{ "color-scheme": "blue" }`. */
export type ExperimentAssignments = Record<string, string>;

/** `color-scheme:blue,selected-package-index:0`: keys sorted, so one set has one spelling. */
export function encodeExperiments(assignments: ExperimentAssignments): string {
  return Object.keys(assignments)
    .sort()
    .map((key) => `${key}:${assignments[key]}`)
    .join(',');
}

/** The inverse of encodeExperiments; malformed parts are skipped. */
export function decodeExperiments(encoded: string | undefined): ExperimentAssignments {
  const assignments: ExperimentAssignments = {};
  for (const part of (encoded ?? '').split(',')) {
    const [key, variation, extra] = part.split(':');
    if (extra !== undefined || !key || !variation) continue;
    if (EXPERIMENT_KEY.test(key) && EXPERIMENT_KEY.test(variation)) assignments[key] = variation;
  }
  return assignments;
}
