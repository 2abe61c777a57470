import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '../index.js';
import { admin } from '../testing/admin-client.js';
import type { FaultRule, FaultRuleInput } from '../../shared/faults/fault-rules.js';

let emulator: StripeEmulator;

function sdk(options: Stripe.StripeConfig = {}): Stripe {
  const { port } = new URL(emulator.url);
  return new Stripe('sk_test_emulator', {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
    ...options,
  });
}

const setFaults = (rules: FaultRuleInput[], seed?: number) =>
  admin<{ seed: number; rules: FaultRule[] }>(emulator.url, 'POST', '/_emulator/faults', {
    rules,
    seed,
  });

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await admin(emulator.url, 'POST', '/_emulator/reset');
});

describe('injected errors, as the SDK sees them', () => {
  it('api_error_500 and unavailable_503 answer api_error with their status', async () => {
    await setFaults([{ path: '/v1/customers', error: 'api_error_500', times: 1 }]);
    await expect(sdk().customers.list()).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 500,
      raw: { type: 'api_error', message: expect.any(String) },
    });
    await setFaults([{ path: '/v1/customers', error: 'unavailable_503', times: 1 }]);
    await expect(sdk().customers.list()).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 503,
    });
    await expect(sdk().customers.list()).resolves.toMatchObject({ object: 'list' });
  });

  it('rate_limit_429 answers 429 with code rate_limit', async () => {
    await setFaults([{ path: '/v1/prices', error: 'rate_limit_429' }]);
    await expect(sdk().prices.list()).rejects.toMatchObject({
      type: 'StripeRateLimitError',
      statusCode: 429,
      code: 'rate_limit',
      raw: { type: 'invalid_request_error' },
    });
    const raw = await fetch(`${emulator.url}/v1/prices`, {
      headers: { Authorization: 'Bearer sk_test_emulator' },
    });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('stripe-should-retry')).toBe('true');
  });

  it('the SDK with maxNetworkRetries retries 429 and 5xx and then succeeds, creating one customer', async () => {
    await setFaults([
      { path: '/v1/customers', method: 'POST', error: 'rate_limit_429', times: 1 },
      { path: '/v1/customers', method: 'POST', error: 'api_error_500', times: 1 },
    ]);
    const stripe = sdk({ maxNetworkRetries: 2 });
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    expect(customer.email).toBe('retry@example.com');
    const { body } = await admin<{ rules: FaultRule[] }>(emulator.url, 'GET', '/_emulator/faults');
    expect(
      body.rules.map(({ hits, failures, remaining }) => ({ hits, failures, remaining })),
    ).toEqual([
      { hits: 1, failures: 1, remaining: 0 },
      { hits: 1, failures: 1, remaining: 0 },
    ]);
    const found = await stripe.customers.list({ email: 'retry@example.com' });
    expect(found.data).toHaveLength(1);
  });

  it('timeout never answers: the SDK gives up with StripeConnectionError', async () => {
    await setFaults([{ path: '/v1/customers', error: 'timeout', times: 1 }]);
    const started = Date.now();
    await expect(sdk({ timeout: 300 }).customers.list()).rejects.toMatchObject({
      type: 'StripeConnectionError',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(sdk({ timeout: 300 }).customers.list()).resolves.toMatchObject({
      object: 'list',
    });
  });

  it('afterRate 1 does the work and loses the answer: the SDK retry replays it, one customer', async () => {
    await setFaults([
      { path: '/v1/customers', method: 'POST', error: 'unavailable_503', afterRate: 1, times: 1 },
    ]);
    const created = await sdk({ maxNetworkRetries: 1 }).customers.create({
      email: 'lost@example.com',
    });
    expect(created.email).toBe('lost@example.com');
    const found = await sdk().customers.list({ email: 'lost@example.com' });
    expect(found.data.map((customer) => customer.id)).toEqual([created.id]);
    const { body } = await admin<{ rules: FaultRule[] }>(emulator.url, 'GET', '/_emulator/faults');
    expect(body.rules[0]).toMatchObject({
      failures: 1,
      failuresAfter: 1,
      failuresByError: { unavailable_503: 1 },
    });
  });

  it('an after timeout creates the object and never answers', async () => {
    await setFaults([
      { path: '/v1/customers', method: 'POST', error: 'timeout', afterRate: 1, times: 1 },
    ]);
    await expect(
      sdk({ timeout: 300 }).customers.create({ email: 'hung@example.com' }),
    ).rejects.toMatchObject({ type: 'StripeConnectionError' });
    const found = await sdk().customers.list({ email: 'hung@example.com' });
    expect(found.data).toHaveLength(1);
  });

  it('latencyMs delays matching answers only', async () => {
    await setFaults([{ path: '/v1/prices/:id', latencyMs: 250 }]);
    const stripe = sdk();
    let started = Date.now();
    await stripe.prices.retrieve('price_v8_oneMonthV8_eur');
    expect(Date.now() - started).toBeGreaterThanOrEqual(245);
    started = Date.now();
    await stripe.prices.list({ limit: 1 });
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('rule matching', () => {
  it('times fails exactly the next n matching requests; method and pattern narrow the match', async () => {
    await setFaults([{ path: '/v1/customers/*', method: 'GET', times: 2 }]);
    const stripe = sdk();
    const customer = await stripe.customers.create({ email: 'n@example.com' });
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i += 1)
      outcomes.push(
        await stripe.customers.retrieve(customer.id).then(
          () => 'ok',
          (error: Stripe.errors.StripeError) => String(error.statusCode),
        ),
      );
    expect(outcomes).toEqual(['500', '500', 'ok', 'ok']);
  });

  it('errorRate follows the seed: the same seed gives the same sequence', async () => {
    const run = async () => {
      await setFaults([{ path: '/v1/products', errorRate: 0.5 }], 42);
      const results: boolean[] = [];
      for (let i = 0; i < 16; i += 1)
        results.push(
          await sdk()
            .products.list()
            .then(
              () => true,
              () => false,
            ),
        );
      return results;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(true);
    expect(first).toContain(false);
  });

  it('a list of errors: each failure draws one, counted per error', async () => {
    await setFaults(
      [{ path: '/v1/products', error: ['api_error_500', 'unavailable_503', 'rate_limit_429'] }],
      7,
    );
    const statuses = new Set<number | undefined>();
    for (let i = 0; i < 24; i += 1)
      await sdk()
        .products.list()
        .catch((error: Stripe.errors.StripeError) => statuses.add(error.statusCode));
    expect([...statuses].sort()).toEqual([429, 500, 503]);
    const { body } = await admin<{ rules: FaultRule[] }>(emulator.url, 'GET', '/_emulator/faults');
    const counts = Object.values(body.rules[0]?.failuresByError ?? {});
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(24);
  });

  it('never applies to admin or stand-in routes, and rules must target /v1', async () => {
    await setFaults([{ path: '/v1', error: 'unavailable_503' }]);
    expect((await fetch(`${emulator.url}/_emulator/health`)).status).toBe(200);
    expect((await fetch(`${emulator.url}/v3/stripe.js`)).status).toBe(200);
    expect((await fetch(`${emulator.url}/_emulator/objects?type=price`)).status).toBe(200);
    await expect(sdk().products.list()).rejects.toMatchObject({ statusCode: 503 });
    const rejected = await setFaults([{ path: '/_emulator/reset', error: 'api_error_500' }]);
    expect(rejected.status).toBe(400);
  });

  it('DELETE and reset remove all rules', async () => {
    await setFaults([{ path: '/v1/products', error: 'api_error_500' }]);
    const cleared = await admin<{ rules: FaultRule[] }>(
      emulator.url,
      'DELETE',
      '/_emulator/faults',
    );
    expect(cleared.body.rules).toEqual([]);
    await setFaults([{ path: '/v1/products', error: 'api_error_500' }]);
    await admin(emulator.url, 'POST', '/_emulator/reset');
    await expect(sdk().products.list()).resolves.toMatchObject({ object: 'list' });
  });
});
