import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestApp } from '../../testing/test-app';
import { startTestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

/**
 * Issue 18 point 6: a custom token (a new long-lived session) only for a sign-in moments old;
 * an ID token of an account signed out everywhere or disabled is refused at once.
 */
const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: 'demo-fastwell' }));
const TEN_MINUTES = 10 * 60_000;

let app: TestApp;
let later: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // The same API ten minutes after the caller signed in.
  later = await startTestApp({ clock: { now: () => new Date(Date.now() + TEN_MINUTES) } });
});
afterAll(async () => {
  await app.close();
  await later.close();
});

describe('POST /api/auth/generateCustomToken needs a recent sign-in', () => {
  it('refuses a sign-in ten minutes old with 401 recent-sign-in-required', async () => {
    const user = await signUpWithEmail();
    const answer = await later.call('POST', endpoints.generateCustomToken.path, {
      token: user.idToken,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      error: { code: 'recent-sign-in-required', message: expect.any(String) },
    });
  });

  it('answers a sign-in of a moment ago', async () => {
    const user = await signUpWithEmail();
    const answer = await app.call('POST', endpoints.generateCustomToken.path, {
      token: user.idToken,
    });
    expect(answer.status).toBe(200);
  });
});

const MONEY_CALLS: [string, string, unknown][] = [
  ['POST', endpoints.createSubscription.path, {}],
  ['POST', endpoints.purchaseEbook.path, {}],
  ['POST', endpoints.generateCustomToken.path, undefined],
];

async function revoked(): Promise<TestUser> {
  const user = await signUpWithEmail();
  // Revocation has one-second precision: revoke in a later second than the sign-in.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await auth().revokeRefreshTokens(user.uid);
  return user;
}

async function disabled(): Promise<TestUser> {
  const user = await signUpWithEmail();
  await auth().updateUser(user.uid, { disabled: true });
  return user;
}

describe('a stale session on the money routes', () => {
  it.each([
    ['revoked', revoked, 'session-revoked'],
    ['disabled', disabled, 'account-disabled'],
  ])('an ID token of a %s account is refused with 401 %s', async (_name, make, code) => {
    const user = await make();
    for (const [method, path, body] of MONEY_CALLS) {
      const answer = await app.call(method, path, { token: user.idToken, body });
      expect({ path, status: answer.status, code: answer.body.error?.code }).toEqual({
        path,
        status: 401,
        code,
      });
    }
  });
});
