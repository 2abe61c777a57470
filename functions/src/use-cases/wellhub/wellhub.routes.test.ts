import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationDetailsAnswerSchema } from '../../contract/api/wellhub.answers';
import { z } from '../../contract/zod';
import { signVerificationLink } from '../../domain/wellhub-verification-link';
import { signUpAnonymously, signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import type { TestApp } from '../../testing/test-app';
import { TEST_CANCELLATION_LINK_SECRET, startTestApp } from '../../testing/test-app';
import { verifyByMail } from '../../testing/wellhub-partner';
import { endpoints } from '../../contract/endpoints';

let app: TestApp;
const mailer = new CapturingMailer();
beforeAll(async () => {
  app = await startTestApp({ mailer });
});
afterAll(() => app.close());

const details = (query: string) => app.call('GET', `${endpoints.registrationDetails.path}${query}`);
const register = (user: TestUser | null, body: unknown) =>
  app.call('POST', endpoints.registerNewWellhubUser.path, {
    ...(user ? { token: user.idToken } : {}),
    body,
  });
let counter = 0;
const partnerId = () => `gp-${Date.now()}-${(counter += 1)}`;

/**
 * What the partner's signup hook databases for a member, and the link of our verification mail
 * to its address; answers what the client sends.
 */
async function partnerRegistration(email: string | undefined, id = partnerId()) {
  const wellhubRegistrationId = `reg-${id}-${(counter += 1)}`;
  const address = email ?? 'nobody@example.com';
  await app.database.set(`wellhubRegistrations/${wellhubRegistrationId}`, {
    gympass_user_id: id,
    email: address,
  });
  const verificationToken = await verifyByMail(app, mailer, wellhubRegistrationId, address);
  return { gympass_user_id: id, wellhubRegistrationId, verificationToken };
}

describe('GET /api/wellhub/registrationDetails', () => {
  it('answers the partner id and the e-mail masked, without auth', async () => {
    await app.database.set('wellhubRegistrations/reg-1', {
      gympass_user_id: 'gp-42',
      email: 'member@example.com',
      createdAt: '2026-01-01',
    });
    const answer = await details('?wellhubRegistrationId=reg-1');
    expect(answer).toMatchObject({
      status: 200,
      body: { gympass_user_id: 'gp-42', email: 'm•••@e•••.com', used: false },
    });
    expect(Object.keys(answer.body)).toEqual(['gympass_user_id', 'email', 'used']);
    expect(z.safeParse(registrationDetailsAnswerSchema, answer.body).success).toBe(true);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a numeric partner id as text, as the contract says', async () => {
    await app.database.set('wellhubRegistrations/reg-number', {
      gympass_user_id: 42,
      email: 'member@example.com',
    });
    const answer = await details('?wellhubRegistrationId=reg-number');
    expect(answer.body).toEqual({ gympass_user_id: '42', email: 'm•••@e•••.com', used: false });
    expect(z.safeParse(registrationDetailsAnswerSchema, answer.body).success).toBe(true);
  });

  it.each([
    ['an unknown id', '?wellhubRegistrationId=reg-unknown', 404],
    ['an id that is a path', '?wellhubRegistrationId=..%2Fusers', 404],
    ['an id with a dot', '?wellhubRegistrationId=a.b', 404],
    ['no id', '', 400],
    ['an empty id', '?wellhubRegistrationId=', 400],
    ['two ids', '?wellhubRegistrationId=a&wellhubRegistrationId=b', 400],
  ])('%s → %i with the error shape', async (_name, query, status) => {
    const answer = await details(query);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('POST /api/wellhub/registerNewWellhubUser', () => {
  it('records an active membership once; registering again changes nothing', async () => {
    const user = await signUpWithEmail();
    const claim = await partnerRegistration(user.email);
    const id = claim.gympass_user_id;
    const first = await register(user, claim);
    expect(first).toMatchObject({ status: 200, body: { ok: true, hasOldSubscription: false } });
    const stored = await app.database.get(`users/${user.uid}/wellhub`);
    expect(stored).toEqual({
      status: 'active',
      gympassUserId: id,
      email: user.email,
      registeredAt: expect.any(String),
      emailVerifiedAt: expect.any(String),
    });
    const again = await register(user, claim);
    expect(again.status).toBe(200);
    expect(await app.database.get(`users/${user.uid}/wellhub`)).toEqual(stored);
  });

  it('tells whether the user already had a subscription', async () => {
    const user = await signUpWithEmail();
    await app.database.set(`users/${user.uid}/subscription`, {
      provider: 'paypal',
      id: 'I-OLD',
      status: 'CANCELLED',
    });
    const answer = await register(user, await partnerRegistration(user.email));
    expect(answer.body).toEqual({ ok: true, hasOldSubscription: true });
  });

  it('refuses a partner id another account registered with 409', async () => {
    const [owner, other] = [await signUpWithEmail(), await signUpWithEmail()];
    const claim = await partnerRegistration(owner.email);
    expect((await register(owner, claim)).status).toBe(200);
    // Even with a registration naming the other account's e-mail, the partner id is taken.
    const answer = await register(
      other,
      await partnerRegistration(other.email, claim.gympass_user_id),
    );
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { code: 'wellhubUserAlreadyRegistered' } },
    });
    expect(await app.database.get(`users/${other.uid}/wellhub`)).toBeNull();
  });

  it.each([
    [{}],
    [{ gympass_user_id: '' }],
    [{ gympass_user_id: '   ' }],
    [{ gympass_user_id: { x: 1 } }],
  ])('refuses %j with 400 gympassUserIdMissing', async (body) => {
    const user = await signUpWithEmail();
    const answer = await register(user, body);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'gympassUserIdMissing' } },
    });
    expect(await app.database.get(`users/${user.uid}/wellhub`)).toBeNull();
  });

  it('refuses an anonymous caller with 400 wellhubEmailMissing and writes nothing', async () => {
    const user = await signUpAnonymously();
    const claim = await partnerRegistration(undefined);
    const id = claim.gympass_user_id;
    const answer = await register(user, claim);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'wellhubEmailMissing' } } });
    expect(await app.database.get(`users/${user.uid}/wellhub`)).toBeNull();
    expect(await app.database.get(`wellhubMembers/${id}`)).toBeNull();
  });

  it('refuses a partner id that is not a key, and a call without a token', async () => {
    const user = await signUpWithEmail();
    const bad = await register(user, { gympass_user_id: 'a/b' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    const anonymous = await register(null, await partnerRegistration('x@example.com'));
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
  });

  it.each([
    [
      'no registration id',
      async (email: string) => ({
        gympass_user_id: (await partnerRegistration(email)).gympass_user_id,
      }),
      400,
      'wellhubRegistrationMissing',
    ],
    [
      'an unknown registration',
      async (email: string) => ({
        ...(await partnerRegistration(email)),
        gympass_user_id: partnerId(),
        wellhubRegistrationId: 'reg-unknown',
      }),
      403,
      'wellhubEmailNotVerified',
    ],
    [
      'no verification link',
      async (email: string) => ({ ...(await partnerRegistration(email)), verificationToken: '' }),
      403,
      'wellhubEmailNotVerified',
    ],
    [
      'an expired verification link',
      async (email: string) => {
        const registration = await partnerRegistration(email);
        const verificationToken = signVerificationLink(
          {
            registrationId: registration.wellhubRegistrationId,
            email,
            expiresAt: Math.floor(Date.now() / 1000) - 1,
          },
          TEST_CANCELLATION_LINK_SECRET,
        );
        return { ...registration, verificationToken };
      },
      409,
      'wellhubVerificationExpired',
    ],
    [
      'a registration for another partner id',
      async (email: string) => ({
        ...(await partnerRegistration(email)),
        gympass_user_id: partnerId(),
      }),
      403,
      'wellhubRegistrationMismatch',
    ],
    [
      'a registration for another e-mail',
      async () => partnerRegistration('someone-else@example.com'),
      403,
      'wellhubRegistrationMismatch',
    ],
    [
      'the link of another registration',
      async (email: string) => ({
        ...(await partnerRegistration(email)),
        verificationToken: (await partnerRegistration(email)).verificationToken,
      }),
      403,
      'wellhubEmailNotVerified',
    ],
  ])('refuses %s and grants nothing', async (_name, body, status, code) => {
    const user = await signUpWithEmail();
    const answer = await register(user, await body(user.email ?? ''));
    expect(answer).toMatchObject({ status, body: { error: { code } } });
    expect(await app.database.get(`users/${user.uid}/wellhub`)).toBeNull();
  });
});

