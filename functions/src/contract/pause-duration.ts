import { z } from './zod';

/** Spec 02 §4.13 and §5: a pause lasts 1, 2 or 3 months; the picker names them. */
export const PAUSE_DURATIONS = ['oneMonth', 'twoMonths', 'threeMonths'] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];
export type PauseMonths = 1 | 2 | 3;

export const PAUSE_MONTHS: Readonly<Record<PauseDuration, PauseMonths>> = {
  oneMonth: 1,
  twoMonths: 2,
  threeMonths: 3,
};

/** What the pause call accepts: the months, or the spec's names for them. */
export const pauseMonthsSchema = z.union([z.literal([1, 2, 3]), z.enum(PAUSE_DURATIONS)]);

const isPauseDuration = (value: unknown): value is PauseDuration =>
  typeof value === 'string' && Object.hasOwn(PAUSE_MONTHS, value);

/** The months of a pause given as 1, 2, 3 or by name; null for anything else. */
export function pauseMonthsOf(value: unknown): PauseMonths | null {
  if (value === 1 || value === 2 || value === 3) return value;
  return isPauseDuration(value) ? PAUSE_MONTHS[value] : null;
}
