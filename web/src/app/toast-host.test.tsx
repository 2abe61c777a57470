// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, TestProviders } from './testing/app-harness';
import en from '../../public/onboarding/locales/en/translation.json';
import ToastHost from './toast-host';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('ToastHost (spec 02 §8)', () => {
  it('shows an error toast as an alert for 5 s, then removes it', async () => {
    vi.useFakeTimers();
    const store = createTestStore();
    render(
      <TestProviders store={store} path="/payment">
        <ToastHost />
      </TestProviders>,
    );
    await advance(50);
    store.ui.showError('errors.unknownError');
    await advance(10);
    const toast = screen.getByTestId('toast-error');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain(en.errors.unknownError);
    await advance(4980);
    expect(screen.queryByTestId('toast-error')).not.toBeNull();
    // Gone once its 5 s are over and its exit has played.
    await advance(500);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
