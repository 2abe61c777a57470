import { describe, expect, it } from 'vitest';
import { heightAnswerFromFeetInches, weightAnswer } from '../measurements';
import { parseLastSavedStep, parsePersistedOnboarding } from './persisted-state';
import { heightAnswerOf, parseSelections, weightAnswerOf } from './selections';

describe('persisted onboarding', () => {
  const valid = {
    steps: ['gender', 'goals'],
    currentStepId: 'goals',
    selections: { gender: 'f', goals: ['lose_weight'] },
  };

  it('reads a saved state and fills the newer fields', () => {
    expect(parsePersistedOnboarding(valid)).toEqual({
      ...valid,
      prevStepId: null,
      existingEmailLogin: false,
    });
  });

  it.each([
    null,
    'x',
    { ...valid, steps: 'gender' },
    { ...valid, currentStepId: 3 },
    { ...valid, selections: [] },
    { ...valid, steps: ['gender', 3] },
    { ...valid, prevStepId: 5 },
    { ...valid, existingEmailLogin: 'yes' },
  ])('refuses %j', (raw) => expect(parsePersistedOnboarding(raw)).toBeUndefined());

  it('drops damaged answers one by one', () => {
    const height = heightAnswerFromFeetInches(5, 9);
    const weight = weightAnswer(180, 'lb');
    expect(
      parseSelections({
        gender: 'm',
        height,
        weight,
        goals: [],
        bad: { nested: true },
        age: 33,
        receive_email: false,
        list: [1, 2],
      }),
    ).toEqual({ gender: 'm', height, weight, age: 33, receive_email: false });
  });

  it('drops numbers that are not finite, and heights or weights of another shape', () => {
    const height = heightAnswerFromFeetInches(5, 9);
    expect(
      parseSelections({
        age: Number.NaN,
        far: Number.POSITIVE_INFINITY,
        height: { ...height, inCm: { value: -1 } },
        weight: { original: { value: 80, unit: 'stone' }, inKg: { value: 80 } },
        kept: 0,
      }),
    ).toEqual({ kept: 0 });
  });

  it('keeps only the known fields of a height answer', () => {
    const height = heightAnswerFromFeetInches(5, 9);
    expect(heightAnswerOf(Object.assign({}, height, { extra: '<script>' }))).toEqual(height);
  });

  it('reads a saved state with its optional fields', () => {
    expect(
      parsePersistedOnboarding({ ...valid, prevStepId: 'gender', existingEmailLogin: true }),
    ).toMatchObject({ prevStepId: 'gender', existingEmailLogin: true });
  });

  it('recognises height and weight answers', () => {
    expect(heightAnswerOf(heightAnswerFromFeetInches(5, 9))?.inCm.value).toBe(175.3);
    expect(heightAnswerOf('170')).toBeUndefined();
    expect(weightAnswerOf(weightAnswer(80, 'kg'))?.inKg.value).toBe(80);
    expect(weightAnswerOf(heightAnswerFromFeetInches(5, 9))).toBeUndefined();
  });

  it.each([
    [null, null],
    ['bmi_info', 'bmi_info'],
    ['<script>', null],
  ])('lastSavedStep %j → %j', (raw, step) => expect(parseLastSavedStep(raw)).toBe(step));
});
