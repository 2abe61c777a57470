import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();

const purchases = {
  'embedded form (createSubscription)': (user: TestUser) =>
    payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' }),
  'hosted Checkout (createCheckoutSession)': (user: TestUser) =>
    payment.app.call('POST', endpoints.createCheckoutSession.path, {
      token: user.idToken,
      body: {
        priceId: 'price_v8_oneMonthV8_eur',
        lang: 'de',
        successUrl: `${payment.app.url}/payment?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${payment.app.url}/payment`,
      },
    }),
};

const pausedView = {
  provider: 'stripe',
  id: 'sub_paused',
  customer: 'cus_x',
  plan: {
    id: 'price_v8_oneMonthV8_eur',
    amount: 2999,
    currency: 'eur',
    interval: 'month',
    interval_count: 1,
  },
  status: 'active',
  pause_collection: { behavior: 'void', resumes_at: 1_900_000_000 },
  metadata: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe.each(Object.entries(purchases))(
  'the purchase guard of spec 02 §4.3 — %s',
  (_name, buy) => {
    it('refuses a partner member (active partner status counts as a subscription)', async () => {
      const user = await payment.signedIn();
      await payment.app.database.set(`users/${user.uid}/wellhub`, { status: 'active' });
      const answer = await buy(user);
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('already-subscribed');
    });

    it('lets a subscriber whose latest state is paused buy again', async () => {
      const user = await payment.signedIn();
      await payment.app.database.update(`users/${user.uid}`, {
        subscription: pausedView,
        iapLog: {
          e1: {
            type: 'stripe',
            subtype: 'paused',
            subscriptionId: 'sub_paused',
            date: '2026-01-01T00:00:00.000Z',
          },
        },
      });
      expect((await buy(user)).status).toBe(200);
    });
  },
);
