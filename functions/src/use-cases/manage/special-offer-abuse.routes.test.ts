import { describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';
import { specialOfferAnswerSchema } from '../../contract/api/manage-subscription.answers';
import { z } from '../../contract/zod';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { payWithCard } from '../../testing/stripe-emulator';
import { subscriber } from '../../testing/stripe-subscriber';

// A hostile client calls the retention offer's API directly, outside the cancel wizard.
const payment = usePaymentApp({ emulatorClock: true });
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const THREE_MONTHS = 'price_v8_threeMonthsV8_eur';

const call = (user: TestUser, route: EndpointName, body: unknown = {}) =>
  payment.app.call('POST', endpoints[route].path, { token: user.idToken, body });
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

const askForOffer = (user: TestUser) => call(user, 'requestSpecialOffer', { reason: 'expensive' });
/** The flag as the web reads it: GET /api/user/profile's specialOfferUsed. */
const flagOf = async (user: TestUser): Promise<unknown> => {
  const profile = await payment.app.call('GET', endpoints.profile.path, { token: user.idToken });
  return (profile.body.user as { specialOfferUsed?: unknown } | null)?.specialOfferUsed;
};
const MINUTE = 60;
const DAY = 24 * 3600;
async function advance(seconds: number): Promise<void> {
  const response = await fetch(`${payment.stripe.emulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`clock advance answered ${response.status}`);
}
const latestInvoice = async (subscriptionId: string) => {
  const latest = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice'],
  });
  const invoice = latest.latest_invoice;
  if (!invoice || typeof invoice === 'string') throw new Error('no invoice');
  return invoice;
};

describe('the retention offer outside a cancellation', () => {
  it('refuses: accepted by a direct call, with no cancellation started', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    expect(await acceptOffer(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-not-offered', message: expect.any(String) } },
    });
    expect(await couponsOf(subscriptionId)).toEqual([]);
  });

  it('the wizard asks for the offer: a live offer for 30 minutes, recorded in users/{uid}', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const asked = await askForOffer(user);
    expect(asked).toMatchObject({
      status: 200,
      body: { offer: { subscriptionId, percentOff: 50, expiresAt: expect.any(String) } },
    });
    expect(z.safeParse(specialOfferAnswerSchema, asked.body).success).toBe(true);
    expect(await payment.app.database.get(`users/${user.uid}/specialOffer`)).toMatchObject({
      subscriptionId,
      reason: 'expensive',
    });
    await advance(31 * MINUTE);
    expect(await acceptOffer(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-not-offered' } },
    });
    expect((await askForOffer(user)).status).toBe(200);
    expect((await acceptOffer(user)).status).toBe(200);
    expect(await couponsOf(subscriptionId)).toEqual(['special_offer_3m']);
    expect(await acceptOffer(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-already-used' } },
    });
  });

  it('refuses: offer, then the upsell to nine months bills a negative invoice (no upsell while the offer runs)', async () => {
    const { user, subscriptionId } = await subscriber(payment, THREE_MONTHS);
    expect((await askForOffer(user)).status).toBe(200);
    expect((await acceptOffer(user)).status).toBe(200);
    const before = await latestInvoice(subscriptionId);
    expect(await call(user, 'updateSubscription', {})).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-active', message: expect.any(String) } },
    });
    expect((await latestInvoice(subscriptionId)).id).toBe(before.id);
    expect(
      (await payment.stripe.stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.price.id,
    ).toBe(THREE_MONTHS);
  });

  it('the upsell comes back once the discounted periods are over, with a positive invoice', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await advance(2 * DAY);
    expect((await askForOffer(user)).status).toBe(200);
    expect(
      (await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' })).status,
    ).toBe(200);
    await advance(30 * DAY);
    // The renewal inside the offer's month was discounted: its unused time is not credited at full price.
    const renewed = await latestInvoice(subscriptionId);
    expect(renewed.total_discount_amounts).not.toEqual([]);
    expect((await call(user, 'updateSubscription', {})).status).toBe(409);
    await advance(31 * DAY);
    const upsold = await call(user, 'updateSubscription', {});
    expect(upsold.status).toBe(200);
    const invoice = await latestInvoice(subscriptionId);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    expect(invoice.total).toBeGreaterThan(0);
  });

  it('refuses: the offer silently replaces a discount the subscription had', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await payment.stripe.stripe.coupons.create({
      id: 'loyal_10',
      percent_off: 10,
      duration: 'forever',
    });
    await payment.stripe.stripe.subscriptions.update(subscriptionId, {
      discounts: [{ coupon: 'loyal_10' }],
    });
    expect(await askForOffer(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-unavailable', message: expect.any(String) } },
    });
    expect((await acceptOffer(user)).status).toBe(409);
    expect(await couponsOf(subscriptionId)).toEqual(['loyal_10']);
  });

  it('refuses: a new subscription of the same person gets the offer again', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    expect((await askForOffer(user)).status).toBe(200);
    expect((await acceptOffer(user)).status).toBe(200);
    await payment.stripe.stripe.subscriptions.cancel(subscriptionId);
    // The record learns the end (as the webhook or the payment return would tell it).
    await payment.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: subscriptionId }),
      {
        token: user.idToken,
      },
    );
    const again = await payment.subscribe(user, { priceId: ONE_MONTH });
    expect(again.body.error ?? null).toBeNull();
    expect(await payWithCard(payment.stripe.emulator.url, String(again.body.clientSecret))).toBe(
      200,
    );
    const second = String(again.body.subscriptionId);
    await payment.app.call('POST', pathOf(endpoints.getStripeSubscriptionViaId, { id: second }), {
      token: user.idToken,
    });
    const refused = { status: 409, body: { error: { code: 'special-offer-already-used' } } };
    expect(await askForOffer(user)).toMatchObject(refused);
    expect(await acceptOffer(user)).toMatchObject({ status: 409 });
    // Also when only Stripe remembers it (an offer taken before the record existed): the
    // server flags the person then.
    await payment.app.database.remove(`users/${user.uid}/specialOffer`);
    await payment.app.database.remove(`users/${user.uid}/specialOfferUsed`);
    expect(await askForOffer(user)).toMatchObject(refused);
    expect(await couponsOf(second)).toEqual([]);
    expect(await flagOf(user)).toBe(true);
  });

  it('spec 02 §4.13’s flagged user: taking the offer flags the person, as the profile answers', async () => {
    const { user } = await subscriber(payment, ONE_MONTH);
    expect(await flagOf(user)).toBeUndefined();
    expect((await askForOffer(user)).status).toBe(200);
    expect(await flagOf(user)).toBeUndefined();
    expect((await acceptOffer(user)).status).toBe(200);
    expect(await flagOf(user)).toBe(true);
  });
});
