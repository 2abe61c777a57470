import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../domain/rate-limits';
import { signUpAnonymously } from '../testing/auth-emulator.client';
import { startStripeFixture } from '../testing/stripe-emulator';
import type { StripeFixture } from '../testing/stripe-emulator';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { endpoints } from '../contract/endpoints';

/**
 * Issue 32 point 1: a stranger who can write any header, against the per-address rate limits as
 * deployed (the X-Forwarded-For that reaches the function through Firebase Hosting).
 */

const HIGH = 1000;
const limits = (low: Partial<RateLimits>): RateLimits => ({
  publicPerIpPerMinute: HIGH,
  moneyPerIpPerHour: HIGH,
  moneyPerUidPerHour: HIGH,
  ...low,
});

const HOSTING_CDN = '151.101.1.195';
const GOOGLE_FRONT_END = '34.96.0.1';
const VICTIM = '198.51.100.9';
const ATTACKER = '203.0.113.66';

/**
 * The header as it reaches the function through the Hosting rewrite: what the client wrote, then
 * the client's address appended by Hosting's CDN, then the CDN's address and the front end's own
 * appended by Google's front end (see api/client-ip.ts for the documents).
 */
const throughHosting = (client: string, written?: string) => ({
  'x-forwarded-for': [written, client, HOSTING_CDN, GOOGLE_FRONT_END]
    .filter((entry) => entry !== undefined)
    .join(', '),
});

/**
 * The header as it reaches the function on its own URL (no CDN): the front end appends the
 * caller's address and its own, so the entry read for Hosting's path is one the caller wrote.
 */
const direct = (caller: string, written: string) => ({
  'x-forwarded-for': `${written}, ${caller}, ${GOOGLE_FRONT_END}`,
});

// Counting windows are aligned to the clock: on the real one, a test that ran across a minute's
// end would find its count started again. Each test's apps share one frozen instant.
let frozen: Date;
beforeEach(() => {
  frozen = new Date();
});
let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});
const start = async (options: Parameters<typeof startTestApp>[0]) => {
  const app = await startTestApp({
    behindGoogleFrontEnd: true,
    clock: { now: () => frozen },
    ...options,
  });
  apps.push(app);
  return app;
};

const lookup = (app: TestApp, headers: Record<string, string>) =>
  app.call('POST', endpoints.checkEmailExists.path, {
    body: { email: 'nobody@example.com' },
    headers,
  });

describe('refused: the client cannot choose the address its requests are counted against', () => {
  it('a rotating X-Forwarded-For gets no fresh bucket (3 × 200, then 429, at a limit of 3)', async () => {
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 3 }) });
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1)
      statuses.push((await lookup(app, throughHosting(ATTACKER, `192.0.2.${i}`))).status);
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
  });

  it('sending the victim’s address uses up the sender’s bucket, not the victim’s', async () => {
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 3 }) });
    for (let i = 0; i < 3; i += 1)
      expect((await lookup(app, throughHosting(ATTACKER, VICTIM))).status).toBe(200);
    expect((await lookup(app, throughHosting(ATTACKER, VICTIM))).status).toBe(429);
    expect((await lookup(app, throughHosting(VICTIM))).status).toBe(200);
  });
});

describe('refused: a stranger without a token cannot use up a victim’s money-route bucket', () => {
  let stripe: StripeFixture;
  beforeAll(async () => {
    stripe = await startStripeFixture();
  });
  afterAll(() => stripe.emulator.close());
  let app: TestApp;
  beforeEach(async () => {
    app = await start({ stripe: stripe.stripe, rateLimits: limits({ moneyPerIpPerHour: 3 }) });
  });

  // On the function's own URL the caller still writes the entry read (README "Rate limits and the
  // client address"); the same holds for a stranger behind the victim's NAT.
  it('3 × 401 with the victim’s address count nowhere: the victim’s valid purchase goes through', async () => {
    for (let i = 0; i < 3; i += 1) {
      const stranger = await app.call('POST', endpoints.createSubscription.path, {
        body: { priceId: 'price_v8_oneMonthV8_eur', email: 'x@example.com', lang: 'en' },
        headers: direct(ATTACKER, VICTIM),
      });
      expect(stranger.status).toBe(401);
    }
    const victim = await signUpAnonymously();
    await app.call('POST', endpoints.signIn.path, { token: victim.idToken, body: {} });
    const purchase = await app.call('POST', endpoints.createSubscription.path, {
      token: victim.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur', email: 'victim@example.com', lang: 'en' },
      headers: throughHosting(VICTIM),
    });
    expect(purchase.status).toBe(200);
    expect(purchase.body).toMatchObject({ subscriptionId: expect.stringMatching(/^sub_/) });
  });
});
