import { describe, expect, it } from 'vitest';
import type { TestUser } from '../test-support/auth-emulator.client';
import { usePaymentApp } from '../test-support/payment-app';
import { subscriber } from '../test-support/stripe-subscriber';

// The API's clock follows the emulator's, which every test of this file moves forward.
const payment = usePaymentApp({ emulatorClock: true });
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';
const DAY = 24 * 3600;

const call = (user: TestUser, route: string, body: unknown = {}) =>
  payment.app.call('POST', `/api/payment/${route}`, { token: user.idToken, body });
const atStripe = (id: string) => payment.stripe.stripe.subscriptions.retrieve(id);
const periodEnd = async (id: string) => (await atStripe(id)).items.data[0]?.current_period_end ?? 0;

async function advanceTo(to: number): Promise<void> {
  const response = await fetch(`${payment.stripe.emulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
  if (!response.ok) throw new Error(`clock advance answered ${response.status}`);
}

/** What the customer paid for the subscription (paid invoices, minor units). */
async function paidTotal(subscriptionId: string): Promise<number> {
  const invoices = await payment.stripe.stripe.invoices.list({
    subscription: subscriptionId,
    status: 'paid',
    limit: 100,
  });
  return invoices.data.reduce((sum, invoice) => sum + invoice.amount_paid, 0);
}

/** Pauses the day before the period ends, lets the renewal pass, then unpauses. */
async function pauseAcrossRenewal(user: TestUser, subscriptionId: string) {
  const renewal = await periodEnd(subscriptionId);
  await advanceTo(renewal - DAY);
  expect((await call(user, 'pauseSubscription', { months: 1 })).status).toBe(200);
  await advanceTo(renewal + DAY);
  const voided = await atStripe(subscriptionId);
  const latest = await payment.stripe.stripe.invoices.retrieve(String(voided.latest_invoice));
  expect(latest).toMatchObject({ billing_reason: 'subscription_cycle', status: 'void' });
  return { renewal, unpaused: await call(user, 'unpauseSubscription') };
}

describe('pause across a renewal, then unpause (emulator clock)', () => {
  it('ATTACK (open): a paid month renewed while paused is free after unpausing', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const firstMonth = await paidTotal(subscriptionId);
    const { renewal, unpaused } = await pauseAcrossRenewal(user, subscriptionId);
    expect(unpaused.status).toBe(200);
    const after = await atStripe(subscriptionId);
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    // A whole new month of premium from the renewal on, and nothing paid for it.
    expect(after.items.data[0]?.current_period_start).toBe(renewal);
    expect(await paidTotal(subscriptionId)).toBe(firstMonth);
  });

  it('ATTACK (open): a trial paused across its end gives a free first paid month', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH, TRIAL);
    const trialFee = await paidTotal(subscriptionId);
    const { unpaused } = await pauseAcrossRenewal(user, subscriptionId);
    expect(unpaused.status).toBe(200);
    expect(await atStripe(subscriptionId)).toMatchObject({
      status: 'active',
      pause_collection: null,
    });
    expect(await paidTotal(subscriptionId)).toBe(trialFee);
  });
});
