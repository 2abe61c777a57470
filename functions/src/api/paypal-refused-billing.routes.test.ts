import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { describe, expect, it } from 'vitest';
import { bindPayPalSubscription } from '../test-support/paypal-emulator';
import { useWebhookApp } from '../test-support/webhook-app';
import { purchase } from '../test-support/webhook-helpers';

/**
 * A PayPal subscription the server refuses to grant premium for (made in the browser and bound to
 * no one, overridden, or approved by someone who already pays by card) must not go on billing
 * the buyer for nothing.
 */
const hooks = useWebhookApp();
const devtools = () => new PayPalDevtools(hooks.paypalEmulator.url);
const OVERRIDE = {
  billing_cycles: [
    { sequence: 1, pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '0.01' } } },
  ],
};

async function statusAtPayPal(id: string): Promise<unknown> {
  const response = await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`);
  return ((await response.json()) as { status?: unknown }).status;
}

async function settled(): Promise<void> {
  await hooks.paypalEmulator.webhooksSettled();
  await hooks.stripeEmulator.webhooksSettled();
}

describe('a refused PayPal subscription stops billing', () => {
  it('refuses: made in devtools with a plan override and bound to no one, it is cancelled at PayPal', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_oneMonthV8_eur',
      custom_id: user.uid,
      plan: OVERRIDE,
    });
    await devtools().approve(id);
    await settled();
    expect(await statusAtPayPal(id)).toBe('CANCELLED');
  });

  it("refuses: made with another user's custom_id, it is cancelled at PayPal", async () => {
    const victim = await hooks.signedIn();
    await purchase(hooks, victim);
    const id = await devtools().create({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: victim.uid });
    await devtools().approve(id);
    await settled();
    expect(await statusAtPayPal(id)).toBe('CANCELLED');
  });

  it('refuses: bound to the user but overridden, it is cancelled at PayPal', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_oneMonthV8_eur',
      custom_id: user.uid,
      plan: OVERRIDE,
    });
    await bindPayPalSubscription(hooks.app.store, id, 'P-v8_oneMonthV8_eur', user.uid);
    await devtools().approve(id);
    await settled();
    expect(await statusAtPayPal(id)).toBe('CANCELLED');
  });

  it('refuses: approved by a card subscriber (billed twice), it is cancelled at PayPal', async () => {
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', '/api/payment/createPaypalSubscription', {
      token: user.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur' },
    });
    const id = String(created.body.subscriptionId);
    await purchase(hooks, user);
    await devtools().approve(id);
    await settled();
    expect(await statusAtPayPal(id)).toBe('CANCELLED');
  });
});
