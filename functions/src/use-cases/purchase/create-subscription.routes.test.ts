import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../../testing/payment-app';
import { payWithCard } from '../../testing/stripe-emulator';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();

describe('POST /api/payment/createSubscription', () => {
  it('creates an incomplete subscription and answers the payment client secret', async () => {
    const user = await payment.signedIn();
    const answer = await payment.subscribe(user, {
      priceId: 'price_v8_threeMonthsV8_eur',
      withDiscount: true,
      platform: 'web',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      type: 'payment',
      subscriptionId: expect.stringMatching(/^sub_/),
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
    });
    const subscriptionId = String(answer.body.subscriptionId);
    expect(await payment.app.database.get(`users/${user.uid}/pendingSubscriptionId`)).toBe(
      subscriptionId,
    );
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    expect(subscription.metadata).toMatchObject({
      uid: user.uid,
      priceId: 'price_v8_threeMonthsV8_eur',
      discountPercentage: '50',
      lang: 'de',
      platform: 'web',
    });
    expect(subscription.customer).toBe(
      await payment.app.database.get(`users/${user.uid}/stripeCustomerId`),
    );
    const invoice = subscription.latest_invoice;
    // 50 % of 59.99 €: the coupon takes round(29.995) = 30.00 off.
    expect(typeof invoice === 'object' ? invoice?.amount_due : undefined).toBe(2999);
  });

  it('creates one customer and one subscription for a parallel double click', async () => {
    const user = await payment.signedIn();
    const body = {
      priceId: 'price_v8_oneMonthV8_eur',
      email: `double-${user.uid.toLowerCase()}@example.com`,
    };
    const [first, second] = await Promise.all([
      payment.subscribe(user, body),
      payment.subscribe(user, body),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(second?.body.subscriptionId).toBe(first?.body.subscriptionId);
    const customers = await payment.stripe.stripe.customers.list({ email: body.email, limit: 10 });
    expect(customers.data).toHaveLength(1);
    expect(await payment.app.database.get(`users/${user.uid}/stripeCustomerId`)).toBe(
      customers.data[0]?.id,
    );
  });

  it('answers a retried attempt with the subscription the lost answer had, even in a later minute', async () => {
    const user = await payment.signedIn();
    const body = { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v8_trialV8_eur' };
    // Another requestId stands for an attempt outside the double-click window.
    const first = await payment.subscribe(user, { ...body, requestId: 'attempt-one' });
    const retried = await payment.subscribe(user, { ...body, requestId: 'attempt-two' });
    expect(retried).toMatchObject({ status: 200, body: first.body });
    const listed = await payment.stripe.stripe.subscriptions.list({
      customer: String(await payment.app.database.get(`users/${user.uid}/stripeCustomerId`)),
      status: 'all',
    });
    expect(listed.data.map(({ id }) => id)).toEqual([first.body.subscriptionId]);
  });

  it('after a declined card the next click pays the same subscription', async () => {
    const user = await payment.signedIn();
    const body = { priceId: 'price_v8_threeMonthsV8_eur', withDiscount: true };
    const first = await payment.subscribe(user, { ...body, requestId: 'attempt-one' });
    expect(
      await payWithCard(
        payment.stripe.emulator.url,
        String(first.body.clientSecret),
        '4000000000000002',
      ),
    ).toBe(402);
    const again = await payment.subscribe(user, { ...body, requestId: 'attempt-two' });
    expect(again.body.subscriptionId).toBe(first.body.subscriptionId);
    expect(await payWithCard(payment.stripe.emulator.url, String(again.body.clientSecret))).toBe(
      200,
    );
  });

  it('another package is another purchase: a new subscription', async () => {
    const user = await payment.signedIn();
    const first = await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
    const other = await payment.subscribe(user, { priceId: 'price_v8_threeMonthsV8_eur' });
    expect(other.status).toBe(200);
    expect(other.body.subscriptionId).not.toBe(first.body.subscriptionId);
  });

  it('reuses the stored customer for a later purchase', async () => {
    const user = await payment.signedIn();
    await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
    const customer = await payment.app.database.get(`users/${user.uid}/stripeCustomerId`);
    const later = await payment.subscribe(user, { priceId: 'price_v8_threeMonthsV8_eur' });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(
      String(later.body.subscriptionId),
    );
    expect(subscription.customer).toBe(customer);
  });

  it.each([
    ['a price id outside the catalogue', { priceId: 'price_somebody_else' }, 'invalid-price'],
    ['the one-time e-book price', { priceId: 'price_ebookV1_ebookV1_eur' }, 'invalid-price'],
    ['a trial fee on its own', { priceId: 'price_v8_trialV8_eur' }, 'invalid-price'],
    [
      'a trial with the three-month price',
      { priceId: 'price_v8_threeMonthsV8_eur', trialId: 'price_v8_trialV8_eur' },
      'invalid-trial',
    ],
    [
      'a trial of another group',
      { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v13_trialV13_eur' },
      'invalid-trial',
    ],
    [
      'a trial in another currency',
      { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v8_trialV8_usd' },
      'invalid-trial',
    ],
    [
      'an unknown trial id',
      { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_nope' },
      'invalid-trial',
    ],
  ])('refuses %s with 400 and creates nothing', async (_name, body, code) => {
    const user = await payment.signedIn();
    const answer = await payment.subscribe(user, body);
    expect(answer).toMatchObject({ status: 400, body: { error: { code } } });
    expect(await payment.app.database.get(`users/${user.uid}/pendingSubscriptionId`)).toBeNull();
  });

  it('refuses a body without e-mail or price with 400 invalid-request', async () => {
    const user = await payment.signedIn();
    const answer = await payment.app.call('POST', endpoints.createSubscription.path, {
      token: user.idToken,
      body: { priceId: 'x' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-request', message: expect.stringContaining('email') } },
    });
  });

  it('pairs a trial with the one-month price: 7-day trial, trial fee due now', async () => {
    const user = await payment.signedIn();
    const answer = await payment.subscribe(user, {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
      withDiscount: true,
    });
    expect(answer.body).toMatchObject({
      type: 'payment',
      clientSecret: expect.stringMatching(/^pi_/),
    });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
      { expand: ['latest_invoice'] },
    );
    expect(subscription.metadata).toMatchObject({
      trialId: 'price_v8_trialV8_eur',
      originalTrialPrice: '499',
      discountPercentage: '50',
    });
    expect((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)).toBe(7 * 86_400);
    const invoice = subscription.latest_invoice;
    expect(typeof invoice === 'object' && invoice?.amount_due).toBe(249);
  });

  it('honours withDiscount only where the group has a discount', async () => {
    const user = await payment.signedIn();
    const answer = await payment.subscribe(user, {
      priceId: 'price_v8_standard_oneMonthV8_eur',
      withDiscount: true,
    });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
      { expand: ['latest_invoice'] },
    );
    expect(subscription.metadata.discountPercentage).toBe('0');
    const invoice = subscription.latest_invoice;
    expect(typeof invoice === 'object' && invoice?.amount_due).toBe(2999);
  });
});
