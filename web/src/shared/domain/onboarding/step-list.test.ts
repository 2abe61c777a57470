import { describe, expect, it } from 'vitest';
import {
  buildStepList,
  isPassedOver,
  nextStepId,
  previousStepId,
  progressOf,
  stepsForPath,
} from './step-list';
import type { Gender } from './selections';

const V1 = [
  'gender',
  'tracked_hours',
  'goals',
  'desired_body_type',
  'current_body_type',
  'target_zones',
  'last_happy_weight',
  'breakfast_time',
  'lunch_time',
  'dinner_time',
  'home_or_outside',
  'reinforcement_scientific',
  'fasting_feelings',
  'workload_frequency',
  'work_activity_level',
  'out_of_breath',
  'walking_time',
  'water_intake',
  'sleep_quality',
  'bad_habits',
  'reinforcement_before_after',
  'fasting_knowledge',
  'fasting_motivation',
  'height',
  'weight',
  'perfect_weight',
  'age',
  'bmi',
  'special_occasion',
  'special_occasion_date',
  'the_one_plan',
  'progress',
  'email',
  'receive_email',
  'plan_is_ready',
];
const V2 = V1.filter((id) => id !== 'age').flatMap((id) =>
  id === 'goals' ? [id, 'age_range'] : [id],
);
const INFO_AFTER: Record<string, string> = {
  goals: 'your_goals_info',
  last_happy_weight: 'happy_weight_info',
  fasting_feelings: 'energy_level_info',
  out_of_breath: 'out_of_breath_info',
  fasting_knowledge: 'experience_info',
  bmi: 'bmi_info',
};
const withInfo = (steps: string[]) =>
  steps.flatMap((id) => (INFO_AFTER[id] ? [id, INFO_AFTER[id]] : [id]));

describe('buildStepList', () => {
  it.each([
    ['m', 'v1', false, V1],
    ['f', 'v1', false, V1],
    ['o', 'v1', false, V1],
    [undefined, 'v1', false, V1],
    ['m', 'v2', false, V2],
    ['f', 'v2', false, V2],
    ['m', 'v1', true, withInfo(V1)],
    ['f', 'v2', true, withInfo(V2)],
    ['f', 'v3', false, V1],
  ] as const)('gender %s, variant %s, info screens %s', (gender, variant, info, expected) => {
    const steps = buildStepList(gender as Gender | undefined, {
      onboardingVariant: variant,
      activeInfoScreens: info,
    });
    expect(steps).toEqual(expected);
    expect(steps).not.toContain('existing_email_login');
  });

  it('puts age_range after goals and its info screen in v2', () => {
    const steps = buildStepList('f', { onboardingVariant: 'v2', activeInfoScreens: true });
    expect(steps.slice(2, 6)).toEqual([
      'goals',
      'your_goals_info',
      'age_range',
      'desired_body_type',
    ]);
  });

  it.each([
    [['bmi_info'], ['bmi_info']],
    [
      ['happy_weight_info', 'experience_info'],
      ['happy_weight_info', 'experience_info'],
    ],
    [[], []],
  ])('lists the info screens %j one by one, each after its step', (on, listed) => {
    const steps = buildStepList('f', { onboardingVariant: 'v1', activeInfoScreens: on });
    expect(steps.filter((id) => Object.values(INFO_AFTER).includes(id))).toEqual(listed);
    for (const id of listed) {
      const step = Object.keys(INFO_AFTER).find((key) => INFO_AFTER[key] === id) ?? '';
      expect(steps[steps.indexOf(id) - 1]).toBe(step);
    }
  });

  it.each([
    [undefined, ['reinforcement_scientific', 'reinforcement_before_after']],
    [true, ['reinforcement_scientific', 'reinforcement_before_after']],
    [false, []],
    [['reinforcement_before_after'], ['reinforcement_before_after']],
    [['reinforcement_scientific'], ['reinforcement_scientific']],
  ] as const)('reinforcement screens %j: lists %j', (setting, listed: readonly string[]) => {
    const steps = buildStepList('m', {
      onboardingVariant: 'v1',
      activeReinforcementScreens: setting,
    });
    expect(steps.filter((id) => id.startsWith('reinforcement_'))).toEqual(listed);
    expect(steps).toEqual(
      V1.filter((id) => !id.startsWith('reinforcement_') || listed.includes(id)),
    );
  });

  it('has 35 steps in v1 and v2 (age_range replaces age), 41 with info screens', () => {
    expect(V1).toHaveLength(35);
    expect(V2).toHaveLength(35);
    expect(withInfo(V1)).toHaveLength(41);
  });
});

