import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { payWithCard } from '../../testing/stripe-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import { webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints, pathOf } from '../../contract/endpoints';

const hooks = useWebhookApp();

const startPayPal = async (user: TestUser): Promise<string> => {
  const answer = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
    token: user.idToken,
    body: { priceId: 'price_v8_oneMonthV8_eur' },
  });
  expect(answer.status).toBe(200);
  return String(answer.body.subscriptionId);
};

const startCard = async (user: TestUser) => {
  const answer = await hooks.app.call('POST', endpoints.createSubscription.path, {
    token: user.idToken,
    body: { priceId: 'price_v8_threeMonthsV8_eur', email: 'tabs@example.com', lang: 'en' },
  });
  expect(answer.status).toBe(200);
  return { id: String(answer.body.subscriptionId), secret: String(answer.body.clientSecret) };
};

/** What the card paid for the subscription, and what of it was refunded. */
async function cardMoney(subscriptionId: string): Promise<{ paid: number; refunded: number }> {
  const invoices = await hooks.stripe.invoices.list({ subscription: subscriptionId });
  let paid = 0;
  let refunded = 0;
  for (const listed of invoices.data) {
    const invoice = await hooks.stripe.invoices.retrieve(listed.id ?? '', { expand: ['payments'] });
    paid += invoice.amount_paid;
    for (const payment of invoice.payments?.data ?? []) {
      const intent = payment.payment.payment_intent;
      if (typeof intent !== 'string') continue;
      const refunds = await hooks.stripe.refunds.list({ payment_intent: intent });
      refunded += refunds.data.reduce((sum, refund) => sum + refund.amount, 0);
    }
  }
  return { paid, refunded };
}

/**
 * Two tabs, two providers: the PayPal window is opened in one tab, the card form submitted in the
 * other before PayPal was approved (so the §4.3 check passed for both), then PayPal is approved
 * and the card paid. The person keeps one subscription (PayPal's, live first); the card payment
 * must not be kept for premium it never gives.
 */
describe('a card paid after a PayPal subscription went live in another tab', () => {
  it('is cancelled and refunded; the return page says so and the PayPal one stays', async () => {
    const user = await hooks.signedIn();
    const paypal = await startPayPal(user);
    const card = await startCard(user);
    await new PayPalDevtools(hooks.paypalEmulator.url).approve(paypal);
    await webhooksSettled(hooks);
    expect(await payWithCard(hooks.stripeEmulator.url, card.secret)).toBe(200);
    await webhooksSettled(hooks);

    const returned = await hooks.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id: card.id }),
      { token: user.idToken },
    );
    expect(returned).toMatchObject({
      status: 409,
      body: { error: { code: 'duplicate-refunded' } },
    });
    expect((await hooks.stripe.subscriptions.retrieve(card.id)).status).toBe('canceled');
    const money = await cardMoney(card.id);
    expect(money.paid).toBeGreaterThan(0);
    expect(money.refunded).toBe(money.paid);
    expect(await hooks.record(user.uid)).toMatchObject({
      subscription: { id: paypal, provider: 'paypal' },
    });
  });
});
