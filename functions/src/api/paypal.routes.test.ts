import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../test-support/auth-emulator.client';
import type { TestUser } from '../test-support/auth-emulator.client';
import { startPayPalFixture } from '../test-support/paypal-emulator';
import type { PayPalFixture } from '../test-support/paypal-emulator';
import { startStripeFixture } from '../test-support/stripe-emulator';
import type { StripeFixture } from '../test-support/stripe-emulator';
import { startTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let app: TestApp;
let paypal: PayPalFixture;
let stripe: StripeFixture;

beforeAll(async () => {
  [paypal, stripe] = await Promise.all([startPayPalFixture(), startStripeFixture()]);
  app = await startTestApp({ paypal: paypal.client, stripe: stripe.stripe });
});
afterAll(async () => {
  await app.close();
  await Promise.all([paypal.close(), stripe.emulator.close()]);
});

async function signedIn(): Promise<TestUser> {
  const user = await signUpAnonymously();
  await app.call('POST', '/api/auth/signIn', { token: user.idToken, body: {} });
  return user;
}

const confirm = (user: TestUser, body: unknown) =>
  app.call('POST', '/api/payment/confirmPaypalSubscription', { token: user.idToken, body });

describe('POST /api/payment/confirmPaypalSubscription', () => {
  it('records an approved subscription of this user on a catalogue plan', async () => {
    const user = await signedIn();
    const id = await paypal.createSubscription('P-v8_threeMonthsV8_eur', user.uid);
    await paypal.approve(id);

    const answer = await confirm(user, { subscriptionId: id });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      provider: 'paypal',
      id,
      status: 'active',
      plan: { id: 'P-v8_threeMonthsV8_eur', interval: 'month', interval_count: 3, currency: 'eur' },
      metadata: { uid: user.uid, model: 'threeMonthsV8', group: 'v8' },
    });
    const stored = await app.call('GET', '/api/payment/getSubscription', { token: user.idToken });
    expect(stored.body.subscription).toMatchObject({ provider: 'paypal', id, status: 'active' });
  });

  it("answers the spec's message without a subscription id, and writes nothing", async () => {
    const user = await signedIn();
    const answer = await confirm(user, {});
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'paypal-subscription-missing',
      message: 'Could not process paypal subscription',
    });
    const stored = await app.call('GET', '/api/payment/getSubscription', { token: user.idToken });
    expect(stored.body.subscription).toBeNull();
  });

  it('refuses a subscription that was not approved', async () => {
    const user = await signedIn();
    const id = await paypal.createSubscription('P-v8_oneMonthV8_eur', user.uid);
    const answer = await confirm(user, { subscriptionId: id });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('paypal-subscription-not-active');
  });

  it("refuses someone else's subscription like an unknown one", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = await paypal.createSubscription('P-v8_oneMonthV8_eur', owner.uid);
    await paypal.approve(id);
    expect((await confirm(other, { subscriptionId: id })).status).toBe(404);
    expect((await confirm(other, { subscriptionId: 'I-DOESNOTEXIST' })).status).toBe(404);
    const stored = await app.call('GET', '/api/payment/getSubscription', { token: other.idToken });
    expect(stored.body.subscription).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const answer = await app.call('POST', '/api/payment/confirmPaypalSubscription', {
      body: { subscriptionId: 'I-X' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('GET /api/payment/getPaypalSubscriptionViaId/:id', () => {
  it('answers the owner whatever the status, and nobody else', async () => {
    const owner = await signedIn();
    const id = await paypal.createSubscription('P-v13_oneMonthV13_usd', owner.uid);
    const pending = await app.call('GET', `/api/payment/getPaypalSubscriptionViaId/${id}`, {
      token: owner.idToken,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.subscription).toMatchObject({ id, status: 'incomplete' });
    const other = await signedIn();
    const refused = await app.call('GET', `/api/payment/getPaypalSubscriptionViaId/${id}`, {
      token: other.idToken,
    });
    expect(refused.status).toBe(404);
  });
});

describe('GET /api/payment/getProducts with PayPal configured', () => {
  it('names the PayPal plan of every price and enables the PayPal button', async () => {
    const user = await signedIn();
    const answer = await app.call('GET', '/api/payment/getProducts/v8?currency=eur', {
      token: user.idToken,
    });
    const data = answer.body.data as {
      prices: { id: string; paypalPlanId?: string }[];
      paypalCheckoutEnabled: boolean;
    };
    expect(data.paypalCheckoutEnabled).toBe(true);
    const trial = data.prices.find((price) => price.id === 'price_v8_trialV8_eur');
    expect(trial?.paypalPlanId).toBe('P-v8_trialV8_eur');
    expect(data.prices.every((price) => price.paypalPlanId?.startsWith('P-v8_'))).toBe(true);
  });
});
