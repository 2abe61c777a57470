import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCAL_STACK } from '../local-stack.config.js';
import { call, type CallResult } from '../reliability/http-call.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';
import {
  cardBuyer,
  firstCharge,
  products,
  recordedAs,
  refundedOf,
  stripeObject,
} from './audit-stack.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';

const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const THREE_MONTHS = 'price_v8_threeMonthsV8_eur';
const TRIAL = 'price_v8_trialV8_eur';

/** An error answer as status and code ({ error: { code, message } }). */
const refusal = (answer: CallResult) => ({
  status: answer.status,
  code: z.object({ error: z.object({ code: z.string() }) }).safeParse(answer.body).data?.error.code,
});

/** The subscription ends at Stripe (as if its last paid period ran out). */
async function endAtStripe(subscriptionId: string): Promise<void> {
  const answer = await call(`${STACK.stripe}/v1/subscriptions/${subscriptionId}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${LOCAL_STACK.stripe.secretKey}` },
  });
  expect(answer.status).toBe(200);
}

/** Trials sold again, and the retention offer used outside a cancellation or stacked. */
export function describeTrialAndOfferAttacks(): void {
  describe('repeated trials', () => {
    it('refuses a second trial to the same person after the first one ended, and refunds a trial paid with a card that had one (nothing charged beyond the fee shown, and that fee back)', async () => {
      const card = uniqueCardNumber();
      const { buyer, subscriptionId } = await cardBuyer(ONE_MONTH, { trialId: TRIAL, card });
      await endAtStripe(subscriptionId);
      await recordedAs(buyer.uid, 'expired');
      const offered = await products(buyer, 'v8', 'eur');
      expect(offered.isPurchaseAvailable).toBe(true);
      expect(offered.prices.some((price) => price.id === TRIAL)).toBe(false);
      const again = await buyer.api('/payment/createSubscription', {
        priceId: ONE_MONTH,
        trialId: TRIAL,
        email: 'again@audit.fastwell.test',
        lang: 'en',
      });
      expect(refusal(again)).toEqual({ status: 409, code: 'trial-already-used' });

      // A fresh account with the same card: once the card is known (paid), the trial is undone:
      // the fee refunded, the subscription cancelled, the buyer told (409 trial-refunded).
      const other = await HostileClient.visitor();
      const created = bodyOf(
        await other.api('/payment/createSubscription', {
          priceId: ONE_MONTH,
          trialId: TRIAL,
          email: 'same-card@audit.fastwell.test',
          lang: 'en',
        }),
      );
      expect((await other.payByCard(String(created.clientSecret), card)).status).toBe(200);
      const id = String(created.subscriptionId);
      const returned = await other.api(`/payment/getStripeSubscriptionViaId/${id}`, {});
      expect(refusal(returned)).toEqual({ status: 409, code: 'trial-refunded' });
      const subscription = await stripeObject(id);
      expect(subscription).toMatchObject({
        status: 'canceled',
        metadata: { trialRefused: 'card-trial-used' },
      });
      const fee = await firstCharge(id);
      expect(await refundedOf(String(subscription.latest_invoice))).toBe(fee);
      const offeredNow = await products(other, 'v8', 'eur');
      expect(offeredNow.prices.some((price) => price.id === TRIAL)).toBe(false);
    });
  });

  describe('the retention offer', () => {
    it('refuses it outside a cancellation, and refuses the upsell while it runs (no negative invoice)', async () => {
      const { buyer, subscriptionId } = await cardBuyer(THREE_MONTHS);
      const accept = () =>
        buyer.api('/payment/updateSubscriptionWithSpecialOffer', { duration: 'threeMonths' });
      expect(refusal(await accept())).toEqual({ status: 409, code: 'special-offer-not-offered' });
      expect(
        (await buyer.api('/payment/requestSpecialOffer', { reason: 'expensive' })).status,
      ).toBe(200);
      expect((await accept()).status).toBe(200);
      const latestBefore = (await stripeObject(subscriptionId)).latest_invoice;
      expect(refusal(await buyer.api('/payment/updateSubscription', {}))).toEqual({
        status: 409,
        code: 'special-offer-active',
      });
      expect((await stripeObject(subscriptionId)).latest_invoice).toBe(latestBefore);
    });
  });
}
