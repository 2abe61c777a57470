/**
 * One visitor's exposure to one experiment (`experimentExposures/{experimentKey}/{visitorId}`):
 * the first exposure wins, so a visitor counts in one variation only, the one first shown.
 */
export interface ExperimentExposure {
  variation: string;
  /** ISO time of the first exposure. */
  at: string;
}

/** What recording an exposure did: wrote it, found it already, or found another variation. */
export type ExposureOutcome = 'recorded' | 'repeated' | 'conflict';

const isExposure = (value: unknown): value is ExperimentExposure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).variation === 'string' &&
  typeof (value as Record<string, unknown>).at === 'string';

/** The stored exposure, or null when there is none (or none of ours). */
export const exposureOf = (stored: unknown): ExperimentExposure | null =>
  isExposure(stored) ? { variation: stored.variation, at: stored.at } : null;

/** The outcome of an incoming exposure over what is stored; only 'recorded' writes. */
export function exposureOutcome(stored: unknown, variation: string): ExposureOutcome {
  const current = exposureOf(stored);
  if (current === null) return 'recorded';
  return current.variation === variation ? 'repeated' : 'conflict';
}

/**
 * Names an object's prototype answers to: as keys of a plain object (the report's tallies, the
 * local file database) they would reach the prototype, so they are no experiment or visitor.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);
