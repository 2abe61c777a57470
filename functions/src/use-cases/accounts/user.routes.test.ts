import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import type { TestApp } from '../../testing/test-app';
import { startTestApp } from '../../testing/test-app';
import { endpoints } from '../../contract/endpoints';

const NOW = new Date('2026-11-21T09:30:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: { now: () => NOW } });
});
afterAll(() => app.close());

const onboardingData = {
  gender: 'm',
  goals: ['lose_weight', 'boost_energy', 'improve_sleep'],
  fasting_knowledge: 'nothing',
  height: { original: { value: { feet: 5, inches: 11 }, unit: 'ft/in' }, inCm: { value: 180.3 } },
  weight: { original: { value: 220, unit: 'lb' }, inKg: { value: 99.8 } },
  perfect_weight: { original: { value: 190, unit: 'lb' }, inKg: { value: 86.2 } },
  age: 42,
  bad_habits: ['smoking'],
  fasting_motivation: 'imSerious',
};

async function signedIn(country = 'US'): Promise<TestUser> {
  const user = await signUpAnonymously();
  await app.call('POST', endpoints.signIn.path, {
    token: user.idToken,
    body: {},
    headers: { 'x-country-code': country },
  });
  return user;
}

describe('POST /api/user/onboardingData', () => {
  it('refuses a call without a token with the spec message', async () => {
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      body: { onboardingData },
    });
    expect(answer).toMatchObject({
      status: 401,
      body: {
        error: {
          code: 'unauthenticated',
          message: 'Error getting firebase token id: You are not logged in!',
        },
      },
    });
  });

  it('maps the answers to personal data, the first weight and the newsletter', async () => {
    const user = await signedIn('US');
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: { onboardingData, newsletterAccepted: true, email: ' Max@Example.COM ' },
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });

    const profile = await app.call('GET', endpoints.profile.path, { token: user.idToken });
    expect(profile.body.user).toMatchObject({
      personal: {
        gender: 'm',
        personalGoals: ['loseWeight', 'moreEnergy', 'improveHealth'],
        initialExperience: 'beginner',
        goalWeight: 86.2,
        height: 180.3,
        unitSystem: 'imperial',
        unitSystemWater: 'Oz',
        age: 42,
        ageRange: 'age_40_to_49',
      },
      stats: { weight: [{ date: '2026-11-21', value: 99.8 }] },
      newsletter: true,
      newsletterEmail: 'max@example.com',
      onboardingActive: false,
      country: 'US',
    });
  });

  it('clears the fasting plan and its history (spec 02 §3), made from the answers replaced', async () => {
    const user = await signedIn('DE');
    await app.database.set(`users/${user.uid}/fastingPlan`, { type: '16:8', start: '2026-10-01' });
    await app.database.set(`users/${user.uid}/planHistory`, { a1: { type: '14:10' } });
    await app.database.set(`users/${user.uid}/ebook`, true);
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: { onboardingData, newsletterAccepted: false, email: '' },
    });
    expect(answer.status).toBe(200);
    const record = (await app.database.get(`users/${user.uid}`)) as Record<string, unknown>;
    expect(record).not.toHaveProperty('fastingPlan');
    expect(record).not.toHaveProperty('planHistory');
    expect(record).toMatchObject({
      ebook: true,
      onboardingActive: false,
      personal: { gender: 'm' },
    });
  });

  it('uses litres outside the US and keeps a name written earlier', async () => {
    const user = await signedIn('DE');
    await app.database.set(`users/${user.uid}/personal/name`, 'Max');
    const metricData = {
      ...onboardingData,
      weight: { original: { value: 80, unit: 'kg' }, inKg: { value: 80 } },
      age: undefined,
      age_range: 'age_30_to_39',
    };
    await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: { onboardingData: metricData, newsletterAccepted: false, email: '' },
    });
    const personal = await app.database.get(`users/${user.uid}/personal`);
    expect(personal).toMatchObject({
      name: 'Max',
      unitSystem: 'metric',
      unitSystemWater: 'L',
      ageRange: 'age_30_to_39',
    });
    expect(await app.database.get(`users/${user.uid}/newsletterEmail`)).toBeNull();
  });

  it.each(['fasting_knowledge', 'goals', 'gender', 'perfect_weight', 'weight', 'height'])(
    "answers 'Invalid data' without %s and writes nothing",
    async (missing) => {
      const user = await signedIn();
      const before = await app.database.get(`users/${user.uid}`);
      const partial = Object.fromEntries(
        Object.entries(onboardingData).filter(([key]) => key !== missing),
      );
      const answer = await app.call('POST', endpoints.onboardingData.path, {
        token: user.idToken,
        body: { onboardingData: partial, newsletterAccepted: true, email: 'a@example.com' },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-data', message: 'Invalid data' } },
      });
      expect(await app.database.get(`users/${user.uid}`)).toEqual(before);
    },
  );

  it("answers 'Invalid data' when the weight unit is missing", async () => {
    const user = await signedIn();
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: {
        onboardingData: {
          ...onboardingData,
          weight: { original: { value: 80 }, inKg: { value: 80 } },
        },
      },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-data', message: 'Invalid data' } },
    });
    expect(await app.database.get(`users/${user.uid}/personal`)).toBeNull();
  });

  it('refuses a malformed e-mail with 400 invalid-request', async () => {
    const user = await signedIn();
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: { onboardingData, email: 'nope' },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
  });

  it('answers 404 before the first sign-in and writes nothing', async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('POST', endpoints.onboardingData.path, {
      token: user.idToken,
      body: { onboardingData },
    });
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await app.database.get(`users/${user.uid}`)).toBeNull();
  });
});

describe('GET /api/user/profile', () => {
  it('answers the record, never cached', async () => {
    const user = await signedIn('GB');
    const answer = await app.call('GET', endpoints.profile.path, { token: user.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.user).toMatchObject({
      country: 'GB',
      isWebUser: true,
      onboardingActive: true,
    });
  });

  it('answers 404 without a record and 401 without a token', async () => {
    const user = await signUpAnonymously();
    expect(await app.call('GET', endpoints.profile.path, { token: user.idToken })).toMatchObject({
      status: 404,
    });
    expect(await app.call('GET', endpoints.profile.path)).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
  });
});
