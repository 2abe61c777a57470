import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobsClient } from '../jobs/jobs.client.js';
import { linksOf, MailCatcherClient } from '../mail/mail-catcher.client.js';
import { PayPalDevtools } from '../paypal/testing/paypal-devtools.js';
import { call } from '../reliability/http-call.js';
import {
  cardBuyer,
  paypalBuyer,
  paypalPaymentsRefunded,
  paypalSalesOf,
  paypalStatus,
  paypalSubscriber,
  paypalSubscription,
  refundedOf,
  storedAt,
  stripeObject,
} from './audit-stack.js';
import { bodyOf, STACK } from './hostile-client.js';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';
import { upsellContractId } from '../../functions/src/domain/contracts/contract-ids.js';
import { paypalPlanStatusAnswerSchema } from '../../functions/src/contract/api/paypal-plan-consent.js';
import { PAYPAL_PLAN_LINK_PARAM } from '../../functions/src/contract/url-params.js';

const HOUR_MS = 3_600_000;
/** Past the 48 hours a withdrawal waits for its "this was not me" link. */
const AFTER_THE_WAIT_MS = 49 * HOUR_MS;

/** The withdrawal form without login; with `reference`, of that one contract only. */
const withdraw = async (email: string, reference?: string): Promise<void> => {
  const answer = await call(`${STACK.hosting}${endpoints.submitWithdrawal.path}`, {
    body: { name: 'Audit Withdrawal', email, language: 'de', ...(reference ? { reference } : {}) },
  });
  expect(answer.status).toBe(201);
};

const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A monthly PayPal subscriber who takes the plan upgrade through the API (a revision, billed from
 * the next cycle) and withdraws the upgrade alone by its reference; PayPal's plan and its due time.
 */
async function upgradeWithdrawn(name: string) {
  const email = `${name}-${Date.now()}@audit.fastwell.test`;
  const { buyer, id } = await paypalSubscriber(email, 'price_v8_oneMonthV8_eur');
  const { preview } = bodyOf(await buyer.api('/payment/previewPaypalUpsell', {})) as {
    preview: { priceId: string };
  };
  const revised = await buyer.api('/payment/revisePaypalSubscription', {
    priceId: preview.priceId,
  });
  expect(revised.status).toBe(200);
  await new PayPalDevtools(STACK.paypal).approve(id);
  expect((await buyer.api('/payment/confirmPaypalRevision', {})).status).toBe(200);
  const upgraded = await paypalSubscription(id);
  const reference = upsellContractId(id, upgraded.plan_id);
  await storedAt(`contracts/${reference}`);
  await withdraw(email, reference);
  return {
    id,
    email,
    withdrawnPlan: upgraded.plan_id,
    dueAt: Date.parse(upgraded.billing_info?.next_billing_time ?? ''),
  };
}

/** The signed link of the mail that asks the buyer to consent to the plan kept. */
async function planLinkToken(email: string): Promise<string> {
  const isPlanLink = (href: string) => href.includes('/withdraw/paypal-plan?');
  const mail = await new MailCatcherClient().waitFor(email, {
    match: (candidate) => linksOf(candidate).some(isPlanLink),
  });
  const link = linksOf(mail).find(isPlanLink) ?? '';
  return new URL(link).searchParams.get(PAYPAL_PLAN_LINK_PARAM) ?? '';
}

const planStatus = async (token: string) =>
  paypalPlanStatusAnswerSchema.parse(
    (await call(`${STACK.hosting}${endpoints.paypalPlanStatus.path}`, { body: { token } })).body,
  ).plan;

const saleSchema = z.object({ amount: z.object({ total: z.string() }) });

/**
 * Art. 11a CRD (issue 34): a withdrawal carried out through the scheduled function's local
 * trigger gives back exactly what was paid and leaves nothing billing, by card and by PayPal. The
 * reconciliation at the end of the audit checks every withdrawal of the stack the same way.
 */
