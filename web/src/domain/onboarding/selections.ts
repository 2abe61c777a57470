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
