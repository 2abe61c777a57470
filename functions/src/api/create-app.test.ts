import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../testing/auth-emulator.client';
import type { TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';
import { endpoints, pathOf } from '../contract/endpoints';

// An app without Stripe configured, as when STRIPE_SECRET_KEY is unset.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the API app', () => {
  it('answers unknown routes 404 not-found in the error shape', async () => {
    // A path no endpoint has, on purpose.
    // eslint-disable-next-line no-restricted-syntax
    const answer = await app.call('GET', '/api/nothing-here');
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });

  it('answers payment routes 503 when Stripe is not configured', async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
      token: user.idToken,
    });
    expect(answer).toMatchObject({
      status: 503,
      body: { error: { code: 'payment-provider-unavailable' } },
    });
  });

  it('still answers the stored subscription without Stripe', async () => {
    const user = await signUpAnonymously();
    const answer = await app.call('GET', endpoints.getSubscription.path, { token: user.idToken });
    expect(answer).toMatchObject({ status: 200, body: { subscription: null } });
  });
});
