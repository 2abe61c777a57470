import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '../domain/rate-limits';
import { WEBHOOK_LIMIT_FACTOR } from '../domain/rate-limits';
import { FileDatabaseAdapter } from '../adapters/database/file-database.adapter';
import { signUpAnonymously } from '../testing/auth-emulator.client';
import type { CallAnswer, TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';
import { MONEY_ROUTES, PUBLIC_LOOKUPS, PUBLIC_WEBHOOKS } from './rate-limited-routes';
import { endpoints } from '../contract/endpoints';

const HIGH = 1000;
const limits = (low: Partial<RateLimits>): RateLimits => ({
  publicPerIpPerMinute: HIGH,
  moneyPerIpPerHour: HIGH,
  moneyPerUidPerHour: HIGH,
  ...low,
});

// Counting windows are aligned to the clock: on the real one, a test that ran across a minute's
// end would find its count started again. Each test's apps share one frozen instant.
let frozen: Date;
let dir: string;
let apps: TestApp[];
/** One database file; each app opens it with its own adapter, as separate instances would. */
const sharedDatabase = () => new FileDatabaseAdapter(join(dir, 'shared-db.json'));
const start = async (options: Parameters<typeof startTestApp>[0]) => {
  const app = await startTestApp({
    database: sharedDatabase(),
    clock: { now: () => frozen },
    ...options,
  });
  apps.push(app);
  return app;
};

beforeEach(async () => {
  frozen = new Date();
  dir = await mkdtemp(join(tmpdir(), 'fastwell-rate-'));
  apps = [];
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await rm(dir, { recursive: true, force: true });
});

const lookup = (app: TestApp, from?: string) =>
  app.call('POST', endpoints.checkEmailExists.path, {
    body: { email: 'nobody@example.com' },
    ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
  });

function expectRateLimited(answer: CallAnswer, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toEqual({ code: 'rate-limited', message: expect.any(String) });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on the public lookups (per client address and minute)', () => {
  it('answers normally under the limit, then 429 with Retry-After and the error shape', async () => {
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 2 }) });
    for (let i = 0; i < 2; i += 1)
      expect(await lookup(app)).toMatchObject({ status: 200, body: { emailExists: false } });
    expectRateLimited(await lookup(app), 60);
  });

  it.each(PUBLIC_LOOKUPS)('limits $endpoint.method $endpoint.path', async ({ endpoint }) => {
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 1 }) });
    const { method, path } = endpoint;
    const call = () =>
      method === 'GET'
        ? app.call('GET', `${path}?wellhubRegistrationId=unknown`)
        : app.call('POST', path, { body: { email: 'a@example.com', futoken: 'x' } });
    expect((await call()).status).not.toBe(429);
    expectRateLimited(await call(), 60);
  });

  it.each(PUBLIC_WEBHOOKS)(
    'limits $endpoint.method $endpoint.path before anything is asked of the provider, above a lookup’s limit',
    async ({ endpoint }) => {
      const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 1 }) });
      const call = () => app.call('POST', endpoint.path, { rawBody: '{}' });
      for (let delivery = 0; delivery < WEBHOOK_LIMIT_FACTOR; delivery += 1)
        expect((await call()).status).not.toBe(429);
      expectRateLimited(await call(), 60);
    },
  );

  it('counts each address on its own behind Google’s front end (Hosting’s entry, third from the right)', async () => {
    const app = await start({
      rateLimits: limits({ publicPerIpPerMinute: 1 }),
      behindGoogleFrontEnd: true,
    });
    expect((await lookup(app, '203.0.113.7, 151.101.1.1, 34.96.0.1')).status).toBe(200);
    expectRateLimited(await lookup(app, '203.0.113.7, 151.101.2.2, 34.96.0.2'), 60);
    expect((await lookup(app, '198.51.100.9, 151.101.1.1, 34.96.0.1')).status).toBe(200);
  });

  it('ignores X-Forwarded-For where nothing vouches for it (local): a forged one changes nothing', async () => {
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 1 }) });
    expect((await lookup(app, '203.0.113.7')).status).toBe(200);
    expectRateLimited(await lookup(app, '198.51.100.9'), 60);
  });

  it('starts a new window once the old one is over', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    const clock = { now: () => new Date(now) };
    const app = await start({ rateLimits: limits({ publicPerIpPerMinute: 1 }), clock });
    expect((await lookup(app)).status).toBe(200);
    expectRateLimited(await lookup(app), 60);
    now += 61_000;
    expect((await lookup(app)).status).toBe(200);
  });
});

