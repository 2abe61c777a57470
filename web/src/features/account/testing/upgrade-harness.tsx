import { cleanup, render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { AccountApi } from '../../../shared/services/account.api';
import { AuthService, type AuthUser } from '../../../shared/services/auth.service';
import { emulateDevice, USER_AGENTS } from '../../../shared/testing/device';
import { createTestStore, TestProviders } from '../../../app/testing/app-harness';
import UpgradeAccountScreen from '../upgrade-account-screen';

let device: { restore: () => void } | undefined;

/** For afterEach: unmounts, restores spies and the emulated device, empties the dataLayer. */
export function resetUpgradeTest(): void {
  cleanup();
  vi.restoreAllMocks();
  device?.restore();
  device = undefined;
  window.dataLayer = [];
}

export const LINKED_USER: AuthUser = {
  uid: 'anon-1',
  isAnonymous: false,
  email: 'anna@gmail.com',
  displayName: 'Anna',
};

export type UpgradeSetup = {
  boughtNow?: boolean;
  onRecord?: boolean | 'pending';
  userAgent?: string;
  platform?: string;
  /** A page before /upgrade_account in the history (browser-back tests). */
  previousPath?: string;
};

/** /upgrade_account for an anonymous buyer, on the given device, with the record stubbed. */
export function renderUpgrade(setup: UpgradeSetup = {}) {
  device = emulateDevice({
    userAgent: setup.userAgent ?? USER_AGENTS.desktopChrome,
    platform: setup.platform,
  });
  const onRecord = setup.onRecord ?? false;
  vi.spyOn(AccountApi.prototype, 'profile').mockImplementation(() =>
    onRecord === 'pending'
      ? new Promise(() => undefined)
      : Promise.resolve(onRecord ? { subscription: { id: 'sub_1', status: 'active' } } : {}),
  );
  vi.spyOn(AccountApi.prototype, 'syncUser').mockResolvedValue({ created: false });
  vi.spyOn(AuthService.prototype, 'prepareSocialLinking').mockResolvedValue();
  const store = createTestStore();
  window.dataLayer = [];
  runInAction(() => {
    store.session.user = { uid: 'anon-1', isAnonymous: true, email: null, displayName: null };
    if (setup.boughtNow) store.purchase.subscription = { id: 'sub_1' } as SubscriptionView;
  });
  const result = render(
    <TestProviders store={store} path="/upgrade_account" previousPath={setup.previousPath}>
      <Routes>
        <Route path="/upgrade_account" element={<UpgradeAccountScreen flow="onboarding" />} />
        <Route path="/download" element={<div data-testid="download-page" />} />
        <Route path="/payment_success" element={<div data-testid="previous-page" />} />
      </Routes>
    </TestProviders>,
  );
  return { ...result, store, location: () => result.getByTestId('location').textContent };
}

export const dataLayerEvents = () => (window.dataLayer ?? []).map((entry) => entry.event);
export const authError = (code: string) => Object.assign(new Error(code), { code });
