import { describe, expect, it } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../measurements';
import { bmiInputsOf } from './bmi-inputs';
import type { Selections } from './selections';

const measured: Selections = { height: heightAnswerFromCm(170), weight: weightAnswer(80, 'kg') };

describe('BMI inputs (spec 01 §3)', () => {
  it('holds weight and height once both are answered', () => {
    expect(bmiInputsOf({})).toBeUndefined();
    expect(bmiInputsOf({ height: heightAnswerFromCm(170) })).toBeUndefined();
    expect(bmiInputsOf(measured)).toEqual({
      weight: 80,
      height: 170,
      fastingMotivation: 'average',
      lifestyle: 'active',
      typeOfEater: 'healthy',
    });
  });

  it.each([
    ['imSerious', 'high'],
    ['iWantToTry', 'average'],
    ['justCurious', 'low'],
  ])('fasting_motivation %s → fastingMotivation %s', (answer, value) => {
    expect(bmiInputsOf({ ...measured, fasting_motivation: answer })?.fastingMotivation).toBe(value);
  });

  it.each([
    ['more_than_60', 'energetic'],
    ['20_to_60', 'active'],
    ['less_than_20', 'inactive'],
  ])('walking_time %s → lifestyle %s', (answer, value) => {
    expect(bmiInputsOf({ ...measured, walking_time: answer })?.lifestyle).toBe(value);
  });

  it.each<[string, Selections, string]>([
    ['a skipped breakfast', { breakfast_time: 'skip', bad_habits: ['drink_soda'] }, 'meal_skipper'],
    ['a skipped dinner', { dinner_time: 'skip' }, 'meal_skipper'],
    [
      'sweets',
      { breakfast_time: 'before7am', bad_habits: ['eat_chocolate_and_candy'] },
      'gourmand',
    ],
    ['processed food', { bad_habits: ['smoking', 'eat_processed_foods'] }, 'gourmand'],
    ['soda', { bad_habits: ['drink_soda'] }, 'gourmand'],
    [
      'three meals and no treats',
      { lunch_time: 'between1and2', bad_habits: ['smoking'] },
      'healthy',
    ],
  ])('%s → typeOfEater %s', (_label, answers, value) => {
    expect(bmiInputsOf({ ...measured, ...answers })?.typeOfEater).toBe(value);
  });
});
