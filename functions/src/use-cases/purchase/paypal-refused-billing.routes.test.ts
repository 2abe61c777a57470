import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { describe, expect, it } from 'vitest';
import { bindPayPalSubscription } from '../../testing/paypal-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import { CHEAP_PLAN_OVERRIDE, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

/**
 * A PayPal subscription the server refuses to grant premium for (made in the browser and bound to
 * no one, overridden, or approved by someone who already pays by card) must not go on billing
 * the buyer for nothing.
 */
const hooks = useWebhookApp();
const devtools = () => new PayPalDevtools(hooks.paypalEmulator.url);
const PLAN = 'P-v8_oneMonthV8_eur';

/** The payments (sales) the subscription took at PayPal, and whether each was refunded. */
async function salesOf(id: string): Promise<{ total: string; refunded: boolean }[]> {
  const response = await fetch(`${hooks.paypalEmulator.url}/_emulator/sales`);
  const { sales } = (await response.json()) as {
    sales: { billing_agreement_id: string; amount: { total: string }; refund?: unknown }[];
  };
  return sales
    .filter((sale) => sale.billing_agreement_id === id)
    .map((sale) => ({ total: sale.amount.total, refunded: sale.refund !== undefined }));
}

async function statusAtPayPal(id: string): Promise<unknown> {
  const response = await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`);
  return ((await response.json()) as { status?: unknown }).status;
}

/** Each way to an approved PayPal subscription the server refuses; answers its id. */
const REFUSED: [string, () => Promise<string>][] = [
  [
    'made in devtools with a plan override and bound to no one',
    async () => {
      const user = await hooks.signedIn();
      return devtools().create({ plan_id: PLAN, custom_id: user.uid, plan: CHEAP_PLAN_OVERRIDE });
    },
  ],
  [
    "made with another user's custom_id",
    async () => {
      const victim = await hooks.signedIn();
      await purchase(hooks, victim);
      return devtools().create({ plan_id: PLAN, custom_id: victim.uid });
    },
  ],
  [
    'bound to the user but overridden',
    async () => {
      const user = await hooks.signedIn();
      const id = await devtools().create({
        plan_id: PLAN,
        custom_id: user.uid,
        plan: CHEAP_PLAN_OVERRIDE,
      });
      await bindPayPalSubscription(hooks.app.database, id, PLAN, user.uid);
      return id;
    },
  ],
  [
    'created for a user who then paid by card (billed twice)',
    async () => {
      const user = await hooks.signedIn();
      const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
        token: user.idToken,
        body: { priceId: 'price_v8_oneMonthV8_eur' },
      });
      await purchase(hooks, user);
      return String(created.body.subscriptionId);
    },
  ],
];

describe('a refused PayPal subscription stops billing and is refunded', () => {
  it.each(REFUSED)(
    'refuses: %s, approved: cancelled and refunded at PayPal',
    async (_name, make) => {
      const id = await make();
      await devtools().approve(id);
      await webhooksSettled(hooks);
      expect(await statusAtPayPal(id)).toBe('CANCELLED');
      // What PayPal took for it is refunded: nothing paid for premium never given.
      const sales = await salesOf(id);
      expect(sales.length).toBeGreaterThan(0);
      expect(sales.every((sale) => sale.refunded)).toBe(true);
    },
  );

  it('keeps the payment of a subscription it sold', async () => {
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur' },
    });
    const id = String(created.body.subscriptionId);
    await devtools().approve(id);
    await webhooksSettled(hooks);
    expect(await statusAtPayPal(id)).toBe('ACTIVE');
    expect(await salesOf(id)).toEqual([{ total: '29.99', refunded: false }]);
  });
});
