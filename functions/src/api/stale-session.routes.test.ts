import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../test-support/auth-emulator.client';
import type { TestApp } from '../test-support/test-app';
import { startTestApp } from '../test-support/test-app';

/**
 * Issue 18 point 6, attack: any valid ID token, however old its sign-in, mints a custom token
 * (a new long-lived session): an ID token read off a shared machine or a log is enough.
 */
const TEN_MINUTES = 10 * 60_000;

let later: TestApp;
beforeAll(async () => {
  // The same API ten minutes after the caller signed in.
  later = await startTestApp({ clock: { now: () => new Date(Date.now() + TEN_MINUTES) } });
});
afterAll(async () => {
  await later.close();
});

describe('a stale session', () => {
  it('a sign-in ten minutes old mints a custom token', async () => {
    const user = await signUpWithEmail();
    const answer = await later.call('POST', '/api/auth/generateCustomToken', {
      token: user.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.customToken).toEqual(expect.any(String));
  });
});
