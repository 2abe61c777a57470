import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../../../shared/domain/measurements';
import { renderStep, type TestStore } from '../../../app/testing/app-harness';
import type { AuthUser } from '../../../shared/services/auth.service';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('gender view', () => {
  it('records the gender, moves on, and links sign-in, terms and privacy', () => {
    const { store, location } = renderStep('gender');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByTestId('back').style.visibility).not.toBe('visible');
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    expect(store.onboarding.gender).toBe('m');
    expect(location()).toBe('/onboarding/tracked_hours');
  });
});

describe('gender view: the sign-in link', () => {
  function signedIn(store: TestStore, user: AuthUser, record: Record<string, unknown>) {
    store.services.auth.currentUser = () => Promise.resolve(user);
    store.services.auth.getIdToken = () => Promise.resolve('id-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ user: record }), { status: 200 }))),
    );
    runInAction(() => {
      store.session.user = user;
    });
  }
  const anonymous: AuthUser = { uid: 'a1', isAnonymous: true, email: null, displayName: null };

  it.each([
    [
      'an anonymous subscriber goes to upgrade-account',
      { subscription: { id: 'sub_1' } },
      '/upgrade_account',
    ],
    ['an anonymous visitor without a subscription goes to login', {}, '/login'],
  ])('%s', async (_label, record, path) => {
    const { store, location } = renderStep('gender');
    signedIn(store, anonymous, record);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe(path));
  });

  it('before auth has started (it starts after this step is answered), asks auth first', async () => {
    const { store, location } = renderStep('gender');
    signedIn(store, anonymous, { subscription: { id: 'sub_1' } });
    runInAction(() => {
      store.session.user = null;
      store.session.authReady = false;
    });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
  });
});

describe('tracked_hours view', () => {
  it('is an information screen that continues or skips forward', () => {
    const { location } = renderStep('tracked_hours', { selections: { gender: 'f' } });
    expect(screen.getByTestId('tracked-hours').textContent).toBe('50 million+');
    expect(screen.getByTestId('continue').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('skip-forward'));
    expect(location()).toBe('/onboarding/goals');
  });
});