describe('POST /api/wellhub/sendVerification and checkVerification', () => {
  const send = (body: unknown) =>
    app.call('POST', endpoints.sendWellhubVerification.path, { body });
  const check = (verificationToken: unknown) =>
    app.call('POST', endpoints.checkWellhubVerification.path, { body: { verificationToken } });

  it.each([
    ['an unknown registration', { wellhubRegistrationId: 'reg-unknown' }, 404, 'not-found'],
    ['an id that is a path', { wellhubRegistrationId: 'a/b' }, 404, 'not-found'],
    ['an invalid address', { email: 'not-an-address' }, 400, 'invalid-request'],
  ])('refuses %s and sends nothing', async (_name, override, status, code) => {
    const email = `member-${partnerId()}@example.com`;
    const { wellhubRegistrationId } = await partnerRegistration(email);
    const sent = mailer.sent.length;
    const answer = await send({ wellhubRegistrationId, email, language: 'en', ...override });
    expect(answer).toMatchObject({ status, body: { error: { code } } });
    expect(mailer.sent).toHaveLength(sent);
  });

  it('sends one address at most five mails a day (429 with Retry-After after that)', async () => {
    const email = `member-${partnerId()}@example.com`;
    const { wellhubRegistrationId } = await partnerRegistration(email); // the first mail
    for (let mail = 2; mail <= 5; mail += 1)
      expect((await send({ wellhubRegistrationId, email, language: 'en' })).status).toBe(202);
    const over = await send({ wellhubRegistrationId, email, language: 'en' });
    expect(over).toMatchObject({ status: 429, body: { error: { code: 'rate-limited' } } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mailer.to(email)).toHaveLength(5);
  });

  it('answers 502 mail-not-sent when the SMTP server refuses', async () => {
    const email = `member-${partnerId()}@example.com`;
    const { wellhubRegistrationId } = await partnerRegistration(email);
    mailer.failing = true;
    try {
      const answer = await send({ wellhubRegistrationId, email, language: 'en' });
      expect(answer).toMatchObject({ status: 502, body: { error: { code: 'mail-not-sent' } } });
    } finally {
      mailer.failing = false;
    }
  });

  it('checks a link: the address, whether it has an account; refused once used', async () => {
    const user = await signUpWithEmail();
    const claim = await partnerRegistration(user.email);
    expect(await check(claim.verificationToken)).toMatchObject({
      status: 200,
      body: { email: user.email, emailExists: true },
    });
    expect((await register(user, claim)).status).toBe(200);
    expect(await check(claim.verificationToken)).toMatchObject({
      status: 409,
      body: { error: { code: 'wellhubRegistrationUsed' } },
    });
    expect(await check('garbage')).toMatchObject({
      status: 403,
      body: { error: { code: 'wellhubEmailNotVerified' } },
    });
  });

  it('answers 503 without mail settings, for the mail and for registering', async () => {
    const bare = await startTestApp({ mailer: null });
    try {
      await bare.database.set('wellhubRegistrations/reg-bare', {
        gympass_user_id: 'gp-bare',
        email: 'bare@example.com',
      });
      const sent = await bare.call('POST', endpoints.sendWellhubVerification.path, {
        body: { wellhubRegistrationId: 'reg-bare', email: 'bare@example.com', language: 'en' },
      });
      expect(sent).toMatchObject({
        status: 503,
        body: { error: { code: 'server-misconfigured' } },
      });
    } finally {
      await bare.close();
    }
  });
});
