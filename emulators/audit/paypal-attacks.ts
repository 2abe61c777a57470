import { describe, expect, it } from 'vitest';
import { PayPalDevtools } from '../paypal/testing/paypal-devtools.js';
import {
  cardBuyer,
  paypalActivationOutcome,
  paypalPaymentsRefunded,
  paypalStatus,
  firstCharge,
  products,
  recordedAs,
  refundedOf,
  stripeObject,
  storedRecord,
} from './audit-stack.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';

const eur = (value: string) => ({ currency_code: 'EUR', value });
/** A devtools edit of the SDK's create call: a catalogue plan billed at 0.01. */
const CHEAP_OVERRIDE = {
  billing_cycles: [{ sequence: 1, pricing_scheme: { fixed_price: eur('0.01') } }],
  payment_preferences: { setup_fee: eur('0.00') },
};
const PLAN = 'P-v8_sixMonthsV8_eur';

const confirm = (client: HostileClient, subscriptionId: string) =>
  client.api('/payment/confirmPaypalSubscription', { subscriptionId });

/** PayPal subscriptions a hostile visitor makes in the browser with PayPal's own SDK token. */
export function describePayPalAttacks(): void {
  describe('PayPal subscriptions made in the browser, not by the server', () => {
    const devtools = new PayPalDevtools(STACK.paypal);

    it('refuses a devtools plan override (a catalogue plan at 0.01): no premium by confirm or webhook, and it stops billing', async () => {
      const attacker = await HostileClient.visitor();
      const id = await devtools.create({
        plan_id: PLAN,
        custom_id: attacker.uid,
        plan: CHEAP_OVERRIDE,
      });
      await devtools.approve(id);
      const confirmed = await confirm(attacker, id);
      expect({ status: confirmed.status, body: confirmed.body }).toMatchObject({
        status: 404,
        body: { error: { code: 'not-found' } },
      });
      expect(await paypalActivationOutcome(id)).toContain('bound to no user');
      expect(await paypalStatus(id)).toBe('CANCELLED');
      expect(await paypalPaymentsRefunded(id)).toBe(true);
      expect((await storedRecord(attacker.uid))?.subscription).toBeUndefined();
      expect((await products(attacker, 'v8', 'eur')).isPurchaseAvailable).toBe(true);
    });

    it("refuses another user's custom_id: the victim's record keeps its own subscription", async () => {
      const { buyer: victim, subscriptionId } = await cardBuyer('price_v8_oneMonthV8_eur');
      const attacker = await HostileClient.visitor();
      const id = await devtools.create({ plan_id: PLAN, custom_id: victim.uid });
      await devtools.approve(id);
      const confirmed = await confirm(attacker, id);
      expect(confirmed.status).toBe(404);
      expect(await paypalActivationOutcome(id)).toContain('bound to no user');
      expect(await paypalStatus(id)).toBe('CANCELLED');
      expect(await paypalPaymentsRefunded(id)).toBe(true);
      expect((await storedRecord(victim.uid))?.subscription).toMatchObject({
        provider: 'stripe',
        id: subscriptionId,
        status: 'active',
      });
    });

    it('refunds a card paid in one tab after PayPal went live in another: one subscription, nothing paid twice', async () => {
      const buyer = await HostileClient.visitor();
      const paypal = bodyOf(
        await buyer.api('/payment/createPaypalSubscription', {
          priceId: 'price_v8_oneMonthV8_eur',
        }),
      );
      const card = bodyOf(
        await buyer.api('/payment/createSubscription', {
          priceId: 'price_v8_threeMonthsV8_eur',
          email: 'two-providers@audit.fastwell.test',
          lang: 'en',
        }),
      );
      await devtools.approve(String(paypal.subscriptionId));
      await recordedAs(buyer.uid, 'purchased');
      expect((await buyer.payByCard(String(card.clientSecret))).status).toBe(200);
      const cardId = String(card.subscriptionId);
      const returned = await buyer.api(`/payment/getStripeSubscriptionViaId/${cardId}`, {});
      expect({ status: returned.status, body: returned.body }).toMatchObject({
        status: 409,
        body: { error: { code: 'duplicate-refunded' } },
      });
      const subscription = await stripeObject(cardId);
      expect(subscription.status).toBe('canceled');
      expect(await refundedOf(String(subscription.latest_invoice))).toBe(await firstCharge(cardId));
      expect((await storedRecord(buyer.uid))?.subscription).toMatchObject({
        provider: 'paypal',
        id: paypal.subscriptionId,
      });
    });
  });
}
