import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { subscriber } from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp({ emulatorClock: true });
const DAY = 86_400;

const preview = (user: TestUser) =>
  payment.app.call('POST', endpoints.previewUpsell.path, { token: user.idToken, body: {} });

const upgrade = (user: TestUser, body: Record<string, unknown>) =>
  payment.app.call('POST', endpoints.updateSubscription.path, {
    token: user.idToken,
    body: { stepId: 'step1', lang: 'en', ...body },
  });

async function chargedByUpgrade(subscriptionId: string): Promise<number> {
  const atStripe = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice'],
  });
  return (atStripe.latest_invoice as Stripe.Invoice).amount_paid;
}

/**
 * Issue 17 point 1, the upsell: Stripe bills the change with `always_invoice` (the new plan less
 * the unused time of the current one, nothing credited for a trial). The screen shows Stripe's own
 * preview of that invoice, and the upgrade bills at the preview's proration date: shown = charged.
 */
describe('POST /api/payment/previewUpsell: what the upsell charges today', () => {
  it.each([
    ['a trial', 'price_v8_oneMonthV8_eur', 'price_v8_trialV8_eur', 'price_v8_threeMonthsV8_eur', 0],
    ['one month, just bought', 'price_v8_oneMonthV8_eur', undefined, 'price_v8_sixMonthsV8_eur', 0],
    ['one month, 12 days in', 'price_v8_oneMonthV8_eur', undefined, 'price_v8_sixMonthsV8_eur', 12],
    [
      'three months, 40 days in',
      'price_v8_threeMonthsV8_eur',
      undefined,
      'price_v8_nineMonthsV8_eur',
      40,
    ],
  ])(
    '%s: the previewed amount is what the upgrade charges, an hour later too',
    async (_name, priceId, trialId, upsold, daysIn) => {
      const { user, subscriptionId } = await subscriber(payment, priceId, trialId);
      payment.stripe.emulator.state.clock.advance(daysIn * DAY);
      const shown = await preview(user);
      expect(shown.status).toBe(200);
      expect(shown.body.preview).toMatchObject({
        priceId: upsold,
        currency: 'eur',
        amountDue: expect.any(Number),
        prorationDate: expect.any(Number),
      });
      const { amountDue, prorationDate } = shown.body.preview as {
        amountDue: number;
        prorationDate: number;
      };
      const planPrice = (await payment.stripe.stripe.prices.retrieve(upsold)).unit_amount ?? 0;
      expect(amountDue).toBeGreaterThan(0);
      expect(amountDue).toBeLessThanOrEqual(planPrice);
      payment.stripe.emulator.state.clock.advance(3000); // the buyer reads the offer
      const answer = await upgrade(user, { priceId: upsold, prorationDate });
      expect(answer.status).toBe(200);
      expect(await chargedByUpgrade(subscriptionId)).toBe(amountDue);
    },
  );

  it('refuses an amount shown too long ago (409 upsell-preview-expired) and charges nothing', async () => {
    const { user, subscriptionId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const { prorationDate } = (await preview(user)).body.preview as { prorationDate: number };
    payment.stripe.emulator.state.clock.advance(2 * 3600);
    const late = await upgrade(user, { priceId: 'price_v8_sixMonthsV8_eur', prorationDate });
    expect(late).toMatchObject({
      status: 409,
      body: { error: { code: 'upsell-preview-expired' } },
    });
    const future = await upgrade(user, {
      priceId: 'price_v8_sixMonthsV8_eur',
      prorationDate: prorationDate + 10 * DAY,
    });
    expect(future.status).toBe(409);
    const atStripe = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId);
    expect(atStripe.items.data[0]?.price.id).toBe('price_v8_oneMonthV8_eur');
  });

  it('answers 401 without a token and 4xx for a user without a subscription', async () => {
    expect(
      (await payment.app.call('POST', endpoints.previewUpsell.path, { body: {} })).status,
    ).toBe(401);
    const visitor = await payment.signedIn();
    const answer = await preview(visitor);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error?.code).toEqual(expect.any(String));
  });
});
