import { cleanup, render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { activeSubscription } from '../domain/subscription.fixtures';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import type { AuthUser } from '../../../shared/services/auth.service';
import { emulateDevice, USER_AGENTS } from '../../../shared/testing/device';
import { createTestStore, TestProviders } from '../../../app/testing/app-harness';
import ManageIntroScreen from '../manage-intro-screen';
import ManageWizardScreen from '../manage-wizard-screen';

export const SUBSCRIBER: AuthUser = {
  uid: 'u1',
  isAnonymous: false,
  email: 'anna@example.com',
  displayName: 'Anna',
};

export type ApiCall = { path: string; body: unknown };

/** Where "Update card" leads: its query shows what the page was opened with. */
function CardUpdatePage() {
  return <div data-testid="card-update-page">{useLocation().search}</div>;
}
type Answer = { status: number; body: unknown };

let device: { restore: () => void } | undefined;

export function resetManageTest(): void {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  device?.restore();
  device = undefined;
}

type Setup = {
  path?: string;
  user?: AuthUser | null;
  /** The subscription the API holds; each action answers the next one from `after`. */
  subscription?: SubscriptionView | null;
  /** Answers by path for the management calls (default: the subscription, unchanged). */
  answer?: (path: string, body: unknown) => Answer | undefined;
  userAgent?: string;
  /** The user record GET /api/user/profile answers (default: one the server has not flagged). */
  profile?: Record<string, unknown>;
};

/**
 * The wizard at `path` with a real store; the API is stubbed at the fetch boundary and every
 * call is recorded.
 */
export function renderManage(setup: Setup = {}) {
  device = emulateDevice({ userAgent: setup.userAgent ?? USER_AGENTS.desktopChrome });
  const calls: ApiCall[] = [];
  const subscription = setup.subscription === undefined ? activeSubscription() : setup.subscription;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.replace(/^.*\/api/, '');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      if (path === '/user/profile')
        return Promise.resolve(Response.json({ user: setup.profile ?? {} }));
      const answer = setup.answer?.(path, body) ?? {
        status: 200,
        body: { subscription },
      };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
  const store = createTestStore();
  store.services.auth.getIdToken = () => Promise.resolve('id-token');
  runInAction(() => {
    store.session.user = setup.user === undefined ? SUBSCRIBER : setup.user;
    store.session.authReady = true;
  });
  const result = render(
    <TestProviders store={store} path={setup.path ?? '/manage_subscription/subscription_status'}>
      <Routes>
        <Route path="/manage_subscription" element={<ManageIntroScreen />} />
        <Route path="/manage_subscription/login" element={<div data-testid="login-step" />} />
        <Route path="/manage_subscription/payment" element={<div data-testid="payment" />} />
        <Route path="/manage_subscription/:stepId" element={<ManageWizardScreen />} />
        <Route path="/card-update" element={<CardUpdatePage />} />
        <Route path="*" element={null} />
      </Routes>
    </TestProviders>,
  );
  return {
    ...result,
    store,
    calls,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}
