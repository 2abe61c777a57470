import { describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { usePaymentApp } from '../test-support/payment-app';
import { payWithCard } from '../test-support/stripe-emulator';
import { subscriber } from '../test-support/stripe-subscriber';

// A hostile client calls the retention offer's API directly, outside the cancel wizard.
const payment = usePaymentApp();
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const THREE_MONTHS = 'price_v8_threeMonthsV8_eur';

const call = (user: TestUser, route: string, body: unknown = {}) =>
  payment.app.call('POST', `/api/payment/${route}`, { token: user.idToken, body });
const acceptOffer = (user: TestUser) =>
  call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'threeMonths' });
const couponsOf = async (subscriptionId: string) =>
  (
    await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['discounts.source.coupon'],
    })
  ).discounts.map((discount) => {
    const coupon = typeof discount === 'string' ? null : discount.source.coupon;
    return typeof coupon === 'string' ? coupon : (coupon?.id ?? null);
  });

describe('the retention offer outside a cancellation', () => {
  it('ATTACK (open): accepted by a direct call, with no cancellation started', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    expect((await acceptOffer(user)).status).toBe(200);
    expect(await couponsOf(subscriptionId)).toEqual(['special_offer_3m']);
  });

  it('ATTACK (open): offer, then the upsell to nine months bills a negative invoice', async () => {
    const { user, subscriptionId } = await subscriber(payment, THREE_MONTHS);
    expect((await acceptOffer(user)).status).toBe(200);
    const upsold = await call(user, 'updateSubscription', {});
    expect(upsold.status).toBe(200);
    const latest = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    const invoice = latest.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new Error('no invoice');
    // 50 % off the nine months stacked on the upsell: the unused three months credit more.
    expect(invoice.total).toBeLessThan(0);
  });

  it('ATTACK (open): the offer silently replaces a discount the subscription had', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await payment.stripe.stripe.coupons.create({
      id: 'loyal_10',
      percent_off: 10,
      duration: 'forever',
    });
    await payment.stripe.stripe.subscriptions.update(subscriptionId, {
      discounts: [{ coupon: 'loyal_10' }],
    });
    expect((await acceptOffer(user)).status).toBe(200);
    expect(await couponsOf(subscriptionId)).toEqual(['special_offer_3m']);
  });

  it('ATTACK (open): a new subscription of the same person gets the offer again', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    expect((await acceptOffer(user)).status).toBe(200);
    await payment.stripe.stripe.subscriptions.cancel(subscriptionId);
    // The record learns the end (as the webhook or the payment return would tell it).
    await call(user, `getStripeSubscriptionViaId/${subscriptionId}`);
    const again = await payment.subscribe(user, { priceId: ONE_MONTH });
    expect(again.body.error ?? null).toBeNull();
    expect(await payWithCard(payment.stripe.emulator.url, String(again.body.clientSecret))).toBe(
      200,
    );
    const second = String(again.body.subscriptionId);
    await call(user, `getStripeSubscriptionViaId/${second}`);
    expect((await acceptOffer(user)).status).toBe(200);
    expect(await couponsOf(second)).toEqual(['special_offer_3m']);
  });
});