describe('rate limits across function instances (one shared database)', () => {
  it('two app instances on one database share the count', async () => {
    const options = { rateLimits: limits({ publicPerIpPerMinute: 3 }) };
    const [first, second] = [await start(options), await start(options)];
    expect((await lookup(first)).status).toBe(200);
    expect((await lookup(second)).status).toBe(200);
    expect((await lookup(first)).status).toBe(200);
    expectRateLimited(await lookup(second), 60);
    expectRateLimited(await lookup(first), 60);
  });

  it('loses no count under concurrency: of 12 simultaneous calls on two instances, exactly 5 pass', async () => {
    const options = { rateLimits: limits({ publicPerIpPerMinute: 5 }) };
    const [first, second] = [await start(options), await start(options)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => lookup(i % 2 === 0 ? first : second)),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('rate limits on the money routes (per account and per address, per hour)', () => {
  const createSubscription = (app: TestApp, token: string, from?: string) =>
    app.call('POST', endpoints.createSubscription.path, {
      token,
      body: { priceId: 'price_x', email: 'a@example.com', lang: 'en' },
      ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
    });

  it.each(MONEY_ROUTES)('limits $endpoint.path per account', async ({ endpoint }) => {
    const app = await start({ rateLimits: limits({ moneyPerUidPerHour: 1 }) });
    const user = await signUpAnonymously();
    const call = () => app.call('POST', endpoint.path, { token: user.idToken, body: {} });
    expect((await call()).status).not.toBe(429);
    expectRateLimited(await call(), 3600);
  });

  it('counts each account on its own: another account from the same address still gets through', async () => {
    const app = await start({ rateLimits: limits({ moneyPerUidPerHour: 2 }) });
    const [anna, ben] = [await signUpAnonymously(), await signUpAnonymously()];
    // Without Stripe the route's own answer is 503: what a caller under the limit gets.
    for (let i = 0; i < 2; i += 1)
      expect((await createSubscription(app, anna.idToken)).body.error?.code).toBe(
        'payment-provider-unavailable',
      );
    expectRateLimited(await createSubscription(app, anna.idToken), 3600);
    expect((await createSubscription(app, ben.idToken)).status).toBe(503);
  });

  it('counts each address on its own: new accounts from one address are refused together', async () => {
    const app = await start({
      rateLimits: limits({ moneyPerIpPerHour: 2 }),
      behindGoogleFrontEnd: true,
    });
    const users = await Promise.all([1, 2, 3, 4].map(() => signUpAnonymously()));
    const [a, b, c, d] = users.map((user) => user.idToken) as [string, string, string, string];
    expect((await createSubscription(app, a, '203.0.113.7')).status).toBe(503);
    expect((await createSubscription(app, b, '203.0.113.7')).status).toBe(503);
    expectRateLimited(await createSubscription(app, c, '203.0.113.7'), 3600);
    expect((await createSubscription(app, d, '198.51.100.9')).status).toBe(503);
  });

  it('counts only verified callers: a flood of bad tokens is refused 401 and uses up no bucket', async () => {
    const app = await start({ rateLimits: limits({ moneyPerIpPerHour: 1 }) });
    for (let i = 0; i < 5; i += 1)
      expect((await createSubscription(app, 'not-a-token')).status).toBe(401);
    const user = await signUpAnonymously();
    expect((await createSubscription(app, user.idToken)).status).toBe(503);
    expectRateLimited(await createSubscription(app, user.idToken), 3600);
  });
});
