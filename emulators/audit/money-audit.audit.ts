import { reconcileBuyer } from './buyer-reconcile.js';
import { readMoneySnapshot } from './money-snapshot.js';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  advanceStripeClockTo,
  cardBuyer,
  firstCharge,
  periodEnd,
  type priceSchema,
  products,
  recordedAs,
  shownPrices,
  sources,
} from './audit-stack.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';
import { paidThrough, reconcileMoney } from './money-reconcile.js';
import { describePayPalAttacks } from './paypal-attacks.js';
import { describeScheduledJobs } from './scheduled-jobs-audit.js';
import { describeTrialAndOfferAttacks } from './trial-offer-attacks.js';
import { describeWithdrawals } from './withdrawal-audit.js';
import { describeRenewalRecovery } from './renewal-recovery-audit.js';
import { describePayPalOffers } from './paypal-offers-audit.js';

// The money audit (issue 17) against the running local stack: attacks played as a hostile
// client would, then a reconciliation over every user of the database. The attacks' route-level
// proofs (with the commit that showed each one succeeding) are in functions/src/api/*.test.ts.

describe('money audit on the local stack', () => {
  it.each([
    ['eur', 'v8'],
    ['jpy', 'v8'],
    ['gbp', 'v13'],
    ['usd', 'v8_standard'],
  ])(
    'shown = charged by card in %s (%s): the trial fee and three months',
    async (currency, group) => {
      const discounted = !group.endsWith('_standard');
      const buyer = await HostileClient.visitor();
      const { prices } = await products(buyer, group, currency);
      const model = (prefix: string) => prices.find((p) => p.metadata.model?.startsWith(prefix));
      const [trial, oneMonth, threeMonths] = [
        model('trial'),
        model('oneMonth'),
        model('threeMonths'),
      ];
      if (!trial || !oneMonth || !threeMonths) throw new Error(`incomplete group ${group}`);
      const shownOf = (price: z.infer<typeof priceSchema>) =>
        discounted ? price.discountedUnitAmount : price.unit_amount;
      for (const [priceId, trialId, shown] of [
        [oneMonth.id, trial.id, shownOf(trial)],
        [threeMonths.id, undefined, shownOf(threeMonths)],
      ] as const) {
        // A new visitor for each purchase: once one is paid, the next is refused (§4.3).
        const { subscriptionId } = await cardBuyer(priceId, {
          ...(trialId ? { trialId } : {}),
          withDiscount: discounted,
        });
        expect(await firstCharge(String(subscriptionId))).toBe(shown);
      }
    },
  );

  it('refuses a subscriber a second subscription by card, hosted Checkout and PayPal', async () => {
    const subscriber = await HostileClient.demoUser('active-1m@demo.fastwell.test');
    expect((await products(subscriber, 'v8', 'eur')).isPurchaseAvailable).toBe(false);
    const card = await subscriber.api('/payment/createSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      withDiscount: true,
      email: 'active-1m@demo.fastwell.test',
      lang: 'en',
    });
    const checkout = await subscriber.api('/payment/createCheckoutSession', {
      priceId: 'price_v8_oneMonthV8_eur',
      withDiscount: true,
      lang: 'en',
      successUrl: `${STACK.hosting}/payment_success`,
      cancelUrl: `${STACK.hosting}/payment`,
    });
    const paypal = await subscriber.api('/payment/createPaypalSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      withDiscount: true,
    });
    for (const answer of [card, checkout, paypal])
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 409,
        body: { error: { code: 'already-subscribed' } },
      });
  });

  it('refuses a second subscription right after a payment, before any record of it (a second tab)', async () => {
    const buyer = await HostileClient.visitor();
    const purchase = (priceId: string) =>
      buyer.api('/payment/createSubscription', {
        priceId,
        withDiscount: true,
        email: 'second-tab@audit.fastwell.test',
        lang: 'en',
      });
    const first = bodyOf(await purchase('price_v8_oneMonthV8_eur'));
    expect((await buyer.payByCard(String(first.clientSecret))).status).toBe(200);
    const second = await purchase('price_v8_threeMonthsV8_eur');
    expect({ status: second.status, body: second.body }).toMatchObject({
      status: 409,
      body: { error: { code: 'already-subscribed' } },
    });
  });

  describePayPalAttacks();
  describePayPalOffers();
  describeTrialAndOfferAttacks();
  describeWithdrawals();
  // Moves PayPal's clock a month on: every PayPal subscription of the stack renews. The API
  // keeps real time and refuses a PayPal subscription that starts in the future, so no PayPal
  // purchase may come after it.
  describeScheduledJobs();

  // Last of the attacks: moving Stripe's clock renews every subscription of the stack at once.
  it('refuses a free period: unpausing after a renewal voided during the pause charges a new period', async () => {
    const buyer = await HostileClient.visitor();
    const created = bodyOf(
      await buyer.api('/payment/createSubscription', {
        priceId: 'price_v8_standard_oneMonthV8_eur',
        email: 'pause-audit@audit.fastwell.test',
        lang: 'en',
      }),
    );
    expect((await buyer.payByCard(String(created.clientSecret))).status).toBe(200);
    const subscriptionId = String(created.subscriptionId);
    await recordedAs(buyer.uid, 'purchased');
    expect((await buyer.api('/payment/pauseSubscription', { months: 3 })).status).toBe(200);
    await recordedAs(buyer.uid, 'paused');
    await advanceStripeClockTo((await periodEnd(subscriptionId)) + 86_400);
    expect((await buyer.api('/payment/unpauseSubscription', {})).status).toBe(200);
    await recordedAs(buyer.uid, 'resumed');
    const { snapshot, findings } = await reconcileBuyer(buyer.uid);
    expect(findings).toEqual([]);
    expect(paidThrough(snapshot.invoices, subscriptionId)).toBeGreaterThan(snapshot.now);
  });

  // Moves Stripe's clock again: a failed renewal, then its retry three days later.
  describeRenewalRecovery();

  // Everything the e2e suite and the attacks above bought is in the database by now. The records
  // follow the providers through webhooks, which the clock's renewals just sent by the hundred:
  // a finding must persist until they are delivered (they converge within a minute or two).
  it('reconciles every user: no premium beyond what was paid, every first charge as shown, no negative invoice, every withdrawal refunded', async () => {
    const shown = await shownPrices(await HostileClient.visitor());
    const deadline = Date.now() + 150_000;
    let snapshot = await readMoneySnapshot(sources());
    let findings = reconcileMoney({ ...snapshot, shown });
    while (findings.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      snapshot = await readMoneySnapshot(sources());
      findings = reconcileMoney({ ...snapshot, shown });
    }
    expect(snapshot.users.filter((user) => user.premium).length).toBeGreaterThan(5);
    expect(findings).toEqual([]);
  }, 420_000);
});
