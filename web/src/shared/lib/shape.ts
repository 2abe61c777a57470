/**
 * Shape checks for what the first screen reads back (the saved questionnaire, the build's
 * configuration): plain guards, so the start of the app carries no schema library (zod is ~9 KB
 * gzip before the first question could answer a tap). Later screens check API answers with zod.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number that is not NaN or infinite (as zod's z.number()). */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
