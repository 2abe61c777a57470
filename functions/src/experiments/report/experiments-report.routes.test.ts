import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, advanceStripeClock, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { computeExperimentsReport, experimentsReportText } from './experiments-report';

// The API's clock follows the Stripe emulator's, which the test moves a month on (renewals).
const hooks = useWebhookApp({ emulatorClock: true });
const KEY = 'ledger-net';

/** A visitor shown `variation` who then bought the monthly plan by card. */
async function buyer(variation: string): Promise<{ user: TestUser; subscriptionId: string }> {
  const visitorId = `visitor-ledger-${variation}`;
  await hooks.app.database.set(`experimentExposures/${KEY}/${visitorId}`, {
    variation,
    at: new Date().toISOString(),
  });
  const user = await hooks.signedIn();
  const subscriptionId = await purchase(hooks, user, {
    priceId: 'price_v8_oneMonthV8_eur',
    visitorId,
    experiments: { [KEY]: variation },
  });
  return { user, subscriptionId };
}

/** The PaymentIntents that paid a subscription's invoices, oldest first. */
async function paymentIntentsOf(subscriptionId: string): Promise<string[]> {
  const invoices = await hooks.stripe.invoices.list({
    subscription: subscriptionId,
    expand: ['data.payments'],
  });
  return invoices.data
    .filter((invoice) => invoice.status === 'paid')
    .sort((a, b) => a.created - b.created)
    .map((invoice) => String(invoice.payments?.data[0]?.payment.payment_intent));
}

describe('npm run experiments:report over the payments ledger', () => {
  it('counts renewals and shows revenue net of refunds and disputes', async () => {
    await buyer('a');
    const b = await buyer('b');
    await advanceStripeClock(hooks, 32 * DAY);
    await webhooksSettled(hooks);
    const [first, renewal, ...more] = await paymentIntentsOf(b.subscriptionId);
    expect(more).toEqual([]);
    // b's first month refunded (a withdrawal, say), its renewal disputed.
    await hooks.stripe.refunds.create({ payment_intent: String(first) });
    await hooks.stripeAdmin('POST', '/_emulator/disputes', { payment_intent: renewal });
    await webhooksSettled(hooks);

    const [report] = (await computeExperimentsReport(hooks.app.database)).filter(
      ({ experimentKey }) => experimentKey === KEY,
    );
    expect(report?.rows).toEqual([
      expect.objectContaining({
        variation: 'a',
        purchases: 1,
        gross: { eur: 5998 },
        refunded: {},
        disputed: {},
        revenue: { eur: 5998 },
      }),
      expect.objectContaining({
        variation: 'b',
        purchases: 1,
        gross: { eur: 5998 },
        refunded: { eur: 2999 },
        disputed: { eur: 2999 },
        revenue: { eur: 0 },
      }),
    ]);
    const text = await experimentsReportText(hooks.app.database, 'text');
    expect(text.split('\n').slice(2)).toEqual([
      '',
      KEY,
      '  variation  visitors  buyers  purchases  conversion  95% interval    gross      refunded   disputed   revenue',
      '  a                 1       1          1      100.0%  20.7% – 100.0%  EUR 59.98  -          -          EUR 59.98',
      '  b                 1       1          1      100.0%  20.7% – 100.0%  EUR 59.98  EUR 29.99  EUR 29.99  EUR 0.00',
      '  revenue = gross - refunded - disputed; disputed = chargebacks open or lost and PayPal reversals (a dispute won or an inquiry takes nothing)',
      '  purchases that carried this experiment without a recorded exposure (not counted above; e.g. analytics consent declined): 0',
    ]);
  });
});
