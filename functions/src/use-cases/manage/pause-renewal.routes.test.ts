import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { CARDS, subscriber, switchDefaultCard } from '../../testing/stripe-subscriber';

// The API's clock follows the emulator's, which every test of this file moves forward.
const payment = usePaymentApp({ emulatorClock: true });
const ONE_MONTH = 'price_v8_oneMonthV8_eur';
const TRIAL = 'price_v8_trialV8_eur';
const DAY = 24 * 3600;
// The emulator's clock is real time plus an offset: a second may pass between two reads.
const emulatorNow = () => payment.stripe.emulator.state.clock.now();

const call = (user: TestUser, route: EndpointName, body: unknown = {}) =>
  payment.app.call('POST', endpoints[route].path, { token: user.idToken, body });
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

const price = async (id: string) =>
  (await payment.stripe.stripe.prices.retrieve(id)).unit_amount ?? 0;

describe('pause across a renewal, then unpause (emulator clock)', () => {
  it('refuses: a paid month renewed while paused is free after unpausing (a new month is charged)', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const firstMonth = await paidTotal(subscriptionId);
    const { renewal, unpaused } = await pauseAcrossRenewal(user, subscriptionId);
    expect(unpaused.status).toBe(200);
    const after = await atStripe(subscriptionId);
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    // The new month starts at the unpause (not at the voided renewal) and is paid in full.
    const start = after.items.data[0]?.current_period_start ?? 0;
    expect(start).toBeGreaterThanOrEqual(renewal + DAY);
    expect(start).toBeLessThanOrEqual(emulatorNow());
    expect(after.billing_cycle_anchor).toBe(start);
    expect(await paidTotal(subscriptionId)).toBe(firstMonth + (await price(ONE_MONTH)));
    expect(unpaused.body.subscription).toMatchObject({ status: 'active', pause_collection: null });
  });

  it('refuses: a trial paused across its end gives a free first paid month (it is charged)', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH, TRIAL);
    const trialFee = await paidTotal(subscriptionId);
    const { renewal, unpaused } = await pauseAcrossRenewal(user, subscriptionId);
    expect(unpaused.status).toBe(200);
    const after = await atStripe(subscriptionId);
    expect(after).toMatchObject({ status: 'active', pause_collection: null });
    expect(after.items.data[0]?.current_period_start).toBeGreaterThanOrEqual(renewal + DAY);
    expect(after.items.data[0]?.current_period_start).toBeLessThanOrEqual(emulatorNow());
    expect(await paidTotal(subscriptionId)).toBe(trialFee + (await price(ONE_MONTH)));
  });

  it('a pause with no renewal inside it resumes without charging again', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const before = await atStripe(subscriptionId);
    const paid = await paidTotal(subscriptionId);
    expect((await call(user, 'pauseSubscription', { months: 1 })).status).toBe(200);
    await advanceTo((before.items.data[0]?.current_period_end ?? 0) - DAY);
    expect((await call(user, 'unpauseSubscription')).status).toBe(200);
    const after = await atStripe(subscriptionId);
    expect(after).toMatchObject({
      pause_collection: null,
      latest_invoice: before.latest_invoice,
      billing_cycle_anchor: before.billing_cycle_anchor,
    });
    expect(await paidTotal(subscriptionId)).toBe(paid);
  });

  it('a trial paused and unpaused before its end stays a trial, charged nothing more', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH, TRIAL);
    const paid = await paidTotal(subscriptionId);
    expect((await call(user, 'pauseSubscription', { months: 1 })).status).toBe(200);
    expect((await call(user, 'unpauseSubscription')).status).toBe(200);
    expect(await atStripe(subscriptionId)).toMatchObject({
      status: 'trialing',
      pause_collection: null,
    });
    expect(await paidTotal(subscriptionId)).toBe(paid);
  });

  it('a declined charge on unpause answers 402 and leaves the subscription paused', async () => {
    const { user, subscriptionId, customerId } = await subscriber(payment, ONE_MONTH);
    await switchDefaultCard(payment.stripe, customerId, CARDS.declinesLater, subscriptionId);
    const paid = await paidTotal(subscriptionId);
    const { unpaused } = await pauseAcrossRenewal(user, subscriptionId);
    expect(unpaused).toMatchObject({
      status: 402,
      body: { error: { code: 'card_declined', message: expect.any(String) } },
    });
    const after = await atStripe(subscriptionId);
    expect(after.pause_collection).toMatchObject({ behavior: 'void' });
    expect(await paidTotal(subscriptionId)).toBe(paid);
    expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      pause_collection: { behavior: 'void' },
    });
    // Still on hold: asking again is the same refusal, never premium for free.
    expect((await call(user, 'unpauseSubscription')).status).toBe(402);
  });
});
