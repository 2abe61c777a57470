import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';

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
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  return user;
}

const confirm = (user: TestUser, body: unknown) =>
  app.call('POST', endpoints.confirmPaypalSubscription.path, { token: user.idToken, body });
const createPaypal = (user: TestUser, body: unknown) =>
  app.call('POST', endpoints.createPaypalSubscription.path, { token: user.idToken, body });

/** The PayPal button: the server creates the subscription, the buyer approves it. */
async function approvedViaApi(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const created = await createPaypal(user, body);
  expect(created.status).toBe(200);
  const id = String(created.body.subscriptionId);
  await paypal.approve(id);
  return id;
}

describe('POST /api/payment/createPaypalSubscription', () => {
  it('creates the subscription at PayPal for the verified user on the catalogue plan, and binds it', async () => {
    const user = await signedIn();
    const created = await createPaypal(user, { priceId: 'price_v8_threeMonthsV8_eur' });
    expect(created).toMatchObject({ status: 200, body: { subscriptionId: expect.any(String) } });
    const id = String(created.body.subscriptionId);
    expect(await paypal.client.getSubscription(id)).toMatchObject({
      status: 'APPROVAL_PENDING',
      plan_id: 'P-v8_threeMonthsV8_eur',
      custom_id: user.uid,
      plan_overridden: false,
    });
    expect(await app.database.get(`paypalSubscriptions/${id}`)).toMatchObject({
      uid: user.uid,
      planId: 'P-v8_threeMonthsV8_eur',
      firstPayment: { amount: 5999, currency: 'eur' },
    });
  });

  it('sells a trial as the trial plan, first payment the trial fee', async () => {
    const user = await signedIn();
    const id = await approvedViaApi(user, {
      priceId: 'price_v13_oneMonthV13_usd',
      trialId: 'price_v13_trialV13_usd',
    });
    expect(await paypal.client.getSubscription(id)).toMatchObject({
      billing_info: { last_payment: { amount: { value: '2.99', currency_code: 'USD' } } },
    });
    const answer = await confirm(user, { subscriptionId: id });
    // The view's plan amount is what each month then costs (as Stripe's), not the trial fee.
    expect(answer).toMatchObject({
      status: 200,
      body: { subscription: { plan: { id: 'P-v13_trialV13_usd', amount: 1999 } } },
    });
  });

  it('with the discount: the discounted plan, whose first payment is the amount the sheet shows', async () => {
    const user = await signedIn();
    const id = await approvedViaApi(user, {
      priceId: 'price_v8_oneMonthV8_eur',
      withDiscount: true,
    });
    const atPayPal = await paypal.client.getSubscription(id);
    expect(atPayPal).toMatchObject({
      plan_id: 'P-v8_oneMonthV8_eur_discounted',
      billing_info: { last_payment: { amount: { value: '14.99', currency_code: 'EUR' } } },
    });
    const answer = await confirm(user, { subscriptionId: id });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        subscription: { plan: { amount: 2999, interval_count: 1 }, metadata: { group: 'v8' } },
      },
    });
    // A discounted trial: 4.99 at 50 % is 2.49 (Stripe rounds the discount).
    const trialUser = await signedIn();
    const trialId = await approvedViaApi(trialUser, {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
      withDiscount: true,
    });
    expect(await paypal.client.getSubscription(trialId)).toMatchObject({
      billing_info: { last_payment: { amount: { value: '2.49', currency_code: 'EUR' } } },
    });
    expect((await confirm(trialUser, { subscriptionId: trialId })).body).toMatchObject({
      subscription: { plan: { id: 'P-v8_trialV8_eur_discounted', amount: 2999 } },
    });
  });

  it('a group without a discount sells its standard plan even when the discount is asked', async () => {
    const user = await signedIn();
    const created = await createPaypal(user, {
      priceId: 'price_v8_standard_oneMonthV8_eur',
      withDiscount: true,
    });
    const atPayPal = await paypal.client.getSubscription(String(created.body.subscriptionId));
    expect(atPayPal?.plan_id).toBe('P-v8_standard_oneMonthV8_eur');
  });

  it('refuses what the card path refuses: unknown prices, a trial with a longer package', async () => {
    const user = await signedIn();
    expect((await createPaypal(user, { priceId: 'price_nope' })).body.error?.code).toBe(
      'invalid-price',
    );
    const trial = await createPaypal(user, {
      priceId: 'price_v8_threeMonthsV8_eur',
      trialId: 'price_v8_trialV8_eur',
    });
    expect(trial).toMatchObject({ status: 400, body: { error: { code: 'invalid-trial' } } });
  });

  it('answers 409 already-subscribed to a user with an active subscription (§4.3)', async () => {
    const user = await signedIn();
    const id = await approvedViaApi(user, { priceId: 'price_v8_oneMonthV8_eur' });
    expect((await confirm(user, { subscriptionId: id })).status).toBe(200);
    const again = await createPaypal(user, { priceId: 'price_v8_oneMonthV8_eur' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
  });
});

