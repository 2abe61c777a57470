import { CM_PER_FOOT, CM_PER_INCH, KG_PER_LB } from '@fastwell/contract/units';

/** Units, conversions and validation of spec 01 §5 and §9. */

export type HeightUnit = 'cm' | 'ft/in';
export type WeightUnit = 'kg' | 'lb';

export type HeightAnswer = {
  original: { value: number | { feet: number; inches: number }; unit: HeightUnit };
  inCm: { value: number };
};
export type WeightAnswer = {
  original: { value: number; unit: WeightUnit };
  inKg: { value: number };
};

const round1 = (value: number) => Math.round(value * 10) / 10;

export const HEIGHT_CM = { min: 100, max: 250 } as const;
/** 3 ft 3 in to 8 ft 2 in, in inches. */
export const HEIGHT_IN = { min: 3 * 12 + 3, max: 8 * 12 + 2 } as const;
export const WEIGHT_LIMITS: Record<WeightUnit, { min: number; max: number }> = {
  kg: { min: 30, max: 250 },
  lb: { min: 66, max: 552 },
};

/** Keeps digits only and at most `maxDigits` of them (numeric fields accept digit keys only). */
export function digitsOnly(input: string, maxDigits: number): string {
  return input.replace(/\D/g, '').slice(0, maxDigits);
}

export function isValidHeightCm(cm: number): boolean {
  return Number.isInteger(cm) && cm >= HEIGHT_CM.min && cm <= HEIGHT_CM.max;
}

export function isValidHeightFeetInches(feet: number, inches: number): boolean {
  if (!Number.isInteger(feet) || !Number.isInteger(inches) || inches < 0 || inches > 11)
    return false;
  const total = feet * 12 + inches;
  return total >= HEIGHT_IN.min && total <= HEIGHT_IN.max;
}

/** Focus moves from feet to inches once feet is a plausible value (3 to 8). */
export function shouldMoveFocusToInches(feetInput: string): boolean {
  const feet = Number(feetInput);
  return feetInput.length === 1 && feet >= 3 && feet <= 8;
}

export function isValidWeight(value: number, unit: WeightUnit): boolean {
  const { min, max } = WEIGHT_LIMITS[unit];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Weight errors show only after the field was touched or holds 3 digits. */
export function shouldShowWeightError(input: string, touched: boolean): boolean {
  return touched || input.length >= 3;
}

export function heightAnswerFromCm(cm: number): HeightAnswer {
  return { original: { value: cm, unit: 'cm' }, inCm: { value: cm } };
}

export function heightAnswerFromFeetInches(feet: number, inches: number): HeightAnswer {
  return {
    original: { value: { feet, inches }, unit: 'ft/in' },
    inCm: { value: round1(feet * CM_PER_FOOT + inches * CM_PER_INCH) },
  };
}

export function weightAnswer(value: number, unit: WeightUnit): WeightAnswer {
  return {
    original: { value, unit },
    inKg: { value: unit === 'kg' ? value : round1(value * KG_PER_LB) },
  };
}

export function isValidAge(input: string): boolean {
  if (!/^\d{1,2}$/.test(input)) return false;
  const age = Number(input);
  return age >= 18 && age <= 99;
}
