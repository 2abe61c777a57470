import { beforeEach, describe, expect, it } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../domain/measurements';
import {
  events,
  resetEnvironment,
  setup,
} from '../../features/onboarding/testing/onboarding.fixtures';

beforeEach(resetEnvironment);

describe('OnboardingStore: existing e-mail', () => {
  it('routes the modal log-in to existing_email_login instead of receive_email', () => {
    const { store } = setup();
    store.start();
    expect(store.hasStep('existing_email_login')).toBe(false);
    expect(store.chooseExistingEmailLogin(' Anna@Example.com ')).toBe('existing_email_login');
    expect(store.email).toBe('anna@example.com');
    expect(store.hasStep('existing_email_login')).toBe(true);
    expect(store.hasStep('receive_email')).toBe(false);
    expect(store.nextAfter('existing_email_login')).toBe('plan_is_ready');
    expect(store.previousOf('plan_is_ready')).toBe('existing_email_login');
    expect(events()).toEqual(['web_commit_33_email']);
    store.setEmail('other@example.com');
    expect(store.commit('email')).toBe('receive_email');
  });

  it('counts a failing e-mail check as no account', async () => {
    const { store, account } = setup({ emailExists: () => Promise.reject(new Error('down')) });
    await expect(store.checkEmailExists(' A@B.co ')).resolves.toBe(false);
    expect(account.checkEmailExists).toHaveBeenCalledWith('a@b.co');
  });
});

describe('OnboardingStore: derived values', () => {
  it('derives BMI, goal card, target date and reinforcement from the answers', () => {
    const { store } = setup();
    expect(store.bmi).toBeUndefined();
    store.select('height', heightAnswerFromCm(200));
    store.select('weight', weightAnswer(100, 'kg'));
    store.select('perfect_weight', weightAnswer(96, 'kg'));
    expect(store.bmi).toBe(25);
    expect(store.goalCard).toBe('oneToFive');
    expect(store.reinforcementVariant).toBe('overweight');
    expect(store.targetDate).toEqual(new Date(2026, 0, 57));
    expect(store.summary.bmiBar?.markerPercent).toBe(50);
  });

  it('titles before/after by gender', () => {
    const { store } = setup();
    store.select('gender', 'm');
    expect(store.beforeAfterTitleKey).toBe('steps.reinforcement_before_after.title_male');
  });

  it('defaults the occasion date to today + 3 months and refuses past dates', () => {
    const { store } = setup();
    expect(store.occasionDate).toBe('2026-04-01');
    expect(store.selectOccasionDate('2025-12-31')).toBe(false);
    expect(store.selectOccasionDate('2026-01-01')).toBe(true);
    expect(store.occasionDate).toBe('2026-01-01');
  });

  it('reports an unknown experiment value once and uses the default', () => {
    const { store } = setup({
      flags: { 'loading-title': 'bogus', 'loading-image': 'happyNewYear' },
    });
    expect(store.loadingTitle).toBe('no1');
    expect(store.loadingTitle).toBe('no1');
    expect(store.loadingImage).toBe('happyNewYear');
    expect(store.emailTextVariant).toBe('v1');
    expect(events()).toEqual(['web_unknownExperimentValue']);
  });
});

describe('OnboardingStore: savePlan', () => {
  it('signs in anonymously with the newsletter choice, then saves', async () => {
    const { store, session, account } = setup();
    store.setEmail('a@b.co');
    store.select('receive_email', true);
    await store.savePlan();
    expect(session.signInAnonymously).toHaveBeenCalledWith(true);
    expect(account.saveOnboardingData).toHaveBeenCalledWith({
      onboardingData: { email: 'a@b.co', receive_email: true },
      newsletterAccepted: true,
      email: 'a@b.co',
    });
    expect(events()).toContain('web_onboardingCompleted');
  });

  it('keeps a registered user who logged in through existing_email_login', async () => {
    const user = { uid: 'u1', isAnonymous: false, email: 'a@b.co', displayName: null };
    const { store, session, account } = setup({ user });
    await store.savePlan();
    expect(session.signInAnonymously).not.toHaveBeenCalled();
    expect(account.saveOnboardingData).toHaveBeenCalled();
  });
});
