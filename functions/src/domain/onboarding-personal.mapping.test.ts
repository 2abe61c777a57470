import { describe, expect, it } from 'vitest';
import type { OnboardingAnswers } from '../contract/onboarding-answers';
import { parseOnboardingAnswers } from '../contract/onboarding-answers';
import {
  ageRangeOf,
  heightInCm,
  initialExperience,
  initialWeightEntry,
  personalGoals,
  toPersonal,
  weightInKg,
} from './onboarding-personal.mapping';

const metric: OnboardingAnswers = {
  fasting_knowledge: 'a_bit',
  goals: ['lose_weight', 'improve_sleep'],
  gender: 'f',
  perfect_weight: { original: { value: 62, unit: 'kg' }, inKg: { value: 62 } },
  weight: { original: { value: 70, unit: 'kg' }, inKg: { value: 70 } },
  height: { original: { value: 168, unit: 'cm' }, inCm: { value: 168 } },
  age: 34,
  age_range: undefined,
};

describe('initialExperience (fasting_knowledge)', () => {
  it.each([
    ['nothing', 'beginner'],
    ['a_bit', 'advanced'],
    ['expert', 'expert'],
    ['something_else', 'beginner'],
  ])('%s → %s', (answer, expected) => {
    expect(initialExperience(answer)).toBe(expected);
  });
});

describe('personalGoals (goals)', () => {
  it.each([
    [['lose_weight'], ['loseWeight']],
    [['improve_sleep'], ['improveHealth']],
    [['improve_overall_health'], ['improveHealth']],
    [['boost_energy'], ['moreEnergy']],
    [['strengthen_cognitive_functions'], ['mentalClarity']],
    [['support_longevity'], ['liveLonger']],
    [
      ['improve_sleep', 'improve_overall_health', 'lose_weight'],
      ['improveHealth', 'loseWeight'],
    ],
    [['unknown_goal', 'boost_energy'], ['moreEnergy']],
  ])('%j → %j', (goals, expected) => {
    expect(personalGoals(goals)).toEqual(expected);
  });
});

describe('ageRangeOf', () => {
  it.each([
    [16, 'age_17_and_under'],
    [17, 'age_17_and_under'],
    [18, 'age_18_to_29'],
    [29, 'age_18_to_29'],
    [30, 'age_30_to_39'],
    [40, 'age_40_to_49'],
    [49, 'age_40_to_49'],
    [50, 'age_50_and_up'],
    [99, 'age_50_and_up'],
  ])('%i → %s', (age, expected) => {
    expect(ageRangeOf(age)).toBe(expected);
  });
});

describe('weightInKg and heightInCm', () => {
  it.each([
    [{ original: { value: 80, unit: 'kg' as const }, inKg: { value: 80 } }, 80],
    [{ original: { value: 176, unit: 'lb' as const }, inKg: { value: 79.8 } }, 79.8],
    [{ original: { value: 176, unit: 'lb' as const } }, 79.8],
    [{ original: { value: 75, unit: 'kg' as const } }, 75],
  ])('weight %j → %d kg', (answer, expected) => {
    expect(weightInKg(answer)).toBe(expected);
  });

  it.each([
    [{ original: { value: 168, unit: 'cm' as const }, inCm: { value: 168 } }, 168],
    [
      {
        original: { value: { feet: 5, inches: 9 }, unit: 'ft/in' as const },
        inCm: { value: 175.3 },
      },
      175.3,
    ],
    [{ original: { value: { feet: 5, inches: 9 }, unit: 'ft/in' as const } }, 175.3],
    [{ original: { value: 6, unit: 'ft/in' as const } }, 182.9],
    [{ original: { value: 180, unit: 'cm' as const } }, 180],
  ])('height %j → %d cm', (answer, expected) => {
    expect(heightInCm(answer)).toBe(expected);
  });
});

describe('toPersonal', () => {
  it('maps a metric answer set outside the US', () => {
    expect(toPersonal(metric, 'DE')).toEqual({
      gender: 'f',
      personalGoals: ['loseWeight', 'improveHealth'],
      initialExperience: 'advanced',
      goalWeight: 62,
      height: 168,
      unitSystem: 'metric',
      unitSystemWater: 'L',
      age: 34,
      ageRange: 'age_30_to_39',
    });
  });

  it('maps pounds to imperial, US to ounces, and keeps an explicit age_range without age', () => {
    const imperial: OnboardingAnswers = {
      ...metric,
      gender: 'm',
      weight: { original: { value: 200, unit: 'lb' }, inKg: { value: 90.7 } },
      perfect_weight: { original: { value: 180, unit: 'lb' }, inKg: { value: 81.6 } },
      age: undefined,
      age_range: 'age_50_and_up',
    };
    expect(toPersonal(imperial, 'US')).toMatchObject({
      gender: 'm',
      goalWeight: 81.6,
      unitSystem: 'imperial',
      unitSystemWater: 'Oz',
      ageRange: 'age_50_and_up',
    });
    expect(toPersonal(imperial, 'US')).not.toHaveProperty('age');
  });

  it('leaves age and ageRange out when neither was answered', () => {
    const personal = toPersonal({ ...metric, age: undefined }, 'FR');
    expect(personal).not.toHaveProperty('age');
    expect(personal).not.toHaveProperty('ageRange');
  });

  it("dates the first weight entry with the clock's UTC day", () => {
    expect(initialWeightEntry(metric, new Date('2026-03-01T23:30:00Z'))).toEqual({
      date: '2026-03-01',
      value: 70,
    });
  });
});

describe('parseOnboardingAnswers (required fields)', () => {
  const complete: Record<string, unknown> = {
    ...metric,
    age_range: undefined,
    bad_habits: ['smoking'],
  };
  const without = (key: string): Record<string, unknown> =>
    Object.fromEntries(Object.entries(complete).filter(([k]) => k !== key));

  it('accepts a complete answer set and ignores other step answers', () => {
    expect(parseOnboardingAnswers(complete)).toMatchObject({
      gender: 'f',
      fasting_knowledge: 'a_bit',
    });
  });

  it.each(['fasting_knowledge', 'goals', 'gender', 'perfect_weight', 'weight', 'height'])(
    'refuses answers without %s',
    (key) => {
      expect(parseOnboardingAnswers(without(key))).toBeNull();
    },
  );

  it.each<[string, unknown]>([
    ['no weight unit', { ...complete, weight: { original: { value: 70 }, inKg: { value: 70 } } }],
    ['an unknown weight unit', { ...complete, weight: { original: { value: 70, unit: 'st' } } }],
    ['empty goals', { ...complete, goals: [] }],
    ['an unknown gender', { ...complete, gender: 'x' }],
    ['a height without unit', { ...complete, height: { original: { value: 170 } } }],
    ['not an object', 'gender=f'],
    ['nothing', undefined],
  ])('refuses %s', (_name, data) => {
    expect(parseOnboardingAnswers(data)).toBeNull();
  });

  it('drops a malformed optional age instead of refusing', () => {
    expect(parseOnboardingAnswers({ ...complete, age: 'thirty' })?.age).toBeUndefined();
  });
});
