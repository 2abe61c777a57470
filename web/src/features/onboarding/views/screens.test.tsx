import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../../../shared/domain/measurements';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
