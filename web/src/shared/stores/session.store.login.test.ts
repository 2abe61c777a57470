import { describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '../services/account.api';
import type { AuthService, AuthUser } from '../services/auth.service';
import { SessionStore } from './session.store';

const user = (uid: string, isAnonymous: boolean): AuthUser => ({
  uid,
  isAnonymous,
  email: isAnonymous ? null : `${uid}@b.co`,
  displayName: null,
});

function setup(current: AuthUser | null) {
  const calls: string[] = [];
  let authListener: (user: AuthUser | null) => void = () => undefined;
  const auth = {
    onChange: vi.fn(async (listener: (user: AuthUser | null) => void) => {
      authListener = listener;
      return () => undefined;
    }),
    currentUser: vi.fn(async () => current),
    signOut: vi.fn(async () => {
      calls.push('signOut');
    }),
    signInWithProvider: vi.fn(async () => {
      calls.push('provider');
      return user('g', false);
    }),
    signInWithCustomToken: vi.fn(async () => {
      calls.push('customToken');
      return user('t', false);
    }),
    createAccountWithEmail: vi.fn(async () => {
      calls.push('create');
      return user('n', false);
    }),
  };
  const account = { syncUser: vi.fn(async () => ({ created: true })) };
  const analytics = { track: vi.fn(), error: vi.fn() };
  const session = new SessionStore(
    auth as unknown as AuthService,
    account as unknown as AccountApi,
    () => 'en',
    analytics,
  );
  /** What Firebase does on a page load with a saved session, or on any sign-in or sign-out. */
  const authChanged = (user: AuthUser | null) => authListener(user);
  return { session, calls, account, analytics, auth, authChanged };
}

type Action = (session: SessionStore) => Promise<void>;
const ACTIONS: [string, Action, string][] = [
  ['Google', (s) => s.signInWithProvider('google'), 'provider'],
  ['custom token', (s) => s.signInWithCustomToken('tok'), 'customToken'],
  ['e-mail sign-up', (s) => s.createAccountWithEmail('A', 'n@b.co', 'secret1'), 'create'],
];

describe('SessionStore sign-in (spec 02 §4.2)', () => {
  it.each(ACTIONS)(
    '%s logs a registered user out first, then syncs the record',
    async (_, act, step) => {
      const { session, calls, account } = setup(user('old', false));
      await act(session);
      expect(calls).toEqual(['signOut', step]);
      expect(account.syncUser).toHaveBeenCalledWith({ lang: 'en' });
      expect(session.user?.isAnonymous).toBe(false);
    },
  );

  it.each(ACTIONS)(
    '%s keeps an anonymous visitor signed in until it replaces them',
    async (_, act, step) => {
      const { session, calls } = setup(user('anon', true));
      await act(session);
      expect(calls).toEqual([step]);
    },
  );

  it('logout logs its event, signs out, forgets the user and then navigates', async () => {
    const { session, calls, analytics } = setup(user('old', false));
    session.user = user('old', false);
    const navigate = vi.fn(() => calls.push('navigate'));
    await session.logout(navigate);
    expect(analytics.track).toHaveBeenCalledWith('web_logout', { anonymous: false });
    expect(calls).toEqual(['signOut', 'navigate']);
    expect(session.user).toBeNull();
  });
});

describe('SessionStore auth-state changes (spec 02 §4.2)', () => {
  it('a session restored on page load is a login success: the record is synced once', async () => {
    const { session, account, authChanged } = setup(null);
    await session.start();
    authChanged(user('back', false));
    authChanged(user('back', false));
    await vi.waitFor(() => expect(account.syncUser).toHaveBeenCalledTimes(1));
    expect(account.syncUser).toHaveBeenCalledWith({ lang: 'en' });
    expect(session.user?.uid).toBe('back');
  });

  it('an explicit sign-in syncs its record itself; the auth change it causes adds no second sync', async () => {
    const { session, account, auth, authChanged } = setup(null);
    await session.start();
    auth.signInWithProvider.mockImplementationOnce(async () => {
      authChanged(user('g', false));
      return user('g', false);
    });
    await session.signInWithProvider('google');
    authChanged(user('g', false));
    expect(account.syncUser).toHaveBeenCalledTimes(1);
  });

  it('a failed sync is reported and tried again at the next auth change', async () => {
    const { session, account, analytics, authChanged } = setup(null);
    account.syncUser.mockRejectedValueOnce(new Error('offline'));
    await session.start();
    authChanged(user('back', false));
    await vi.waitFor(() =>
      expect(analytics.error).toHaveBeenCalledWith('web_loginSyncFailed', expect.any(Error)),
    );
    authChanged(user('back', false));
    await vi.waitFor(() => expect(account.syncUser).toHaveBeenCalledTimes(2));
  });

  it('an auth change without a user signs the session out', async () => {
    const { session, account, authChanged } = setup(null);
    await session.start();
    authChanged(user('back', false));
    authChanged(null);
    expect(session.user).toBeNull();
    expect(account.syncUser).toHaveBeenCalledTimes(1);
  });
});
