import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type StripeEmulator } from '@fastwell/emulators/stripe';
import { createStripeClient } from './stripe-client.factory';

let emulator: StripeEmulator;
const faults = (rules: unknown[]) =>
  fetch(`${emulator.url}/_emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules }),
  });

beforeAll(async () => {
  emulator = await startStripeEmulator({ port: 0 });
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await fetch(`${emulator.url}/_emulator/faults`, { method: 'DELETE' });
});

const client = () => {
  const { hostname, port } = new URL(emulator.url);
  return createStripeClient({
    secretKey: 'sk_test_factory',
    endpoint: { host: hostname, port: Number(port), protocol: 'http' },
  });
};

describe('createStripeClient', () => {
  it('rides out two transient failures in a row (429, 5xx)', async () => {
    await faults([
      { path: '/v1/customers', method: 'POST', error: 'rate_limit_429', times: 1 },
      { path: '/v1/customers', method: 'POST', error: 'unavailable_503', times: 1 },
    ]);
    await expect(client().customers.create({ email: 'two@example.com' })).resolves.toMatchObject({
      email: 'two@example.com',
    });
  });

  it('a create whose answers were lost twice still creates one customer (same idempotency key)', async () => {
    await faults([
      { path: '/v1/customers', method: 'POST', error: 'api_error_500', afterRate: 1, times: 2 },
    ]);
    const stripe = client();
    const created = await stripe.customers.create({ email: 'lost-twice@example.com' });
    const found = await stripe.customers.list({ email: 'lost-twice@example.com' });
    expect(found.data.map(({ id }) => id)).toEqual([created.id]);
  });

  it('gives up after the third failure', async () => {
    await faults([{ path: '/v1/customers', method: 'GET', error: 'api_error_500', times: 3 }]);
    await expect(client().customers.list()).rejects.toMatchObject({ statusCode: 500 });
  });
});
