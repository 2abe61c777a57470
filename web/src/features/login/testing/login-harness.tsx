import { cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { FlagValues } from '../../../shared/domain/flags';
import type { Selections } from '../../../shared/domain/onboarding/selections';
import { AuthService } from '../../../shared/services/auth.service';
import { emulateDevice, USER_AGENTS } from '../../../shared/testing/device';
import { createTestStore, TestProviders } from '../../../app/testing/app-harness';
import CreateAccountScreen from '../create-account-screen';
import LoginScreen from '../login-screen';

let device: { restore: () => void } | undefined;

export function resetLoginTest(): void {
  cleanup();
  vi.restoreAllMocks();
  device?.restore();
  device = undefined;
}

type Setup = {
  path?: string;
  userAgent?: string;
  flags?: Partial<FlagValues>;
  selections?: Selections;
};

/** The login and create-account screens at `path`, with the app's providers and a real store. */
export function renderLogin(setup: Setup = {}) {
  device = emulateDevice({ userAgent: setup.userAgent ?? USER_AGENTS.desktopChrome });
  vi.spyOn(AuthService.prototype, 'prepareSocialLinking').mockResolvedValue();
  const store = createTestStore({ flags: setup.flags, selections: setup.selections });
  const result = render(
    <TestProviders store={store} path={setup.path ?? '/login'}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="/login/create_account" element={<CreateAccountScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </TestProviders>,
  );
  return { ...result, store, location: () => result.getByTestId('location').textContent };
}
