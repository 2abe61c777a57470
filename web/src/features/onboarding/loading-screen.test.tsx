import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from '../../shared/services/storage.service';
import type { AuthUser } from '../../shared/services/auth.service';
import { TestProviders, createTestStore, type TestStore } from '../../app/testing/app-harness';
import LoadingScreen from './loading-screen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Spec 01 §3: the keys the loading screen clears. */
const CLEARED = [
  'appState',
  'tokenId',
  'token',
  'dc',
  'previousStep',
  'lastSavedStep',
  'lastSavedHistoryLength',
  'payment_intent',
  'payment_intent_client_secret',
  'selectedPackageId',
  'subscriptionId',
  'send_event',
  'redirect_status',
  'source',
];

/** The signed-in user Firebase would restore, and the record the API answers for them. */
function signedIn(store: TestStore, user: AuthUser | null, record: Record<string, unknown> = {}) {
  store.services.auth.currentUser = () => Promise.resolve(user);
  store.services.auth.getIdToken = () => Promise.resolve(user ? 'id-token' : null);
  store.services.auth.signOut = () => Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.includes('/user/profile') ? { user: record } : {}), {
          status: 200,
        }),
      ),
    ),
  );
}

function renderLoading(store: TestStore, path = '/onboarding/loading') {
  render(
    <TestProviders store={store} path={path}>
      <Routes>
        <Route path="/onboarding/loading" element={<LoadingScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </TestProviders>,
  );
  return () => screen.getByTestId('location').textContent;
}

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const ANONYMOUS: AuthUser = { uid: 'anon-1', isAnonymous: true, email: null, displayName: null };

describe('loading screen', () => {
  it('clears the saved app data and the keys of spec 01 §3, keeps the others and the entry query', () => {
    const store = createTestStore();
    signedIn(store, null);
    const kept = STORAGE_KEYS.filter((key) => !CLEARED.includes(key));
    for (const key of STORAGE_KEYS) window.localStorage.setItem(key, `old=${key}`);
    renderLoading(store, '/onboarding/loading?dc=1&source=ad');
    for (const key of CLEARED.filter((key) => key !== 'dc' && key !== 'source'))
      expect(window.localStorage.getItem(key), key).toBeNull();
    expect(window.localStorage.getItem('dc')).toBe('1');
    expect(window.localStorage.getItem('source')).toBe('ad');
    // The marketing parameters are kept too, the latest ones replaced by the entry's.
    const marketing = ['searchParams', 'originalSearchParams'];
    for (const key of kept.filter((key) => !marketing.includes(key)))
      expect(window.localStorage.getItem(key), key).toBe(`old=${key}`);
    expect(window.localStorage.getItem('originalSearchParams')).toContain(
      'old=originalSearchParams',
    );
    expect(window.localStorage.getItem('searchParams')).toBe('?dc=1&source=ad');
  });

  it('runs its bar 5 s, then starts the questionnaire at gender', async () => {
    vi.useFakeTimers();
    const store = createTestStore();
    signedIn(store, null);
    const location = renderLoading(store);
    const bar = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    expect(bar()).toBe('0');
    await wait(2500);
    expect(bar()).toBe('50');
    await wait(2400);
    expect(bar()).toBe('98');
    expect(location()).toBe('/onboarding/loading');
    await wait(200);
    expect(location()).toBe('/onboarding/gender');
    expect(store.onboarding.currentStepId).toBe('gender');
  });

  it.each([
    [
      'an anonymous user with a subscription goes to upgrade-account',
      ANONYMOUS,
      true,
      '/upgrade_account',
    ],
    [
      'an anonymous user without one starts the questionnaire',
      ANONYMOUS,
      false,
      '/onboarding/gender',
    ],
    ['a visitor who is not signed in starts the questionnaire', null, false, '/onboarding/gender'],
  ] as const)('%s', async (_label, user, subscribed, path) => {
    vi.useFakeTimers();
    const store = createTestStore();
    signedIn(store, user, subscribed ? { subscription: { id: 'sub_1', status: 'active' } } : {});
    const location = renderLoading(store);
    await wait(4900);
    expect(location()).toBe('/onboarding/loading');
    await wait(200);
    // The user's record loads with the API client (a lazy chunk): real time from here.
    vi.useRealTimers();
    await waitFor(() => expect(location()).toBe(path));
  });
});
