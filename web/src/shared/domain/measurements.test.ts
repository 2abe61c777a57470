import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  heightAnswerFromCm,
  heightAnswerFromFeetInches,
  isValidAge,
  isValidHeightCm,
  isValidHeightFeetInches,
  isValidWeight,
  shouldMoveFocusToInches,
  shouldShowWeightError,
  weightAnswer,
} from './measurements';

describe('height', () => {
  it.each([
    [99, false],
    [100, true],
    [250, true],
    [251, false],
    [170.5, false],
  ])('%s cm valid: %s', (cm, valid) => expect(isValidHeightCm(cm)).toBe(valid));

  it.each([
    [3, 2, false],
    [3, 3, true],
    [5, 11, true],
    [8, 2, true],
    [8, 3, false],
    [5, 12, false],
  ])('%s ft %s in valid: %s', (feet, inches, valid) =>
    expect(isValidHeightFeetInches(feet, inches)).toBe(valid),
  );

  it('moves focus to inches for feet 3 to 8', () => {
    expect(['2', '3', '8', '9'].map(shouldMoveFocusToInches)).toEqual([false, true, true, false]);
  });

  it('stores the original value and centimetres', () => {
    expect(heightAnswerFromCm(180)).toEqual({
      original: { value: 180, unit: 'cm' },
      inCm: { value: 180 },
    });
    expect(heightAnswerFromFeetInches(5, 11).inCm.value).toBe(180.3);
  });
});

describe('weight', () => {
  it.each([
    [29, 'kg', false],
    [30, 'kg', true],
    [250, 'kg', true],
    [251, 'kg', false],
    [65, 'lb', false],
    [66, 'lb', true],
    [552, 'lb', true],
    [553, 'lb', false],
  ] as const)('%s %s valid: %s', (value, unit, valid) =>
    expect(isValidWeight(value, unit)).toBe(valid),
  );

  it('converts pounds with 0.45359237 kg per lb', () => {
    expect(weightAnswer(200, 'lb')).toEqual({
      original: { value: 200, unit: 'lb' },
      inKg: { value: 90.7 },
    });
    expect(weightAnswer(80, 'kg').inKg.value).toBe(80);
  });

  it('keeps digits only, at most 3', () => {
    expect(digitsOnly('1a2.34', 3)).toBe('123');
  });

  it('shows errors only after touch or 3 digits', () => {
    expect(shouldShowWeightError('12', false)).toBe(false);
    expect(shouldShowWeightError('12', true)).toBe(true);
    expect(shouldShowWeightError('123', false)).toBe(true);
  });
});

describe('age', () => {
  it.each([
    ['17', false],
    ['18', true],
    ['99', true],
    ['100', false],
    ['4a', false],
  ])('%s valid: %s', (input, valid) => expect(isValidAge(input)).toBe(valid));
});
