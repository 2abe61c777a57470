import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../reliability/http-call.js';
import { bodyOf, HostileClient, STACK } from './hostile-client.js';
import type { ShownPrice } from './money-reconcile.js';
import { paidThrough, reconcileMoney } from './money-reconcile.js';
import { readMoneySnapshot } from './money-snapshot.js';

// The money audit (issue 17) against the running local stack: attacks played as a hostile
// client would, then a reconciliation over every user of the store. The attacks' route-level
// proofs (with the commit that showed each one succeeding) are in functions/src/api/*.test.ts.

const GROUPS = ['v8', 'v8_standard', 'v13', 'v13_standard', 'ebookV1'];
const CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'];

const priceSchema = z.object({
  id: z.string(),
  unit_amount: z.number(),
  metadata: z.record(z.string(), z.string()),
  discountedUnitAmount: z.number().optional(),
});
const productsSchema = z.object({
  data: z.object({ prices: z.array(priceSchema), isPurchaseAvailable: z.boolean() }),
});

async function products(client: HostileClient, group: string, currency: string) {
  const answer = await client.api(`/payment/getProducts/${group}?currency=${currency}`);
  return productsSchema.parse(answer.body).data;
}

/** What the paywall shows for every price of the catalogue (getProducts, every group and currency). */
async function shownPrices(client: HostileClient): Promise<Map<string, ShownPrice>> {
  const shown = new Map<string, ShownPrice>();
  for (const group of GROUPS)
    for (const currency of CURRENCIES)
      for (const price of (await products(client, group, currency)).prices)
        shown.set(price.id, {
          unitAmount: price.unit_amount,
          discountedUnitAmount: price.discountedUnitAmount ?? null,
        });
  return shown;
}

async function stripeObject(id: string): Promise<Record<string, unknown>> {
  return bodyOf(await call(`${STACK.stripe}/_emulator/objects/${id}`));
}

/** The amount the first invoice of a subscription took. */
async function firstCharge(subscriptionId: string): Promise<unknown> {
  const subscription = await stripeObject(subscriptionId);
  const invoice = await stripeObject(String(subscription.latest_invoice));
  return invoice.amount_paid;
}

const sources = () => ({
  stripe: STACK.stripe,
  paypal: STACK.paypal,
  storeFile: process.env.AUDIT_STORE_FILE ?? '../.local/database.json',
});

/** The subscription item's current period end at Stripe (seconds). */
async function periodEnd(subscriptionId: string): Promise<number> {
  const subscription = z
    .object({ items: z.object({ data: z.array(z.object({ current_period_end: z.number() })) }) })
    .parse(await stripeObject(subscriptionId));
  return subscription.items.data[0]?.current_period_end ?? 0;
}

async function advanceStripeClockTo(to: number): Promise<void> {
  const answer = await call(`${STACK.stripe}/_emulator/clock/advance`, { body: { to } });
  expect(answer.status).toBe(200);
}

/** Waits until the store's record of the user logs this subtype last (webhooks are async). */
async function recordedAs(uid: string, subtype: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  let latest: string | undefined;
  while (Date.now() < deadline) {
    const tree = JSON.parse(await readFile(sources().storeFile, 'utf8')) as {
      users?: Record<string, { iapLog?: Record<string, { subtype: string; date: string }> }>;
    };
    const entries = Object.values(tree.users?.[uid]?.iapLog ?? {});
    latest = entries.sort((a, b) => Date.parse(a.date) - Date.parse(b.date)).at(-1)?.subtype;
    if (latest === subtype) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`users/${uid}: latest in-app log entry ${latest ?? 'none'}, not ${subtype}`);
}

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
      for (const [body, shown] of [
        [{ priceId: oneMonth.id, trialId: trial.id }, shownOf(trial)],
        [{ priceId: threeMonths.id }, shownOf(threeMonths)],
      ] as const) {
        // A new visitor for each purchase: once one is paid, the next is refused (§4.3).
        const visitor = await HostileClient.visitor();
        const created = await visitor.api('/payment/createSubscription', {
          ...body,
          withDiscount: discounted,
          email: 'audit@audit.fastwell.test',
          lang: 'en',
        });
        expect(created.status).toBe(200);
        const { subscriptionId, clientSecret } = bodyOf(created);
        expect((await visitor.payByCard(String(clientSecret))).status).toBe(200);
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
    const snapshot = await readMoneySnapshot(sources());
    const findings = reconcileMoney({
      ...snapshot,
      users: snapshot.users.filter((user) => user.uid === buyer.uid),
      shown: new Map(),
    });
    expect(findings).toEqual([]);
    expect(paidThrough(snapshot.invoices, subscriptionId)).toBeGreaterThan(snapshot.now);
  });

  // Everything the e2e suite and the attacks above bought is in the store by now.
  it('reconciles every user: no premium beyond what was paid, every first charge as shown, no negative invoice', async () => {
    const shown = await shownPrices(await HostileClient.visitor());
    const snapshot = await readMoneySnapshot(sources());
    expect(snapshot.users.filter((user) => user.premium).length).toBeGreaterThan(5);
    expect(reconcileMoney({ ...snapshot, shown })).toEqual([]);
  });
});