export function describeWithdrawals(): void {
  describe('withdrawals carried out', () => {
    const jobs = new JobsClient(STACK.jobs);
    const carryOut = () =>
      jobs.run('carryOutWithdrawals', {
        at: new Date(Date.now() + AFTER_THE_WAIT_MS).toISOString(),
      });

    it('a card subscription: cancelled, and its first invoice refunded in full', async () => {
      const { buyer, subscriptionId } = await cardBuyer('price_v8_oneMonthV8_eur', {
        withDiscount: true,
      });
      await withdraw(`buyer-${buyer.uid.toLowerCase()}@audit.fastwell.test`);
      expect((await stripeObject(subscriptionId)).status).toBe('active');
      expect((await carryOut()).outcome).toBe('ran');
      const subscription = await stripeObject(subscriptionId);
      expect(subscription.status).toBe('canceled');
      const invoice = await stripeObject(String(subscription.latest_invoice));
      expect(Number(invoice.amount_paid)).toBeGreaterThan(0);
      expect(await refundedOf(String(invoice.id))).toBe(invoice.amount_paid);
    });

    it('a PayPal subscription: cancelled at PayPal, and every sale refunded', async () => {
      const email = `withdraw-${Date.now()}@audit.fastwell.test`;
      const id = await paypalBuyer(email, 'price_v8_standard_oneMonthV8_eur');
      await withdraw(email);
      expect((await carryOut()).outcome).toBe('ran');
      expect(await paypalStatus(id)).toBe('CANCELLED');
      expect(await paypalPaymentsRefunded(id)).toBe(true);
    });

    it("a PayPal upgrade withdrawn alone bills nothing of its plan: cancelled before it bills without the buyer's consent, the kept plan's shown price with it", async () => {
      const [unconsented, consenting] = await Promise.all([
        upgradeWithdrawn('upgrade-withdrawn'),
        upgradeWithdrawn('upgrade-consented'),
      ]);
      expect((await carryOut()).outcome).toBe('ran');
      for (const { id, withdrawnPlan } of [unconsented, consenting])
        expect(await paypalSubscription(id)).toMatchObject({
          status: 'ACTIVE',
          plan_id: withdrawnPlan,
        });

      // The consenting buyer follows the mail's link and approves the plan kept at PayPal.
      const token = await planLinkToken(consenting.email);
      const shown = await planStatus(token);
      expect(shown).toMatchObject({ status: 'awaiting-consent', currency: 'eur', months: 1 });
      expect(Date.parse(shown.firstChargeAt)).toBe(consenting.dueAt);
      const consent = await call(`${STACK.hosting}${endpoints.startPaypalPlanConsent.path}`, {
        body: { token },
      });
      expect(consent.status).toBe(200);
      await new PayPalDevtools(STACK.paypal).approve(consenting.id);
      expect(await planStatus(token)).toMatchObject({ status: 'confirmed' });
      expect((await paypalSubscription(consenting.id)).plan_id).not.toBe(consenting.withdrawnPlan);

      // The other never consents: the hourly job cancels it an hour before PayPal would bill.
      await planLinkToken(unconsented.email); // asked, too
      const settled = await jobs.run('settlePayPalPlanReverts', {
        at: new Date(unconsented.dueAt - HOUR_MS).toISOString(),
      });
      expect(settled).toMatchObject({ outcome: 'ran', result: { failed: 0 } });
      expect(await paypalStatus(unconsented.id)).toBe('CANCELLED');

      // PayPal's next attempt on each (POST …/bill: made now, as when its clock passes the due
      // time; the clock itself moves in describeScheduledJobs, after the stack's last PayPal
      // purchase, and the reconciliation then finds anything billed on a withdrawn plan).
      const salesBefore = (await paypalSalesOf(unconsented.id)).length;
      const bill = (id: string) =>
        call(`${STACK.paypal}/_emulator/subscriptions/${id}/bill`, { body: {} });
      expect((await bill(unconsented.id)).status).toBe(422);
      expect((await paypalSalesOf(unconsented.id)).length).toBe(salesBefore);
      // Shown = charged: the kept plan's first payment is the price the link's page showed.
      const kept = await bill(consenting.id);
      expect(kept.status).toBe(200);
      expect(cents(saleSchema.parse(kept.body).amount.total)).toBe(shown.amount);
    });
  });
}
