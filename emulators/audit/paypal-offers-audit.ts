import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PayPalDevtools } from '../paypal/testing/paypal-devtools.js';
import { products, recordedAs, storedRecord } from './audit-stack.js';
import { call } from '../reliability/http-call.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';

const capturesSchema = z.object({
  captures: z.array(
    z.object({
      order_id: z.string(),
      amount: z.object({ value: z.string(), currency_code: z.string() }),
    }),
  ),
});
const subscriptionsSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan_id: z.string(),
      plan_overridden: z.boolean().optional(),
      billing_info: z
        .object({ last_payment: z.object({ amount: z.object({ value: z.string() }) }).optional() })
        .optional(),
    }),
  ),
});
const cents = (value: string) => Math.round(Number(value) * 100);

async function atPayPal(id: string) {
  const { subscriptions } = subscriptionsSchema.parse(
    (await call(`${STACK.paypal}/_emulator/subscriptions`)).body,
  );
  return subscriptions.find((subscription) => subscription.id === id);
}

/** Spec 02 §4.8 for PayPal buyers: the e-book (a PayPal order) and the upsell (a revision). */
export function describePayPalOffers(): void {
  describe("a PayPal buyer's post-payment offers", () => {
    it('shown = charged: the e-book captured at its shown price, the upsell billed at the previewed price from the next cycle, nothing today', async () => {
      const devtools = new PayPalDevtools(STACK.paypal);
      const buyer = await HostileClient.registered(
        `paypal-offers-${Date.now()}@audit.fastwell.test`,
      );
      const created = bodyOf(
        await buyer.api('/payment/createPaypalSubscription', {
          priceId: 'price_v8_oneMonthV8_eur',
        }),
      );
      const id = String(created.subscriptionId);
      await devtools.approve(id);
      await recordedAs(buyer.uid, 'purchased');

      const [ebook] = (await products(buyer, 'ebookV1', 'eur')).prices;
      const shownEbook = ebook?.discountedUnitAmount ?? ebook?.unit_amount;
      const order = bodyOf(
        await buyer.api('/payment/createPaypalEbookOrder', {
          priceId: ebook?.id,
          currency: 'eur',
          immediateDeliveryConsent: true,
        }),
      );
      const orderId = String(order.orderId);
      // A hostile capture before the buyer approved takes nothing.
      expect((await buyer.api('/payment/capturePaypalEbookOrder', { orderId })).status).toBe(409);
      await devtools.approveOrder(orderId);
      expect((await buyer.api('/payment/capturePaypalEbookOrder', { orderId })).status).toBe(200);
      const { captures } = capturesSchema.parse(
        (await call(`${STACK.paypal}/_emulator/captures`)).body,
      );
      const paid = captures.filter((capture) => capture.order_id === orderId);
      expect(paid.map((capture) => cents(capture.amount.value))).toEqual([shownEbook]);
      expect((await storedRecord(buyer.uid))?.ebook).toBe(true);

      const before = await atPayPal(id);
      const preview = bodyOf(await buyer.api('/payment/previewPaypalUpsell', {})).preview as {
        priceId: string;
        amount: number;
      };
      const revised = await buyer.api('/payment/revisePaypalSubscription', {
        priceId: preview.priceId,
      });
      expect(revised.status).toBe(200);
      await devtools.approve(id);
      expect((await buyer.api('/payment/confirmPaypalRevision', {})).status).toBe(200);
      const after = await atPayPal(id);
      expect(after?.billing_info?.last_payment).toEqual(before?.billing_info?.last_payment);
      const billed = await call(`${STACK.paypal}/_emulator/subscriptions/${id}/bill`, { body: {} });
      expect(billed.status).toBe(200);
      const next = (await atPayPal(id))?.billing_info?.last_payment?.amount.value ?? '';
      expect(cents(next)).toBe(preview.amount);
    });

    it('shown = charged: the special offer halves the next PayPal payment the screen promises, and the hostile client cannot take it twice', async () => {
      const devtools = new PayPalDevtools(STACK.paypal);
      const buyer = await HostileClient.registered(
        `paypal-offer-${Date.now()}@audit.fastwell.test`,
      );
      const created = bodyOf(
        await buyer.api('/payment/createPaypalSubscription', {
          priceId: 'price_v8_standard_oneMonthV8_eur',
        }),
      );
      const id = String(created.subscriptionId);
      await devtools.approve(id);
      await recordedAs(buyer.uid, 'purchased');
      // Accepting without the offer the cancel wizard asks for changes nothing at PayPal.
      const sneaked = await buyer.api('/payment/updateSubscriptionWithSpecialOffer', {
        duration: 'threeMonths',
      });
      expect(sneaked.status).toBe(409);
      expect((await atPayPal(id))?.plan_overridden ?? false).toBe(false);

      const offered = await buyer.api('/payment/requestSpecialOffer', {
        reason: 'expensive',
        duration: 'threeMonths',
      });
      expect(bodyOf(offered).offer).toMatchObject({ percentOff: 50 });
      const accepted = bodyOf(
        await buyer.api('/payment/updateSubscriptionWithSpecialOffer', { duration: 'threeMonths' }),
      ).subscription as { plan: { amount: number } };
      const shown = accepted.plan.amount - Math.round(accepted.plan.amount / 2);
      const billed = await call(`${STACK.paypal}/_emulator/subscriptions/${id}/bill`, { body: {} });
      expect(billed.status).toBe(200);
      const paid = (await atPayPal(id))?.billing_info?.last_payment?.amount.value ?? '';
      expect(cents(paid)).toBe(shown);
      expect(
        (await buyer.api('/payment/requestSpecialOffer', { reason: 'expensive' })).status,
      ).toBe(409);
    });
  });
}
