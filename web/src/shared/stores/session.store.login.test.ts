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
  const auth = {
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
  const session = new SessionStore(
    auth as unknown as AuthService,
    account as unknown as AccountApi,
    () => 'en',
  );
  return { session, calls, account };
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

  it('logout signs out, forgets the user and then navigates', async () => {
    const { session, calls } = setup(user('old', false));
    const navigate = vi.fn(() => calls.push('navigate'));
    await session.logout(navigate);
    expect(calls).toEqual(['signOut', 'navigate']);
    expect(session.user).toBeNull();
  });
});