describe('nextStepId and previousStepId', () => {
  const noEvent = { special_occasion: 'no_event' };
  it.each([
    ['gender', {}, 'tracked_hours'],
    ['email', {}, 'receive_email'],
    ['plan_is_ready', {}, undefined],
    ['unknown', {}, undefined],
    ['special_occasion', {}, 'special_occasion_date'],
    ['special_occasion', { special_occasion: 'wedding' }, 'special_occasion_date'],
    ['special_occasion', noEvent, 'the_one_plan'],
    ['special_occasion_date', noEvent, 'the_one_plan'],
  ])('next of %s with %j is %s', (current, selections, expected) => {
    expect(nextStepId(V1, current, selections)).toBe(expected);
  });

  it.each([
    ['gender', {}, undefined],
    ['tracked_hours', {}, 'gender'],
    ['the_one_plan', {}, 'special_occasion_date'],
    ['the_one_plan', noEvent, 'special_occasion'],
    ['unknown', {}, undefined],
  ])('previous of %s with %j is %s', (current, selections, expected) => {
    expect(previousStepId(V1, current, selections)).toBe(expected);
  });

  it('walks the info screens when they are listed', () => {
    const steps = withInfo(V1);
    expect(nextStepId(steps, 'bmi')).toBe('bmi_info');
    expect(nextStepId(steps, 'bmi_info')).toBe('special_occasion');
    expect(previousStepId(steps, 'special_occasion')).toBe('bmi_info');
  });

  it('swaps existing_email_login in for receive_email after the modal log-in', () => {
    const path = { existingEmailLogin: true };
    expect(stepsForPath(V1, path)).toContain('existing_email_login');
    expect(stepsForPath(V1, path)).not.toContain('receive_email');
    expect(nextStepId(V1, 'email', {}, path)).toBe('existing_email_login');
    expect(nextStepId(V1, 'existing_email_login', {}, path)).toBe('plan_is_ready');
    expect(previousStepId(V1, 'existing_email_login', {}, path)).toBe('email');
    expect(previousStepId(V1, 'plan_is_ready', {}, path)).toBe('existing_email_login');
    expect(nextStepId(V1, 'existing_email_login')).toBeUndefined();
  });

  it('passes over only on the exact answer', () => {
    expect(isPassedOver('special_occasion_date', noEvent)).toBe(true);
    expect(isPassedOver('special_occasion_date', { special_occasion: ['no_event'] })).toBe(false);
    expect(isPassedOver('the_one_plan', noEvent)).toBe(false);
  });
});

describe('progressOf', () => {
  it('does not count info screens; an info screen shows its step', () => {
    const steps = withInfo(V1);
    expect(progressOf(steps, 'gender')).toEqual({ position: 1, total: 35 });
    expect(progressOf(steps, 'your_goals_info')).toEqual({ position: 3, total: 35 });
    expect(progressOf(steps, 'desired_body_type')).toEqual({ position: 4, total: 35 });
    expect(progressOf(steps, 'plan_is_ready')).toEqual({ position: 35, total: 35 });
    expect(progressOf(steps, 'unknown').position).toBe(0);
  });
});
