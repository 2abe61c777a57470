import { isFiniteNumber, isOneOf, isRecord, isStringArray } from '../../lib/shape';
import type { HeightAnswer, WeightAnswer } from '../measurements';

const HEIGHT_UNITS = ['cm', 'ft/in'] as const;
const WEIGHT_UNITS = ['kg', 'lb'] as const;

export type Gender = 'm' | 'f' | 'o';
export type SelectionValue = string | string[] | boolean | number | HeightAnswer | WeightAnswer;
/** Onboarding answers keyed by step id (spec 01 §3). */
export type Selections = Record<string, SelectionValue>;

export function hasSelection(value: SelectionValue | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const isPositive = (value: unknown): value is number => isFiniteNumber(value) && value > 0;

function heightValue(raw: unknown): HeightAnswer['original']['value'] | undefined {
  if (isFiniteNumber(raw)) return raw;
  if (isRecord(raw) && isFiniteNumber(raw.feet) && isFiniteNumber(raw.inches))
    return { feet: raw.feet, inches: raw.inches };
  return undefined;
}

function heightAnswer(raw: unknown): HeightAnswer | undefined {
  if (!isRecord(raw) || !isRecord(raw.original) || !isRecord(raw.inCm)) return undefined;
  const value = heightValue(raw.original.value);
  const { unit } = raw.original;
  if (value === undefined || !isOneOf(HEIGHT_UNITS, unit) || !isPositive(raw.inCm.value))
    return undefined;
  return { original: { value, unit }, inCm: { value: raw.inCm.value } };
}

function weightAnswer(raw: unknown): WeightAnswer | undefined {
  if (!isRecord(raw) || !isRecord(raw.original) || !isRecord(raw.inKg)) return undefined;
  const { value, unit } = raw.original;
  if (!isFiniteNumber(value) || !isOneOf(WEIGHT_UNITS, unit) || !isPositive(raw.inKg.value))
    return undefined;
  return { original: { value, unit }, inKg: { value: raw.inKg.value } };
}

/** The shapes of §3: option ids, lists of option ids, flags, numbers, height and weight answers. */
function selectionValue(raw: unknown): SelectionValue | undefined {
  if (typeof raw === 'string' || typeof raw === 'boolean' || isFiniteNumber(raw)) return raw;
  if (isStringArray(raw)) return raw;
  return heightAnswer(raw) ?? weightAnswer(raw);
}

/** Keeps the answers of a known shape and drops the others (a damaged entry costs one answer). */
export function parseSelections(raw: Record<string, unknown>): Selections {
  const selections: Selections = {};
  for (const [stepId, value] of Object.entries(raw)) {
    const parsed = selectionValue(value);
    if (parsed !== undefined && hasSelection(parsed)) selections[stepId] = parsed;
  }
  return selections;
}

export function heightAnswerOf(value: SelectionValue | undefined): HeightAnswer | undefined {
  return heightAnswer(value);
}

export function weightAnswerOf(value: SelectionValue | undefined): WeightAnswer | undefined {
  return weightAnswer(value);
}

export function genderOf(value: SelectionValue | undefined): Gender | undefined {
  return value === 'm' || value === 'f' || value === 'o' ? value : undefined;
}
