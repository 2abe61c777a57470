import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../../testing/payment-app';
import { endpoints } from '../../contract/endpoints';

// Security suite, part 3: no route trusts an amount, price, trial or discount from the client.
const payment = usePaymentApp();

describe('amounts, prices, trials and discounts come from the catalogue only', () => {
  const untrusted = {
    amount: 1,
    unit_amount: 1,
    currency: 'jpy',
    discountPercentage: 100,
    coupon: 'pct_50',
    discounts: [{ coupon: 'pct_50' }],
    trial_period_days: 365,
    trialDays: 365,
    price: { unit_amount: 1 },
  };

  it('createSubscription ignores client amounts, discounts and trial lengths', async () => {
    const buyer = await payment.signedIn();
    const answer = await payment.app.call('POST', endpoints.createSubscription.path, {
      token: buyer.idToken,
      body: {
        priceId: 'price_v8_standard_oneMonthV8_eur',
        email: 'b@example.com',
        withDiscount: true,
        ...untrusted,
      },
    });
    expect(answer.status).toBe(200);
    const sub = await payment.stripe.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
      {
        expand: ['latest_invoice'],
      },
    );
    expect(sub).toMatchObject({ trial_end: null, currency: 'eur', discounts: [] });
    expect(typeof sub.latest_invoice === 'object' && sub.latest_invoice?.amount_due).toBe(2999);
  });

  it('createCheckoutSession ignores them too', async () => {
    const buyer = await payment.signedIn();
    const answer = await payment.app.call('POST', endpoints.createCheckoutSession.path, {
      token: buyer.idToken,
      body: {
        priceId: 'price_v8_standard_oneMonthV8_eur',
        withDiscount: true,
        successUrl: `${payment.app.url}/ok`,
        cancelUrl: `${payment.app.url}/no`,
        ...untrusted,
      },
    });
    expect(answer.status).toBe(200);
    const session = await payment.stripe.stripe.checkout.sessions.retrieve(
      String(answer.body.sessionId),
    );
    expect(session).toMatchObject({ amount_total: 2999, currency: 'eur', discounts: [] });
  });

  it.each([
    ['a price of no group (outside the catalogue)', { priceId: 'price_nope' }],
    ['the e-book price as a subscription', { priceId: 'price_ebookV1_ebookV1_eur' }],
    ['a trial fee as the plan', { priceId: 'price_v8_trialV8_eur' }],
    [
      'a trial of another group',
      { priceId: 'price_v8_oneMonthV8_eur', trialId: 'price_v13_trialV13_eur' },
    ],
  ])('refuses %s in both purchase routes', async (_name, body) => {
    const buyer = await payment.signedIn();
    for (const path of ['createSubscription', 'createCheckoutSession'] as const) {
      const answer = await payment.app.call('POST', endpoints[path].path, {
        token: buyer.idToken,
        body: {
          email: 'b@example.com',
          successUrl: `${payment.app.url}/ok`,
          cancelUrl: `${payment.app.url}/no`,
          ...body,
        },
      });
      expect(answer.status, path).toBe(400);
    }
    expect(await payment.app.database.get(`users/${buyer.uid}/pendingSubscriptionId`)).toBeNull();
  });
});