describe('POST /api/payment/confirmPaypalSubscription', () => {
  it('records an approved subscription of this user on a catalogue plan', async () => {
    const user = await signedIn();
    const id = await approvedViaApi(user, { priceId: 'price_v8_threeMonthsV8_eur' });

    const answer = await confirm(user, { subscriptionId: id });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      provider: 'paypal',
      id,
      status: 'active',
      plan: { id: 'P-v8_threeMonthsV8_eur', interval: 'month', interval_count: 3, currency: 'eur' },
      metadata: { uid: user.uid, model: 'threeMonthsV8', group: 'v8' },
    });
    const stored = await app.call('GET', endpoints.getSubscription.path, { token: user.idToken });
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
    const stored = await app.call('GET', endpoints.getSubscription.path, { token: user.idToken });
    expect(stored.body.subscription).toBeNull();
  });

  it('refuses a subscription that was not approved', async () => {
    const user = await signedIn();
    const id = String(
      (await createPaypal(user, { priceId: 'price_v8_oneMonthV8_eur' })).body.subscriptionId,
    );
    const answer = await confirm(user, { subscriptionId: id });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.code).toBe('paypal-subscription-not-active');
  });

  it("refuses someone else's subscription like an unknown one", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = await approvedViaApi(owner, { priceId: 'price_v8_oneMonthV8_eur' });
    expect((await confirm(other, { subscriptionId: id })).status).toBe(404);
    expect((await confirm(other, { subscriptionId: 'I-DOESNOTEXIST' })).status).toBe(404);
    const stored = await app.call('GET', endpoints.getSubscription.path, { token: other.idToken });
    expect(stored.body.subscription).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const answer = await app.call('POST', endpoints.confirmPaypalSubscription.path, {
      body: { subscriptionId: 'I-X' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('GET /api/payment/getPaypalSubscriptionViaId/:id', () => {
  it('answers the owner whatever the status, and nobody else', async () => {
    const owner = await signedIn();
    const created = await createPaypal(owner, { priceId: 'price_v13_oneMonthV13_usd' });
    const id = String(created.body.subscriptionId);
    const pending = await app.call('GET', pathOf(endpoints.getPaypalSubscriptionViaId, { id }), {
      token: owner.idToken,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.subscription).toMatchObject({ id, status: 'incomplete' });
    const other = await signedIn();
    const refused = await app.call('GET', pathOf(endpoints.getPaypalSubscriptionViaId, { id }), {
      token: other.idToken,
    });
    expect(refused.status).toBe(404);
  });
});

describe('GET /api/payment/getProducts with PayPal configured', () => {
  it('names the PayPal plan of every price and enables the PayPal button: the native one, never PayPal inside Elements', async () => {
    const user = await signedIn();
    const answer = await app.call(
      'GET',
      `${pathOf(endpoints.getProducts, { groupId: 'v8' })}?currency=eur`,
      {
        token: user.idToken,
      },
    );
    const data = answer.body.data as {
      prices: { id: string; paypalPlanId?: string }[];
      paypalCheckoutEnabled: boolean;
      paypalElementsEnabled: boolean;
      paypalNativeFallbackEnabled: boolean;
    };
    expect(data).toMatchObject({
      paypalCheckoutEnabled: true,
      paypalElementsEnabled: false,
      paypalNativeFallbackEnabled: true,
    });
    const trial = data.prices.find((price) => price.id === 'price_v8_trialV8_eur');
    expect(trial?.paypalPlanId).toBe('P-v8_trialV8_eur');
    expect(data.prices.every((price) => price.paypalPlanId?.startsWith('P-v8_'))).toBe(true);
  });
});
