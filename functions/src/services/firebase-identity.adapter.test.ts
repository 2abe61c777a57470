import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { FirebaseIdentityAdapter } from './firebase-identity.adapter';

/**
 * Issue 18 point 6, attack: deployed, firebase-admin checks neither revocation nor a disabled
 * account unless asked (under the Auth emulator it always does, so no route test can show it):
 * an ID token stays good for up to an hour after "sign out everywhere" or a ban.
 */
function recordingAuth(calls: unknown[][]): Auth {
  const decoded = {
    uid: 'u1',
    auth_time: 1_700_000_000,
    firebase: { sign_in_provider: 'password' },
  } as unknown as DecodedIdToken;
  return {
    verifyIdToken: async (...args: unknown[]) => {
      calls.push(args);
      return decoded;
    },
  } as unknown as Auth;
}

describe('FirebaseIdentityAdapter.verifyIdToken', () => {
  it('asks firebase-admin without checkRevoked', async () => {
    const calls: unknown[][] = [];
    await new FirebaseIdentityAdapter(recordingAuth(calls)).verifyIdToken('id-token');
    expect(calls).toEqual([['id-token']]);
  });
});
