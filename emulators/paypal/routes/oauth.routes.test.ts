import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import { basicAuth, CLIENT_ID, CLIENT_SECRET, startFixture } from '../testing/paypal-fixture.js';

let emulator: PayPalEmulator;

beforeAll(async () => {
  ({ emulator } = await startFixture());
});
afterAll(() => emulator.close());

function tokenRequest(authorization: string | undefined, body = 'grant_type=client_credentials') {
  return fetch(`${emulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

describe('POST /v1/oauth2/token', () => {
  it('issues a Bearer token for the configured client id and secret', async () => {
    const response = await tokenRequest(basicAuth(CLIENT_ID, CLIENT_SECRET));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      token_type: 'Bearer',
      app_id: expect.stringMatching(/^APP-/),
      expires_in: 32400,
      scope: expect.stringContaining('https://uri.paypal.com/services/subscriptions'),
      nonce: expect.any(String),
    });
    expect(body.access_token).toMatch(/^A21AA/);
    const plans = await fetch(`${emulator.url}/v1/billing/plans`, {
      headers: { Authorization: `Bearer ${String(body.access_token)}` },
    });
    expect(plans.status).toBe(200);
  });

  it('answers 401 invalid_client for a wrong secret, an unknown client or no credentials', async () => {
    for (const authorization of [
      basicAuth(CLIENT_ID, 'wrong'),
      basicAuth('someone-else', CLIENT_SECRET),
      undefined,
    ]) {
      const response = await tokenRequest(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
  });

  it('requires grant_type=client_credentials', async () => {
    const missing = await tokenRequest(basicAuth(CLIENT_ID, CLIENT_SECRET), '');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const other = await tokenRequest(basicAuth(CLIENT_ID, CLIENT_SECRET), 'grant_type=password');
    expect(other.status).toBe(400);
  });
});

describe('Bearer authentication of REST routes', () => {
  it('answers 401 AUTHENTICATION_FAILURE without an Authorization header', async () => {
    const response = await fetch(`${emulator.url}/v1/billing/subscriptions/I-UNKNOWN`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      name: 'AUTHENTICATION_FAILURE',
      message: expect.any(String),
      debug_id: expect.any(String),
    });
  });

  it('answers 401 invalid_token for a token it never issued', async () => {
    const response = await fetch(`${emulator.url}/v1/billing/plans`, {
      headers: { Authorization: 'Bearer A21AAnot-a-real-token' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_token',
      error_description: 'Access Token not found in cache',
    });
  });
});
