import { beforeEach, describe, expect, it } from 'vitest';
import {
  events,
  resetEnvironment,
  setup,
} from '../../features/onboarding/testing/onboarding.fixtures';

beforeEach(resetEnvironment);

describe('OnboardingStore: list and navigation', () => {
  it('starts at gender with the flags of the moment and rebuilds the list on gender', () => {
    const { store, fakes } = setup();
    expect(store.start()).toBe('gender');
    expect(store.hasStep('age')).toBe(true);
    expect(store.hasStep('age_range')).toBe(false);
    fakes.flags = { 'onboarding-steps-variant': 'v2', 'active-info-screens': true };
    store.select('gender', 'f');
    expect(store.hasStep('age')).toBe(false);
    expect(store.steps.slice(2, 5)).toEqual(['goals', 'your_goals_info', 'age_range']);
  });

  it('switches each info and reinforcement screen by its own setting', () => {
    const { store, fakes } = setup();
    fakes.flags = {
      'active-info-screens': ['bmi_info'],
      'active-reinforcement-screens': ['reinforcement_before_after'],
    };
    store.start();
    expect(store.hasStep('bmi_info')).toBe(true);
    expect(store.hasStep('your_goals_info')).toBe(false);
    expect(store.hasStep('reinforcement_scientific')).toBe(false);
    expect(store.nextAfter('home_or_outside')).toBe('fasting_feelings');
    expect(store.nextAfter('bad_habits')).toBe('reinforcement_before_after');
    expect(store.nextAfter('bmi')).toBe('bmi_info');
  });

  it('commits with the funnel events and answers the next step', () => {
    const { store } = setup();
    store.start();
    store.select('gender', 'm');
    expect(store.commit('gender')).toBe('tracked_hours');
    expect(events()).toEqual(['web_commit_1_gender', 'web_setSelections']);
  });

  it('skips bad_habits (clearing it) and skip-forward steps, nothing else', () => {
    const { store } = setup();
    store.start();
    store.toggleOption('bad_habits', 'smoking');
    expect(store.skip('bad_habits')).toBe('reinforcement_before_after');
    expect(store.selections.bad_habits).toBeUndefined();
    expect(store.skip('bmi')).toBe('special_occasion');
    expect(store.skip('goals')).toBeUndefined();
    expect(events()).toEqual(['web_skip_20_bad_habits', 'web_skip_28_bmi']);
  });

  it('leaves no answer for a multi-select with no choice', () => {
    const { store } = setup();
    store.toggleOption('goals', 'lose_weight');
    expect(store.selections.goals).toEqual(['lose_weight']);
    store.toggleOption('goals', 'lose_weight');
    expect('goals' in store.selections).toBe(false);
  });

  it('passes over the date after no_event, both ways', () => {
    const { store } = setup();
    store.start();
    store.select('special_occasion_date', '2026-05-01');
    store.select('special_occasion', 'no_event');
    expect(store.selections.special_occasion_date).toBeUndefined();
    expect(store.nextAfter('special_occasion')).toBe('the_one_plan');
    expect(store.previousOf('the_one_plan')).toBe('special_occasion');
    store.select('special_occasion', 'wedding');
    expect(store.nextAfter('special_occasion')).toBe('special_occasion_date');
  });

  it('tracks go-to once per step and go-back', () => {
    const { store } = setup();
    store.start();
    store.enter('gender');
    store.enter('tracked_hours');
    store.enter('tracked_hours');
    store.trackBack('tracked_hours');
    expect(events()).toEqual(['web_goto_2_tracked_hours', 'web_goback_2_tracked_hours']);
    expect(store.prevStepId).toBe('gender');
  });
});

describe('OnboardingStore: persistence', () => {
  it('survives a reload: list, position, answers, last saved step, path', () => {
    const { store, make, storage } = setup();
    store.start();
    store.select('gender', 'f');
    store.enter('goals');
    store.toggleOption('goals', 'improve_sleep');
    store.chooseExistingEmailLogin('a@b.co');
    expect(storage.get('lastSavedStep')).toBe('goals');
    const reloaded = make();
    expect(reloaded.steps).toEqual(store.steps);
    expect(reloaded.currentStepId).toBe('goals');
    expect(reloaded.selections).toEqual(store.selections);
    expect(reloaded.lastSavedStep).toBe('goals');
    expect(reloaded.resumeStepId).toBe('goals');
    expect(reloaded.existingEmailLogin).toBe(true);
  });

  it('keeps stepsToShowIds and stepsIdsToShowInProgressBar in appState', () => {
    const { store, fakes, storage } = setup();
    fakes.flags = { 'active-info-screens': ['bmi_info'] };
    store.start();
    const saved = () =>
      JSON.parse(storage.get('appState') ?? '{}') as Record<string, readonly string[]>;
    expect(saved().stepsToShowIds).toEqual(store.steps);
    expect(saved().stepsToShowIds).toContain('bmi_info');
    expect(saved().stepsIdsToShowInProgressBar).toEqual(
      store.steps.filter((id) => id !== 'bmi_info'),
    );
    expect(saved().stepsIdsToShowInProgressBar).toHaveLength(35);
    store.chooseExistingEmailLogin('a@b.co');
    expect(saved().stepsToShowIds).toContain('existing_email_login');
    expect(saved().stepsToShowIds).not.toContain('receive_email');
    expect(saved().stepsIdsToShowInProgressBar).toContain('existing_email_login');
    expect(store.progressOf('bmi_info')).toEqual(store.progressOf('bmi'));
    expect(store.progressOf('plan_is_ready')).toEqual({ position: 35, total: 35 });
  });

  it('ignores a damaged appState and drops damaged answers', () => {
    const { make, storage } = setup();
    storage.set('appState', '{"steps":"gender"}');
    expect(make().steps).toEqual([]);
    storage.setJson('appState', {
      steps: ['gender'],
      currentStepId: 'gender',
      selections: { gender: 'm', weight: { kg: 80 } },
    });
    expect(make().selections).toEqual({ gender: 'm' });
  });

  it('forgets the last saved step on a new start', () => {
    const { store, storage } = setup();
    store.start();
    store.enter('tracked_hours');
    store.start();
    expect(storage.get('lastSavedStep')).toBeNull();
    expect(store.resumeStepId).toBe('gender');
  });
});
