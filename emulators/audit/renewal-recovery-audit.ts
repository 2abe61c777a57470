import { reconcileBuyer } from './buyer-reconcile.js';
import { expect, it } from 'vitest';
import { z } from 'zod';
import {
  advanceStripeClockTo,
  cardBuyer,
  periodEnd,
  recordedAs,
  stripeObject,
} from './audit-stack.js';
import { bodyOf, type HostileClient, STACK } from './hostile-client.js';

const DAY = 86_400;

async function issuerDeclines(paymentMethod: string, declineCode: string | null): Promise<void> {
  const response = await fetch(
    `${STACK.stripe}/_emulator/payment_methods/${paymentMethod}/decline`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decline_code: declineCode }),
    },
  );
  expect(response.status).toBe(200);
}

/** The subscriber's own card-update token (the management screen's), once the failure is handled. */
async function cardUpdateToken(buyer: HostileClient): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { token } = bodyOf(await buyer.api('/payment/cardUpdateLink', {}));
    if (typeof token === 'string') return token;
    if (Date.now() > deadline) throw new Error('no card-update link 30 s after the failure');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Issue 35: a renewal that fails, paid from the card-update page while Stripe's scheduled retry
 * (with the old card accepted again) comes due at the same moment: one charge, premium back, and
 * the reconciliation finds nothing for the subscriber.
 */
export function describeRenewalRecovery(): void {
  it('a failed renewal paid by a new card as Stripe retries is charged once; premium only as paid', async () => {
    const { buyer, subscriptionId } = await cardBuyer('price_v8_standard_oneMonthV8_eur');
    const card = z
      .object({ default_payment_method: z.string() })
      .parse(await stripeObject(subscriptionId)).default_payment_method;
    await issuerDeclines(card, 'generic_decline');
    const end = await periodEnd(subscriptionId);
    await advanceStripeClockTo(end + 60);
    await recordedAs(buyer.uid, 'failed_renewal');

    // The failure's webhooks arrive in any order: the link exists once invoice.payment_failed
    // was handled, which may come after the subscription's past_due.
    const token = await cardUpdateToken(buyer);
    const setup = bodyOf(await buyer.api('/card-updates/setup', { token }));
    expect((await buyer.payByCard(String(setup.clientSecret))).status).toBe(200);
    const setupIntentId = String(setup.clientSecret).split('_secret_')[0];
    await issuerDeclines(card, null);
    const [completed] = await Promise.all([
      buyer.api('/card-updates/complete', { token, setupIntentId }),
      advanceStripeClockTo(end + 60 + 3 * DAY + 60),
    ]);
    expect(bodyOf(completed)).toMatchObject({ cardUpdate: { state: 'paid' } });
    await recordedAs(buyer.uid, 'renewed');

    const { snapshot, findings } = await reconcileBuyer(buyer.uid);
    expect(findings).toEqual([]);
    const renewal = snapshot.invoices.find(
      (invoice) =>
        invoice.subscription === subscriptionId && invoice.billingReason === 'subscription_cycle',
    );
    expect(renewal).toMatchObject({ status: 'paid', charged: renewal?.total });
  });
}
