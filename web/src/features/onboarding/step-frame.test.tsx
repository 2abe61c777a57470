import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoadingScreen from './loading-screen';
import { TestProviders, createTestStore, renderStep } from '../../app/testing/app-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('step frame', () => {
  it('shows the step counter unless the flag turns it off, and dots by flag', () => {
    renderStep('goals', { selections: { gender: 'f' } });
    expect(screen.getByTestId('step-counter').textContent).toContain('Step 3 of');
    expect(screen.queryByTestId('segment-dots')).toBeNull();
    cleanup();
    renderStep('goals', {
      selections: { gender: 'f' },
      flags: { 'show-step-counter': false, 'show-segment-dots': true },
    });
    expect(screen.queryByTestId('step-counter')).toBeNull();
    expect(screen.getByTestId('segment-dots')).toBeTruthy();
  });

  it('goes back to the previous step after a reload (no history of ours)', () => {
    const { location } = renderStep('goals', { selections: { gender: 'f' } });
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('back'));
    expect(location()).toBe('/onboarding/tracked_hours');
  });

  it('sends a step that is not in the list to loading', () => {
    const { location } = renderStep('age_range', { selections: { gender: 'f' } });
    expect(location()).toBe('/onboarding/loading');
  });

  it('uses no transition next to a custom step and the info transition on info screens', () => {
    renderStep('goals', { selections: { gender: 'f' } });
    expect(document.querySelector('[data-transition]')?.getAttribute('data-transition')).toBe(
      'none',
    );
    cleanup();
    renderStep('happy_weight_info', {
      selections: { gender: 'f' },
      flags: { 'active-info-screens': true },
    });
    expect(document.querySelector('[data-transition]')?.getAttribute('data-transition')).toBe(
      'info',
    );
  });
});

describe('loading screen', () => {
  it('shows the title and image of the experiments', () => {
    const store = createTestStore({
      flags: { 'loading-title': 'yourPath', 'loading-image': 'happyNewYear' },
    });
    render(
      <TestProviders store={store} path="/onboarding/loading">
        <LoadingScreen />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Your path to a healthier weight starts here',
    );
    expect(screen.getByRole('img', { name: 'Fireworks celebrating the new year' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing your questionnaire' })).toBeTruthy();
  });

  it('signs a registered user out (which loads Firebase Auth) only after its first paint', async () => {
    const store = createTestStore();
    const logout = vi
      .spyOn(store.session, 'logoutRegisteredUser')
      .mockImplementation(() => Promise.resolve());
    render(
      <TestProviders store={store} path="/onboarding/loading">
        <LoadingScreen />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(logout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('cancels its wait for the first paint when it is left before it (no timer outlives it)', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(
      <TestProviders store={createTestStore()} path="/onboarding/loading">
        <LoadingScreen />
      </TestProviders>,
    );
    expect(cancelFrame).not.toHaveBeenCalled();
    unmount();
    expect(cancelFrame).toHaveBeenCalledTimes(1);
  });

  it('reports an unknown title and falls back to the default', () => {
    window.dataLayer = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createTestStore({ flags: { 'loading-title': 'bogus' } });
    render(
      <TestProviders store={store} path="/onboarding/loading">
        <LoadingScreen />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'The no. 1 app for intermittent fasting',
    );
    expect(window.dataLayer.some((entry) => entry.event === 'web_unknownExperimentValue')).toBe(
      true,
    );
  });
});

describe('the plain steps (no Chakra, as the app renders the first questions)', () => {
  /** Elements styled by Chakra (its recipes' classes, emotion's generated ones). */
  const chakraStyled = () =>
    document.querySelectorAll('[class*="chakra-"], [class*="css-"]').length;

  it('gender renders and answers a tap without Chakra', () => {
    const { location } = renderStep('gender', {}, { chakra: false });
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(location()).toBe('/onboarding/tracked_hours');
    expect(chakraStyled()).toBe(0);
  });

  it('a multi-select step toggles its options and continues without Chakra', () => {
    const { location } = renderStep('goals', { selections: { gender: 'f' } }, { chakra: false });
    const continueButton = screen.getByTestId('continue');
    expect(continueButton).toHaveProperty('disabled', true);
    const option = document.querySelector('[data-option="lose_weight"]') as HTMLElement;
    fireEvent.click(option);
    expect(option.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(continueButton);
    expect(location()).not.toBe('/onboarding/goals');
    expect(chakraStyled()).toBe(0);
  });

  it('tracked_hours renders its figure and continues without Chakra', () => {
    const { location } = renderStep(
      'tracked_hours',
      { selections: { gender: 'f' } },
      { chakra: false },
    );
    expect(screen.getByTestId('tracked-hours').textContent).toBeTruthy();
    fireEvent.click(screen.getByTestId('continue'));
    expect(location()).toBe('/onboarding/goals');
    expect(chakraStyled()).toBe(0);
  });
});
