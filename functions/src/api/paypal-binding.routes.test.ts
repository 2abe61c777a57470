import { describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { PayPalDevtools } from '../test-support/paypal-devtools';
import { useWebhookApp } from '../test-support/webhook-app';
import { purchase } from '../test-support/webhook-helpers';

/**
 * Issue 17 point 4: PayPal subscriptions as a hostile client makes them (devtools, the SDK's own
 * token), confirmed through the API and reported by PayPal's webhooks.
 */
const hooks = useWebhookApp();
const devtools = () => new PayPalDevtools(hooks.paypalEmulator.url);
const eur = (value: string) => ({ currency_code: 'EUR', value });

const confirm = (user: TestUser, subscriptionId: string) =>
  hooks.app.call('POST', '/api/payment/confirmPaypalSubscription', {
    token: user.idToken,
    body: { subscriptionId },
  });

async function settled(): Promise<void> {
  await hooks.paypalEmulator.webhooksSettled();
  await hooks.stripeEmulator.webhooksSettled();
}

const subscriptionOf = async (uid: string) => (await hooks.record(uid)).subscription;

describe('PayPal subscriptions made in the browser (issue 17 point 4)', () => {
  it('ATTACK (open): a plan override of 0.01 and a setup fee change on a catalogue plan buys premium', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_sixMonthsV8_eur',
      custom_id: user.uid,
      plan: {
        billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: eur('0.01') } }],
        payment_preferences: { setup_fee: eur('0.00') },
      },
    });
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer.status).toBe(200);
    expect(await subscriptionOf(user.uid)).toMatchObject({
      id,
      status: 'active',
      plan: { amount: 1, interval_count: 6 },
    });
  });

  it('ATTACK (open): a subscription starting in a year is premium without any payment', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_oneMonthV8_eur',
      custom_id: user.uid,
      start_time: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    });
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer.status).toBe(200);
    const recorded = (await subscriptionOf(user.uid)) as { plan: { amount?: number } };
    expect(recorded).toMatchObject({ id, status: 'active' });
    // Nothing was paid: PayPal reports no last payment, so the view has no amount.
    expect(recorded.plan.amount ?? null).toBeNull();
  });

  it("ATTACK (open): custom_id = another user's uid makes the victim's record follow it", async () => {
    const victim = await hooks.signedIn();
    const attacker = await hooks.signedIn();
    await purchase(hooks, victim);
    const before = await subscriptionOf(victim.uid);
    const id = await devtools().create({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: victim.uid });
    await devtools().approve(id);
    await settled();
    expect(attacker.uid).not.toBe(victim.uid);
    await vi.waitFor(async () =>
      expect(await subscriptionOf(victim.uid)).toMatchObject({ provider: 'paypal', id }),
    );
    expect(before).toMatchObject({ provider: 'stripe', status: 'active' });
  });

  it('ATTACK (open): a live Stripe subscriber confirms a PayPal one: charged twice, Stripe one overwritten', async () => {
    const user = await hooks.signedIn();
    const stripeId = await purchase(hooks, user);
    const id = await devtools().create({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: user.uid });
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer.status).toBe(200);
    expect(await subscriptionOf(user.uid)).toMatchObject({ provider: 'paypal', id });
    const atStripe = await hooks.stripe.subscriptions.retrieve(stripeId);
    expect(atStripe.status).toBe('active');
  });
});
