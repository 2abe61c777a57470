import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { payWithCard, startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';

/** Issue 17 point 8: access follows money (spec 02 §4.3 agrees with the provider). */
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

const signedIn = async (): Promise<TestUser> => {
  const user = await signUpAnonymously();
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  return user;
};

/** Spec 02 §4.3 as the checkout screen gets it: purchase available = not premium. */
const isPremium = async (user: TestUser): Promise<boolean> => {
  const answer = await app.call('GET', pathOf(endpoints.getProducts, { groupId: 'v8' }), {
    token: user.idToken,
  });
  return (answer.body.data as { isPurchaseAvailable: boolean }).isPurchaseAvailable === false;
};

const expiredView = {
  provider: 'stripe',
  id: 'sub_old',
  customer: 'cus_old',
  plan: {
    id: 'price_v8_oneMonthV8_eur',
    amount: 2999,
    currency: 'eur',
    interval: 'month',
    interval_count: 1,
  },
  status: 'canceled',
  metadata: {},
  canceled_at: 1_700_000_000,
  current_period_end: 1_700_000_000,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('access follows money', () => {
  it('refuses: a returning customer (last entry expired) pays again and is not premium', async () => {
    const user = await signedIn();
    await app.database.update(`users/${user.uid}`, {
      subscription: expiredView,
      iapLog: [
        {
          type: 'stripe',
          subtype: 'expired',
          subscriptionId: 'sub_old',
          date: '2025-01-01T00:00:00.000Z',
        },
      ],
    });
    const created = await app.call('POST', endpoints.createSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur', email: 'back@example.com', lang: 'de' },
    });
    expect(created.status).toBe(200);
    expect(await payWithCard(stripe.emulator.url, String(created.body.clientSecret))).toBe(200);
    const recorded = await app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: String(created.body.subscriptionId) }),
      { token: user.idToken },
    );
    expect(recorded.body.subscription).toMatchObject({ status: 'active' });
    // Paid, before any webhook: §4.3 says premium, and the checkout screen does not sell again.
    expect(await isPremium(user)).toBe(true);
    const log = (await app.database.get(`users/${user.uid}/iapLog`)) as { subtype: string }[];
    expect(log.at(-1)).toMatchObject({ subtype: 'purchased' });
    const twice = await app.call('POST', endpoints.createSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_threeMonthsV8_eur', email: 'back@example.com', lang: 'de' },
    });
    expect(twice.body.error?.code).toBe('already-subscribed');
  });

  it('refuses: a cancelled PayPal subscription loses premium at once', async () => {
    const user = await signedIn();
    const created = await app.call('POST', endpoints.createPaypalSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_standard_oneMonthV8_eur' },
    });
    expect(created.status).toBe(200);
    const id = String(created.body.subscriptionId);
    await paypal.approve(id);
    const confirmed = await app.call('POST', endpoints.confirmPaypalSubscription.path, {
      token: user.idToken,
      body: { subscriptionId: id },
    });
    expect(confirmed.status).toBe(200);
    expect(await isPremium(user)).toBe(true);
    const canceled = await app.call('POST', endpoints.cancelSubscription.path, {
      token: user.idToken,
      body: { reason: 'goalAchieved' },
    });
    // Cancelled at PayPal (final), but the month paid today runs to its end.
    const view = canceled.body.subscription as { current_period_end: number; canceled_at: number };
    expect(canceled.body.subscription).toMatchObject({ status: 'active' });
    expect(view.canceled_at).not.toBeNull();
    expect(view.current_period_end * 1000).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(await isPremium(user)).toBe(true);
    const log = (await app.database.get(`users/${user.uid}/iapLog`)) as { subtype: string }[];
    expect(log.map((entry) => entry.subtype)).toEqual(['purchased', 'canceled']);
  });
});
