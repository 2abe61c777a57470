import { cleanup, render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthService, type AuthUser } from '../../../shared/services/auth.service';
import { createTestStore, TestProviders } from '../../../app/testing/app-harness';
import WellhubEntryScreen from '../wellhub-entry-screen';
import WellhubRegisterScreen from '../wellhub-register-screen';
import WellhubWelcomeBackScreen from '../wellhub-welcome-back-screen';

/** registrationDetails as a stranger sees it: the address masked (issue 32). */
export const REGISTRATION = { gympass_user_id: 'gp-1', email: 'a•••@e•••.com', used: false };
/** The mail's link, as /wellhub/register receives it, and what checking it answers. */
export const LINK_TOKEN = 'link-token.sig';
export const VERIFIED = {
  wellhubRegistrationId: 'reg-1',
  email: 'anna@example.com',
  emailExists: false,
};

/** One answer of the stubbed API: a JSON body and a status (200 unless told). */
export type ApiAnswer = { status?: number; body: unknown };
export type ApiStub = Partial<Record<string, ApiAnswer | 'network-error'>>;

const DEFAULT_API: ApiStub = {
  'GET /api/wellhub/registrationDetails': { body: REGISTRATION },
  'POST /api/wellhub/sendVerification': { status: 202, body: { sentTo: 'a•••@e•••.com' } },
  'POST /api/wellhub/checkVerification': { body: VERIFIED },
  'POST /api/auth/checkEmailExists': { body: { emailExists: false } },
  'POST /api/auth/signIn': { body: { created: false } },
  'GET /api/user/profile': { body: { user: {} } },
  'POST /api/wellhub/registerNewWellhubUser': { body: { ok: true, hasOldSubscription: false } },
};

export type ApiCall = { key: string; url: string; body: unknown };

/** Stubs fetch at the network boundary; answers by "METHOD /path" and records every call. */
export function stubApi(overrides: ApiStub = {}): ApiCall[] {
  const calls: ApiCall[] = [];
  const answers = { ...DEFAULT_API, ...overrides };
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0] ?? url}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, url, body });
    const answer = answers[key];
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (!answer) return Promise.resolve(new Response('{}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }),
    );
  });
  return calls;
}

export const USER: AuthUser = {
  uid: 'uid-1',
  isAnonymous: false,
  email: 'anna@example.com',
  displayName: 'Anna',
};

/** Firebase Auth stays out of jsdom: the identity calls are the test's. */
export function stubAuth() {
  vi.spyOn(AuthService.prototype, 'getIdToken').mockResolvedValue('id-token');
  vi.spyOn(AuthService.prototype, 'currentUser').mockResolvedValue(null);
  vi.spyOn(AuthService.prototype, 'signOut').mockResolvedValue();
  return {
    signIn: vi.spyOn(AuthService.prototype, 'signInWithEmail').mockResolvedValue(USER),
    createAccount: vi
      .spyOn(AuthService.prototype, 'createAccountWithEmail')
      .mockResolvedValue(USER),
  };
}

export function resetWellhubTest(): void {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.dataLayer = [];
}

function DownloadProbe() {
  const { search } = useLocation();
  return <div data-testid="download-page">{search}</div>;
}

/** The partner screens at `path`, with the real stores and translations. */
export function renderWellhub(path: string, setup: { email?: string; verified?: boolean } = {}) {
  const store = createTestStore();
  window.dataLayer = [];
  runInAction(() => {
    if (setup.email) store.wellhub.email = setup.email;
    // This tab already opened the mail's link for that address.
    if (setup.email && setup.verified) {
      store.wellhub.registrationId = VERIFIED.wellhubRegistrationId;
      store.wellhub.verification = { token: LINK_TOKEN, email: setup.email };
    }
  });
  const result = render(
    <TestProviders store={store} path={path}>
      <Routes>
        <Route path="/wellhub" element={<WellhubEntryScreen />} />
        <Route path="/wellhub/login" element={<WellhubEntryScreen />} />
        <Route path="/wellhub/register" element={<WellhubRegisterScreen />} />
        <Route path="/wellhub/welcome-back" element={<WellhubWelcomeBackScreen />} />
        <Route path="/wellhub/download" element={<DownloadProbe />} />
      </Routes>
    </TestProviders>,
  );
  return { ...result, store, location: () => result.getByTestId('location').textContent };
}

export const dataLayerEvents = () => (window.dataLayer ?? []).map((entry) => entry.event);
export const authError = (code: string) => Object.assign(new Error(code), { code });