describe('reinforcement views', () => {
  it('titles before/after by gender', () => {
    renderStep('reinforcement_before_after', { selections: { gender: 'm' } });
    expect(heading()).toBe('Men like you reached their goal with Fastwell');
    cleanup();
    renderStep('reinforcement_before_after', { selections: { gender: 'f' } });
    expect(heading()).toBe('Women like you reached their goal with Fastwell');
  });

  it('shows the overweight text from a BMI of 24.9', () => {
    renderStep('reinforcement_before_after', {
      selections: { gender: 'f', height: heightAnswerFromCm(170), weight: weightAnswer(72, 'kg') },
    });
    expect(document.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe(
      'overweight',
    );
  });

  it('shows the scientific screen with continue enabled', () => {
    renderStep('reinforcement_scientific', { selections: { gender: 'f' } });
    expect(heading()).toBe('Fasting works, and science agrees');
    expect(screen.getByTestId('continue').hasAttribute('disabled')).toBe(false);
  });
});

describe('info screens', () => {
  it('renders an info screen with its title and subtitle when info screens are on', () => {
    const { location } = renderStep('your_goals_info', {
      flags: { 'active-info-screens': true },
      selections: { gender: 'f' },
    });
    expect(heading()).toBe('Great goals');
    expect(screen.getByText('Fasting can help with all of them.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('continue'));
    expect(location()).not.toBe('/onboarding/your_goals_info');
  });
});

describe('receive_email and plan_is_ready', () => {
  const answers = {
    gender: 'f',
    height: heightAnswerFromCm(170),
    weight: weightAnswer(80, 'kg'),
    perfect_weight: weightAnswer(70, 'kg'),
    email: 'anna@example.com',
  };

  it('records the newsletter choice and moves on', () => {
    const { store, location } = renderStep('receive_email', { selections: answers });
    expect(screen.getByText(/anna@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, keep me posted' }));
    expect(store.onboarding.selections.receive_email).toBe(true);
    expect(location()).toBe('/onboarding/plan_is_ready');
  });

  it('does not record the newsletter choice nor move on while the e-mail is invalid', () => {
    const { store, location } = renderStep('receive_email', {
      selections: { ...answers, email: 'anna@example' },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address.');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, keep me posted' }));
    expect(store.onboarding.selections.receive_email).toBeUndefined();
    expect(location()).toBe('/onboarding/receive_email');
    expect(screen.getByTestId('continue').hasAttribute('disabled')).toBe(true);
  });

  /** The anonymous sign-in (Firebase) and the API at the network boundary. */
  function failingPlan(store: TestStore, failure: { signIn?: string; save?: [number, string] }) {
    store.services.auth.currentUser = () => Promise.resolve(null);
    store.services.auth.getIdToken = () => Promise.resolve('id-token');
    store.services.auth.signInAnonymously = () =>
      failure.signIn
        ? Promise.reject(Object.assign(new Error('sign-in failed'), { code: failure.signIn }))
        : Promise.resolve({ uid: 'a1', isAnonymous: true, email: null, displayName: null });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (failure.save && url.includes('/user/onboardingData')) {
          const [status, code] = failure.save;
          const body = { error: { code, message: 'refused' } };
          return Promise.resolve(new Response(JSON.stringify(body), { status }));
        }
        return Promise.resolve(new Response(JSON.stringify({ created: true }), { status: 200 }));
      }),
    );
  }

  it.each([
    [
      'the translated auth error',
      { signIn: 'auth/network-request-failed' },
      'You seem to be offline. Check your connection and try again.',
    ],
    [
      'the unknown error for an auth code without a text',
      { signIn: 'auth/internal-error' },
      'Something went wrong. Please try again.',
    ],
    [
      'the missing-answers error when the save is refused',
      { save: [400, 'invalid-data'] as [number, string] },
      'Some of your answers are missing. Please go back and complete the questionnaire.',
    ],
    [
      'the unknown error when the save fails',
      { save: [500, 'internal'] as [number, string] },
      'Something went wrong. Please try again.',
    ],
  ])('shows %s when signing in or saving fails, and stays', async (_label, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, location } = renderStep('plan_is_ready', { selections: answers });
    failingPlan(store, failure);
    fireEvent.click(screen.getByTestId('continue'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(location()).toBe('/onboarding/plan_is_ready');
    expect(store.ui.blocked).toBe(false);
  });

  it('summarises the plan: goal, target date and goal card', () => {
    const { store } = renderStep('plan_is_ready', { selections: answers });
    const target = store.onboarding.targetDate;
    expect(target).toBeDefined();
    expect(screen.getByTestId('goal-summary').textContent).toContain('70 kg by');
    expect(screen.getByTestId('plan-current').textContent).toContain('80 kg');
    expect(screen.getByTestId('goal-info').getAttribute('data-card')).toBe('elevenToFifteen');
  });

  /** The API at the network boundary: the saved record and the server's §4.3 answer. */
  function stubApi(record: Record<string, unknown>, isPurchaseAvailable: boolean) {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const body = url.includes('/user/profile')
          ? { user: record }
          : url.includes('/getProducts/')
            ? { data: { prices: [], isPurchaseAvailable } }
            : { ok: true };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
  }

  it.each([
    ['a subscriber who signed in at the e-mail step goes to download', true, false, '/download'],
    ['a signed-in user without a subscription goes to payment', false, true, '/payment'],
  ])('%s (the server decides, spec 02 §4.3)', async (_label, subscribed, available, path) => {
    stubApi(subscribed ? { subscription: { id: 'sub_1', status: 'active' } } : {}, available);
    const { store, location } = renderStep('plan_is_ready', { selections: answers });
    store.services.auth.getIdToken = () => Promise.resolve('id-token');
    runInAction(() => {
      store.session.user = {
        uid: 'u1',
        isAnonymous: false,
        email: 'anna@example.com',
        displayName: null,
      };
    });
    fireEvent.click(screen.getByTestId('continue'));
    await waitFor(() => expect(location()).toBe(path));
  });
});
