import { describe, expect, it } from 'vitest';
import { usePaymentApp } from '../test-support/payment-app';

// Money audit (issue 17): what is shown is what is charged, whichever way the visitor pays.
const payment = usePaymentApp();

const discountedTrial = {
  priceId: 'price_v8_oneMonthV8_eur',
  trialId: 'price_v8_trialV8_eur',
  withDiscount: true,
};

async function chargedByCard(body: Record<string, unknown>): Promise<number | undefined> {
  const buyer = await payment.signedIn();
  const answer = await payment.subscribe(buyer, body);
  expect(answer.status).toBe(200);
  const subscription = await payment.stripe.stripe.subscriptions.retrieve(
    String(answer.body.subscriptionId),
    { expand: ['latest_invoice'] },
  );
  const invoice = subscription.latest_invoice;
  return typeof invoice === 'object' && invoice ? invoice.amount_due : undefined;
}

async function chargedByCheckout(body: Record<string, unknown>): Promise<number | null> {
  const buyer = await payment.signedIn();
  const answer = await payment.app.call('POST', '/api/payment/createCheckoutSession', {
    token: buyer.idToken,
    body: { successUrl: `${payment.app.url}/ok`, cancelUrl: `${payment.app.url}/no`, ...body },
  });
  expect(answer.status).toBe(200);
  const session = await payment.stripe.stripe.checkout.sessions.retrieve(
    String(answer.body.sessionId),
  );
  return session.amount_total;
}

describe('money audit: shown = charged', () => {
  it('ATTACK (open): a discounted 4.99 € trial costs 2.50 by card and 2.49 by hosted Checkout', async () => {
    // The paywall shows 4.99 − round(2.495) = 2.49 (web/src/domain/packages.ts).
    expect(await chargedByCheckout(discountedTrial)).toBe(249);
    expect(await chargedByCard(discountedTrial)).toBe(250);
  });
});
