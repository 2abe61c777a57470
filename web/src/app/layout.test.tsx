// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Layout } from './layout';
import { createTestStore, TestProviders } from './testing/app-harness';
import en from '../../public/onboarding/locales/en/translation.json';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Layout: a notice on a screen without Chakra (issue 37)', () => {
  it.each(['/payment', '/onboarding/gender'])(
    '%s: shows as a toast and leaves the screen mounted (its state kept)',
    async (path) => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const store = createTestStore();
      let mounts = 0;
      function PlainScreen() {
        useEffect(() => {
          mounts += 1;
        }, []);
        return <h1>checkout</h1>;
      }
      render(
        <TestProviders store={store} path={path} chakra={false}>
          <Routes>
            <Route element={<Layout />}>
              <Route path={path} element={<PlainScreen />} />
            </Route>
          </Routes>
        </TestProviders>,
      );
      expect(screen.getByRole('heading', { name: 'checkout' })).toBeTruthy();
      act(() => store.ui.showError('errors.unknownError'));
      expect((await screen.findByTestId('toast-error')).textContent).toContain(
        en.errors.unknownError,
      );
      expect(screen.getByRole('heading', { name: 'checkout' })).toBeTruthy();
      expect(mounts).toBe(1);
    },
  );
});
