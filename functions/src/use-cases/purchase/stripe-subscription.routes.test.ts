import { describe, expect, it } from 'vitest';
import { payWithCard } from '../../testing/stripe-emulator';
import { usePaymentApp } from '../../testing/payment-app';
import { endpoints, pathOf } from '../../contract/endpoints';

const payment = usePaymentApp();

describe('POST /api/payment/getStripeSubscriptionViaId/:id and GET /api/payment/getSubscription', () => {
  it('answers the owner the paid subscription, databases it, and blocks another purchase', async () => {
    const owner = await payment.signedIn();
    const created = await payment.subscribe(owner, { priceId: 'price_v8_oneMonthV8_eur' });
    expect(await payWithCard(payment.stripe.emulator.url, String(created.body.clientSecret))).toBe(
      200,
    );

    const answer = await payment.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: String(created.body.subscriptionId) }),
      {
        token: owner.idToken,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toEqual({
      provider: 'stripe',
      id: created.body.subscriptionId,
      customer: expect.stringMatching(/^cus_/),
      plan: {
        id: 'price_v8_oneMonthV8_eur',
        amount: 2999,
        currency: 'eur',
        interval: 'month',
        interval_count: 1,
      },
      trial_end: null,
      metadata: expect.objectContaining({ uid: owner.uid }),
      status: 'active',
      pause_collection: null,
      canceled_at: null,
      current_period_end: expect.any(Number),
      affiliation: null,
      updatedAt: expect.any(String),
    });

    const stored = await payment.app.call('GET', endpoints.getSubscription.path, {
      token: owner.idToken,
    });
    expect(stored.headers.get('cache-control')).toBe('no-store');
    expect(stored.body).toEqual({ subscription: answer.body.subscription });

    const products = await payment.app.call(
      'GET',
      pathOf(endpoints.getProducts, { groupId: 'v8' }),
      {
        token: owner.idToken,
      },
    );
    expect(products.body.data).toMatchObject({ isPurchaseAvailable: false });
    const again = await payment.subscribe(owner, { priceId: 'price_v8_threeMonthsV8_eur' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
  });

  it('answers 404 to another user and databases nothing for them', async () => {
    const owner = await payment.signedIn();
    const created = await payment.subscribe(owner, { priceId: 'price_v8_oneMonthV8_eur' });
    const stranger = await payment.signedIn();
    const answer = await payment.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: String(created.body.subscriptionId) }),
      {
        token: stranger.idToken,
      },
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(
      await payment.app.call('GET', endpoints.getSubscription.path, { token: stranger.idToken }),
    ).toMatchObject({
      status: 200,
      body: { subscription: null },
    });
  });

  it('answers 404 for an unknown subscription id', async () => {
    const user = await payment.signedIn();
    const answer = await payment.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: 'sub_missing' }),
      {
        token: user.idToken,
      },
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
  });
});
