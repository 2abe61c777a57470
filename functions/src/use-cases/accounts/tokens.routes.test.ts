import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFutoken } from '../../domain/futoken';
import { signUpAnonymously, signUpWithEmail } from '../../testing/auth-emulator.client';
import { signInWithCustomToken } from '../../testing/custom-token.client';
import type { TestApp } from '../../testing/test-app';
import { startTestApp, TEST_FUTOKEN_SECRET } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

let app: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  unconfigured = await startTestApp({ futokenSecret: null });
});
afterAll(async () => {
  await app.close();
  await unconfigured.close();
});

const futokenFor = (uid: string, extra: Partial<Parameters<typeof signFutoken>[0]> = {}) =>
  signFutoken({ uid, secret: TEST_FUTOKEN_SECRET, now: new Date(), ...extra });
const getJwt = (body: unknown, target = app) =>
  target.call('POST', endpoints.getJWT.path, { body });

describe('POST /api/getJWT', () => {
  it('exchanges a futoken for a custom token that signs in as that uid', async () => {
    const user = await signUpWithEmail();
    const answer = await getJwt({ futoken: futokenFor(user.uid) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ token: expect.any(String) });
    const session = await signInWithCustomToken(String(answer.body.token));
    expect(session).toMatchObject({ status: 200, uid: user.uid });
  });

  it.each<[string, (uid: string) => unknown]>([
    ['no body', () => undefined],
    ['no futoken', () => ({})],
    ['a futoken of the wrong type', () => ({ futoken: 42 })],
    ['garbage', () => ({ futoken: 'not.a.jwt' })],
    ['another secret', (uid) => ({ futoken: futokenFor(uid, { secret: 'x'.repeat(40) }) })],
    [
      'an expired futoken',
      (uid) => ({ futoken: futokenFor(uid, { now: new Date(Date.now() - 3_600_000) }) }),
    ],
    ['another audience', (uid) => ({ futoken: futokenFor(uid, { claims: { aud: 'other' } }) })],
    ['alg none', (uid) => ({ futoken: futokenFor(uid, { header: { alg: 'none' } }) })],
    ['an unknown uid', () => ({ futoken: futokenFor('no-such-user-uid') })],
    ['a body that is an array', () => [1]],
  ])('refuses %s with 401 invalid-futoken', async (_name, body) => {
    const user = await signUpAnonymously();
    const answer = await getJwt(body(user.uid));
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'invalid-futoken', message: expect.any(String) });
  });

  it('answers 503 when no futoken secret is configured', async () => {
    const user = await signUpAnonymously();
    const answer = await getJwt({ futoken: futokenFor(user.uid) }, unconfigured);
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'futoken-unavailable' } } });
  });
});

describe('POST /api/auth/generateCustomToken', () => {
  it("answers a custom token for the caller's own uid", async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('POST', endpoints.generateCustomToken.path, {
      token: user.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const session = await signInWithCustomToken(String(answer.body.customToken));
    expect(session).toMatchObject({ status: 200, uid: user.uid });
  });

  it('refuses a call without a token with the spec message', async () => {
    const answer = await app.call('POST', endpoints.generateCustomToken.path);
    expect(answer).toMatchObject({
      status: 401,
      body: { error: { message: 'Error getting firebase token id: You are not logged in!' } },
    });
  });
});
