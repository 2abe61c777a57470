import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously, signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestApp } from '../../testing/test-app';
import { startTestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/auth/checkEmailExists', () => {
  it('answers true for a registered e-mail, whatever its case and spaces', async () => {
    const user = await signUpWithEmail();
    const answer = await app.call('POST', endpoints.checkEmailExists.path, {
      body: { email: `  ${user.email?.toUpperCase()} ` },
    });
    expect(answer).toMatchObject({ status: 200, body: { emailExists: true } });
  });

  it('answers false for an unknown e-mail', async () => {
    const answer = await app.call('POST', endpoints.checkEmailExists.path, {
      body: { email: 'nobody-here@example.com' },
    });
    expect(answer).toMatchObject({ status: 200, body: { emailExists: false } });
  });

  it.each([[{ email: 'not-an-email' }], [{}], [{ email: 42 }]])(
    'refuses %j with 400 invalid-request',
    async (body) => {
      const answer = await app.call('POST', endpoints.checkEmailExists.path, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'invalid-request',
        message: expect.stringContaining('email'),
      });
    },
  );

  it('looks up an address of 254 characters and refuses one of 255 (RFC 5321) with 400', async () => {
    const address = (length: number) => {
      const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
      return `${'l'.repeat(length - domain.length - 1)}@${domain}`;
    };
    expect(address(254)).toHaveLength(254);
    const longest = await app.call('POST', endpoints.checkEmailExists.path, {
      body: { email: address(254) },
    });
    expect(longest).toMatchObject({ status: 200, body: { emailExists: false } });
    const tooLong = await app.call('POST', endpoints.checkEmailExists.path, {
      body: { email: address(255) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toEqual({
      code: 'invalid-request',
      message: expect.stringContaining('at most 254 characters'),
    });
  });

  it('refuses malformed JSON with 400 and the error shape', async () => {
    const answer = await app.call('POST', endpoints.checkEmailExists.path, {
      rawBody: '{"email": ',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-json', message: 'Malformed JSON body' } },
    });
  });
});

describe('POST /api/auth/signIn', () => {
  it('refuses a call without a token with the spec message', async () => {
    const answer = await app.call('POST', endpoints.signIn.path, { body: {} });
    expect(answer).toEqual(
      expect.objectContaining({
        status: 401,
        body: {
          error: {
            code: 'unauthenticated',
            message: 'Error getting firebase token id: You are not logged in!',
          },
        },
      }),
    );
  });

  it('refuses an invalid token with 401 invalid-token', async () => {
    const answer = await app.call('POST', endpoints.signIn.path, {
      token: 'not-a-token',
      body: {},
    });
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'invalid-token' } } });
  });

  it('creates the user record on the first call', async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('POST', endpoints.signIn.path, {
      token: user.idToken,
      body: { newsletterAccepted: true, lang: 'de' },
      headers: { 'x-appengine-country': 'AT' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      created: true,
      user: {
        providerData: { providerId: 'anonymous', isAnonymous: true, emailVerified: false },
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lang: 'de',
        country: 'AT',
        appVersion: 'web',
        isWebUser: true,
        rv: 5,
        newsletter: true,
        onboardingActive: true,
      },
    });
    expect(await app.database.get(`users/${user.uid}/country`)).toBe('AT');
  });

  it('creates the record once under 5 parallel calls', async () => {
    const user = await signUpAnonymously();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.created === true)).toHaveLength(1);
    const createdTimes = new Set(
      answers.map((answer) => (answer.body.user as { created: string }).created),
    );
    expect(createdTimes.size).toBe(1);
  });

  it('syncs provider data on a later sign-in and keeps the first values', async () => {
    const user = await signUpWithEmail();
    await app.call('POST', endpoints.signIn.path, {
      token: user.idToken,
      body: { lang: 'fr' },
      headers: { 'x-country-code': 'FR' },
    });
    const again = await app.call('POST', endpoints.signIn.path, {
      token: user.idToken,
      body: { lang: 'it' },
    });
    expect(again.body).toMatchObject({
      created: false,
      user: {
        lang: 'fr',
        country: 'FR',
        providerData: { email: user.email, providerId: 'password', isAnonymous: false },
      },
    });
  });

  it('falls back to en and the Accept-Language country, and refuses a bad newsletter flag', async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('POST', endpoints.signIn.path, {
      token: user.idToken,
      body: { lang: 'xx' },
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(answer.body.user).toMatchObject({ lang: 'en', country: 'MX', newsletter: false });
    const bad = await app.call('POST', endpoints.signIn.path, {
      token: user.idToken,
      body: { newsletterAccepted: 'yes' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
  });
});
