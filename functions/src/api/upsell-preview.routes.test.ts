import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { usePaymentApp } from '../test-support/payment-app';
import { subscriber } from '../test-support/stripe-subscriber';

const payment = usePaymentApp();

const upgrade = (user: TestUser, body: Record<string, unknown>) =>
  payment.app.call('POST', '/api/payment/updateSubscription', {
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
 * The upsell screen shows the new plan's price; Stripe bills the change with `always_invoice`:
 * the new plan less the unused time of the current one. Shown ≠ charged.
 */
describe('the upsell: what the screen shows against what Stripe charges', () => {
  it('ATTACK ON THE BUYER (to be refused): the plan price shown, the proration charged', async () => {
    const { user, subscriptionId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const shown = (await payment.stripe.stripe.prices.retrieve('price_v8_sixMonthsV8_eur'))
      .unit_amount;
    expect((await upgrade(user, { priceId: 'price_v8_sixMonthsV8_eur' })).status).toBe(200);
    expect(await chargedByUpgrade(subscriptionId)).not.toBe(shown);
  });
});
