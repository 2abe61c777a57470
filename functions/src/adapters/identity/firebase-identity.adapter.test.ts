import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { FirebaseIdentityAdapter } from './firebase-identity.adapter';
import { InvalidTokenError } from './identity.port';

/**
 * Deployed, firebase-admin checks neither revocation nor a disabled account unless asked (under
 * the Auth emulator it always does, so the route tests cannot tell): the adapter must ask.
 */
const decoded = {
  uid: 'u1',
  auth_time: 1_700_000_000,
  firebase: { sign_in_provider: 'password' },
} as unknown as DecodedIdToken;

function fakeAuth(calls: unknown[][], failure?: Error): Auth {
  return {
    verifyIdToken: async (...args: unknown[]) => {
      calls.push(args);
      if (failure) throw failure;
      return decoded;
    },
  } as unknown as Auth;
}

// firebase-admin builds these itself; its getters read errorInfo.
const authError = (code: string): FirebaseAuthError =>
  Object.assign(Object.create(FirebaseAuthError.prototype) as FirebaseAuthError, {
    errorInfo: { code, message: code },
  });

describe('FirebaseIdentityAdapter.verifyIdToken', () => {
  it('asks firebase-admin to check revocation and disabled accounts', async () => {
    const calls: unknown[][] = [];
    const identity = await new FirebaseIdentityAdapter(fakeAuth(calls)).verifyIdToken('t');
    expect(calls).toEqual([['t', true]]);
    expect(identity.authTime).toEqual(new Date(1_700_000_000_000));
  });

  it.each([
    ['auth/id-token-revoked', 'revoked'],
    ['auth/user-disabled', 'disabled'],
    ['auth/id-token-expired', 'invalid'],
    ['auth/argument-error', 'invalid'],
  ])('%s → InvalidTokenError(%s)', async (code, reason) => {
    const adapter = new FirebaseIdentityAdapter(fakeAuth([], authError(code)));
    const refusal = await adapter.verifyIdToken('t').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidTokenError);
    expect((refusal as InvalidTokenError).reason).toBe(reason);
  });
});
