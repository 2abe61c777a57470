import { describe, expect, it } from 'vitest';
import { stepDefinition } from './step-definitions';
import {
  applyAnswer,
  beforeAfterTitleKey,
  dropUnofferedAnswers,
  isContinueEnabled,
} from './step-rules';

const step = (id: string) => {
  const definition = stepDefinition(id);
  if (!definition) throw new Error(id);
  return definition;
};

describe('isContinueEnabled', () => {
  it.each([
    ['goals', {}, false],
    ['goals', { goals: [] }, false],
    ['goals', { goals: ['lose_weight'] }, true],
    ['weight', {}, false],
    ['email', { email: '' }, false],
    ['tracked_hours', {}, true],
    ['bmi', {}, true],
    ['the_one_plan', {}, true],
    ['your_goals_info', {}, true],
    ['special_occasion_date', {}, true],
    ['plan_is_ready', {}, true],
    ['receive_email', { receive_email: false }, true],
  ])('%s with %j: %s', (id, selections, enabled) => {
    expect(isContinueEnabled(step(id), selections)).toBe(enabled);
  });
});

describe('beforeAfterTitleKey', () => {
  it.each([
    ['m', 'steps.reinforcement_before_after.title_male'],
    ['f', 'steps.reinforcement_before_after.title_female'],
    ['o', 'steps.reinforcement_before_after.title_female'],
    [undefined, 'steps.reinforcement_before_after.title_female'],
  ] as const)('%s → %s', (gender, key) => expect(beforeAfterTitleKey(gender)).toBe(key));
});

describe('applyAnswer', () => {
  it('records and replaces answers', () => {
    expect(applyAnswer({ goals: ['a'] }, 'goals', ['b'])).toEqual({ goals: ['b'] });
    expect(applyAnswer({}, 'receive_email', false)).toEqual({ receive_email: false });
  });

  it('leaves no answer for an empty multi-select or text', () => {
    expect(applyAnswer({ goals: ['a'], age: 30 }, 'goals', [])).toEqual({ age: 30 });
    expect(applyAnswer({ email: 'a@b.co' }, 'email', '')).toEqual({});
  });

  it('removes the occasion date after no_event', () => {
    const before = { special_occasion: 'wedding', special_occasion_date: '2026-09-01' };
    expect(applyAnswer(before, 'special_occasion', 'no_event')).toEqual({
      special_occasion: 'no_event',
    });
    expect(applyAnswer(before, 'special_occasion', 'summer')).toEqual({
      special_occasion: 'summer',
      special_occasion_date: '2026-09-01',
    });
  });

  it('drops answers the chosen gender does not offer', () => {
    const manAnswers = {
      gender: 'm',
      desired_body_type: 'athletic',
      target_zones: ['chest', 'abs', 'full_body'],
      goals: ['lose_weight'],
      age: 40,
    };
    expect(applyAnswer(manAnswers, 'gender', 'f')).toEqual({
      gender: 'f',
      target_zones: ['chest', 'full_body'],
      goals: ['lose_weight'],
      age: 40,
    });
    expect(dropUnofferedAnswers({ desired_body_type: 'lean', target_zones: ['abs'] }, 'o')).toEqual(
      {
        desired_body_type: 'lean',
      },
    );
  });
});
