import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, advanceStripeClock, purchase } from '../../testing/webhook-helpers';

// The API's clock follows the Stripe emulator's, which the test moves forward.
const hooks = useWebhookApp({ emulatorClock: true });
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';

/**
 * A discounted trial (dc=true): the sheet shows the discounted trial fee and, in its terms, that
 * the plan then renews at the one-month price (web renewal-terms.ts). The first month after the
 * trial must be billed at exactly that price: the discount bought the fee, not the month.
 */
describe('a discounted trial, at the end of the trial', () => {
  it('bills the first month at the price the terms showed', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user, {
      priceId: ONE_MONTH,
      trialId: TRIAL,
      withDiscount: true,
    });
    const monthly = (await hooks.stripe.prices.retrieve(ONE_MONTH)).unit_amount;
    await advanceStripeClock(hooks, 8 * DAY);
    const invoices = await hooks.stripe.invoices.list({ subscription: id });
    const renewal = invoices.data.find(
      (invoice) => invoice.billing_reason === 'subscription_cycle',
    );
    expect(renewal?.status).toBe('paid');
    expect(renewal?.amount_paid).toBe(monthly);
  });
});
