import { describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { usePaymentApp } from '../test-support/payment-app';
import { payWithCard } from '../test-support/stripe-emulator';

const payment = usePaymentApp();

async function paidSubscriptions(user: TestUser): Promise<string[]> {
  const customer = String(await payment.app.store.get(`users/${user.uid}/stripeCustomerId`));
  const list = await payment.stripe.stripe.subscriptions.list({ customer, status: 'all' });
  return list.data
    .filter(({ status }) => status === 'active' || status === 'trialing')
    .map(({ id }) => id);
}

/**
 * Two tabs, two packages: each tab starts its purchase (a subscription waiting for its first
 * payment) before either is paid, so the §4.3 check at creation passes twice. Only the newest
 * purchase may be paid: a later one supersedes the earlier attempt.
 */
describe('two tabs, two packages, both started before either is paid', () => {
  it('ATTACK SUCCEEDS (to be refused): both tabs pay, two subscriptions charged', async () => {
    const user = await payment.signedIn();
    const first = await payment.subscribe(user, { priceId: 'price_v8_oneMonthV8_eur' });
    const second = await payment.subscribe(user, { priceId: 'price_v8_threeMonthsV8_eur' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.subscriptionId).not.toBe(first.body.subscriptionId);
    await payWithCard(payment.stripe.emulator.url, String(second.body.clientSecret));
    await payWithCard(payment.stripe.emulator.url, String(first.body.clientSecret));
    expect((await paidSubscriptions(user)).sort()).toEqual(
      [first.body.subscriptionId, second.body.subscriptionId].sort(),
    );
  });
});
