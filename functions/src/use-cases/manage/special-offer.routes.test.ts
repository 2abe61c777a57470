import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { emulatorObject, emulatorObjects, subscriber } from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();
const ONE_MONTH = 'price_v8_oneMonthV8_eur';

/** The wizard's order: "cancel anyway" asks for the offer, then the visitor accepts it. */
const askForOffer = (user: TestUser) =>
  payment.app.call('POST', endpoints.requestSpecialOffer.path, {
    token: user.idToken,
    body: { reason: 'expensive' },
  });
const accept = (user: TestUser, body: unknown) =>
  payment.app.call('POST', endpoints.updateSubscriptionWithSpecialOffer.path, {
    token: user.idToken,
    body,
  });
async function offer(user: TestUser, body: unknown) {
  await askForOffer(user);
  return accept(user, body);
}
const recordOf = (user: TestUser) => payment.app.database.get(`users/${user.uid}`);

/** The coupons of the subscription's discounts, as the emulator databases them. */
async function couponsOf(subscriptionId: string): Promise<Record<string, unknown>[]> {
  const subscription = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId);
  return Promise.all(
    subscription.discounts.map(async (discount) => {
      const stored = await emulatorObject(
        payment.stripe,
        typeof discount === 'string' ? discount : discount.id,
      );
      const source = stored.source as { coupon: string };
      return emulatorObject(payment.stripe, source.coupon);
    }),
  );
}

describe('POST /api/payment/updateSubscriptionWithSpecialOffer', () => {
  it.each([
    ['oneMonth', 1],
    [1, 1],
    ['threeMonths', 3],
    [3, 3],
  ])(
    'duration %j: 50 %% off for %i month(s), marked with specialOfferStartDate',
    async (duration, months) => {
      const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
      const before = Date.now();
      const answer = await offer(user, { duration });
      expect(answer.status).toBe(200);
      const coupons = await couponsOf(subscriptionId);
      expect(coupons).toEqual([
        expect.objectContaining({
          id: `special_offer_${months}m`,
          percent_off: 50,
          duration: 'repeating',
          duration_in_months: months,
        }),
      ]);
      const startDate = (await payment.stripe.stripe.subscriptions.retrieve(subscriptionId))
        .metadata.specialOfferStartDate;
      expect(Date.parse(startDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(startDate ?? '')).toBeLessThanOrEqual(Date.now());
      expect(answer.body.subscription).toMatchObject({
        metadata: { specialOfferStartDate: startDate },
      });
      expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
        metadata: { specialOfferStartDate: startDate },
      });
    },
  );

  it('reuses the coupon for the next subscriber', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { user } = await subscriber(payment, ONE_MONTH);
      expect((await offer(user, { duration: 'oneMonth' })).status).toBe(200);
    }
    const coupons = await emulatorObjects(payment.stripe, 'coupon');
    expect(coupons.filter((coupon) => coupon.id === 'special_offer_1m')).toHaveLength(1);
  });

  it('keeps a subscription that was canceled at the period end', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await payment.app.call('POST', endpoints.cancelSubscription.path, {
      token: user.idToken,
      body: {},
    });
    const answer = await offer(user, { duration: 'threeMonths' });
    expect(answer.body.subscription).toMatchObject({ status: 'active', canceled_at: null });
    expect(await payment.stripe.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
    });
  });

  it('refuses a second offer and leaves the first one in place', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await offer(user, { duration: 'oneMonth' });
    const before = await recordOf(user);
    expect(await offer(user, { duration: 'threeMonths' })).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-already-used', message: expect.any(String) } },
    });
    expect((await couponsOf(subscriptionId)).map((coupon) => coupon.id)).toEqual([
      'special_offer_1m',
    ]);
    expect(await recordOf(user)).toEqual(before);
  });

  it('is not offered during the trial', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH, 'price_v8_trialV8_eur');
    expect(await offer(user, { duration: 'oneMonth' })).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-unavailable' } },
    });
    expect(await couponsOf(subscriptionId)).toHaveLength(0);
  });

  it.each([{ duration: 2 }, { duration: '3' }, { duration: 'sixMonths' }, { duration: null }, {}])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
      expect((await askForOffer(user)).status).toBe(200);
      const before = await recordOf(user);
      expect(await accept(user, body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-special-offer-duration', message: expect.any(String) } },
      });
      const subscription = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId);
      expect(subscription.metadata.specialOfferStartDate).toBeUndefined();
      expect(await recordOf(user)).toEqual(before);
    },
  );

  it('refuses an ended subscription', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await payment.stripe.stripe.subscriptions.cancel(subscriptionId);
    expect(await offer(user, { duration: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'subscription-expired' } },
    });
  });
});
