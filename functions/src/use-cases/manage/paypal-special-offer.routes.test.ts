import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '../../contract/calendar';
import { usePayPalApp } from '../../testing/paypal-app';
import type { TestUser } from '../../testing/auth-emulator.client';

// Spec 02 §4.13 for PayPal (issue 36 point 2): PayPal has no coupon, but the merchant may lower the
// running subscription's cycle price (PATCH), for cycles billed 10 days or more later. The offer
// lowers exactly the payments due before its end date, and the hourly job puts the regular price
// back after them; where PayPal would still bill the next payment in full, there is no offer.

/** The API's clock runs this far ahead of real time, kept equal to the PayPal emulator's. */
let clockOffset = 0;
const payPalApp = usePayPalApp({
  stripe: true,
  clock: { now: () => new Date(Date.now() + clockOffset) },
});
const { call } = payPalApp;
const DAY_MS = 86_400_000;

/** Moves PayPal's clock (billing what falls due) and the API's to `at`. */
async function moveClocksTo(at: number): Promise<void> {
  const moved = await fetch(`${payPalApp.paypal.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: new Date(at).toISOString() }),
  });
  if (!moved.ok) throw new Error(`clock advance answered ${moved.status}`);
  clockOffset = Date.parse(((await moved.json()) as { now: string }).now) - Date.now();
}

const atPayPal = async (id: string) => {
  const subscription = await payPalApp.paypal.client.getSubscription(id);
  if (!subscription) throw new Error(`PayPal does not know ${id}`);
  return subscription;
};
const lastPaid = async (id: string) => (await atPayPal(id)).billing_info?.last_payment?.amount;
const nextBillingAt = async (id: string) =>
  Date.parse((await atPayPal(id)).billing_info?.next_billing_time ?? '');
const restoreJob = () => payPalApp.app.runJob('restorePayPalOfferPrices');
/** The job ran and this subscription's offer is closed (its regular price put back). */
async function restoredBy(id: string): Promise<boolean> {
  await restoreJob();
  const offer = (await payPalApp.app.database.get(`paypalSpecialOffers/${id}`)) as {
    restoredAt?: string;
  } | null;
  return typeof offer?.restoredAt === 'string';
}

/** Bills the subscription's next cycle (moving both clocks past it) and answers what was paid. */
async function billNextCycle(id: string) {
  await moveClocksTo((await nextBillingAt(id)) + 60_000);
  return lastPaid(id);
}

/** Mid-cycle (the next payment 15 days away), the subscriber takes the offer. */
async function offerAccepted(user: TestUser, id: string, duration: 'oneMonth' | 'threeMonths') {
  await moveClocksTo((await nextBillingAt(id)) - 15 * DAY_MS);
  const offered = await call(user, 'requestSpecialOffer', { reason: 'expensive', duration });
  expect(offered).toMatchObject({ status: 200, body: { offer: { percentOff: 50 } } });
  return call(user, 'updateSubscriptionWithSpecialOffer', { duration });
}

describe('the special offer on a PayPal subscription', () => {
  it('halves the three payments due within three months, then bills the regular price again', async () => {
    const { user, id } = await payPalApp.subscriber();
    const accepted = await offerAccepted(user, id, 'threeMonths');
    const acceptedAt = Date.now() + clockOffset;
    expect(accepted).toMatchObject({
      status: 200,
      body: { subscription: { provider: 'paypal', id, status: 'active', canceled_at: null } },
    });
    const view = accepted.body.subscription as { metadata: Record<string, string> };
    expect(Date.parse(view.metadata.specialOfferStartDate ?? '')).toBeLessThanOrEqual(acceptedAt);
    expect(Date.parse(view.metadata.specialOfferStartDate ?? '')).toBeGreaterThan(
      acceptedAt - 60_000,
    );
    expect(await atPayPal(id)).toMatchObject({ status: 'ACTIVE', plan_overridden: true });

    // Every payment PayPal bills before the offer's end (three) is halved; the job restores the
    // price after the last of them.
    const end = addCalendarMonths(new Date(acceptedAt), 3).getTime();
    let lowered = 0;
    while ((await nextBillingAt(id)) <= end) {
      expect(await billNextCycle(id)).toEqual({ value: '14.99', currency_code: 'EUR' });
      lowered += 1;
      const last = (await nextBillingAt(id)) > end;
      expect(await restoreJob()).toEqual({ restored: last ? 1 : 0, closed: 0 });
    }
    expect(lowered).toBe(3);
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
    expect(await restoreJob()).toEqual({ restored: 0, closed: 0 });
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
  });

  it('for one month halves the next payment only', async () => {
    const { user, id } = await payPalApp.subscriber();
    expect((await offerAccepted(user, id, 'oneMonth')).status).toBe(200);
    expect(await billNextCycle(id)).toEqual({ value: '14.99', currency_code: 'EUR' });
    expect(await restoreJob()).toEqual({ restored: 1, closed: 0 });
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
  });

  it('is once per person, and the upgrade waits while the price is lowered', async () => {
    const { user, id } = await payPalApp.subscriber();
    expect((await offerAccepted(user, id, 'oneMonth')).status).toBe(200);
    expect(await call(user, 'requestSpecialOffer', { reason: 'expensive' })).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-already-used' } },
    });
    expect(await call(user, 'previewPaypalUpsell')).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-active' } },
    });
    expect(
      await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' }),
    ).toMatchObject({ status: 409, body: { error: { code: 'special-offer-already-used' } } });
    expect(await billNextCycle(id)).toEqual({ value: '14.99', currency_code: 'EUR' });
  });

  it('is not offered when PayPal would still bill the next payment in full (within 10 days)', async () => {
    const { user, id } = await payPalApp.subscriber();
    await moveClocksTo((await nextBillingAt(id)) - 5 * DAY_MS);
    expect(await call(user, 'requestSpecialOffer', { reason: 'expensive' })).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-unavailable' } },
    });
    expect(
      await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' }),
    ).toMatchObject({ status: 409 });
    expect((await atPayPal(id)).plan_overridden).not.toBe(true);
    expect(await payPalApp.app.database.get(`paypalSpecialOffers/${id}`)).toBeNull();
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
    // The cancel wizard cancels instead; the flag is not set, so a later cancellation may get one.
    expect(await payPalApp.app.database.get(`users/${user.uid}/specialOfferUsed`)).toBeNull();
  });

  it('when PayPal lowered the price but its answer was lost, the job puts it back and the offer can be taken again', async () => {
    const { user, id } = await payPalApp.subscriber();
    await moveClocksTo((await nextBillingAt(id)) - 15 * DAY_MS);
    expect((await call(user, 'requestSpecialOffer', { reason: 'expensive' })).status).toBe(200);
    const lost = await fetch(`${payPalApp.paypal.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        {
          method: 'PATCH',
          path: '/v1/billing/subscriptions',
          error: 'api_error_500',
          afterRate: 1,
          times: 3,
        },
      ]),
    });
    expect(lost.ok).toBe(true);
    const failed = await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' });
    expect(failed.status).toBe(502);
    expect(await atPayPal(id)).toMatchObject({ plan_overridden: true });
    const record = (await payPalApp.app.database.get(`users/${user.uid}/subscription`)) as {
      metadata: Record<string, string>;
    };
    expect(record.metadata.specialOfferStartDate).toBeUndefined();
    expect(await restoredBy(id)).toBe(true);

    // The offer made in this cancellation is still open: taken now, it lowers the next payment.
    expect(
      (await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' })).status,
    ).toBe(200);
    expect(await billNextCycle(id)).toEqual({ value: '14.99', currency_code: 'EUR' });
    expect(await restoredBy(id)).toBe(true);
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
  });

  it('a subscription whose price was lowered but the answer lost is billed in full when the offer is not retried', async () => {
    const { user, id } = await payPalApp.subscriber();
    await moveClocksTo((await nextBillingAt(id)) - 15 * DAY_MS);
    expect((await call(user, 'requestSpecialOffer', { reason: 'expensive' })).status).toBe(200);
    await fetch(`${payPalApp.paypal.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        {
          method: 'PATCH',
          path: '/v1/billing/subscriptions',
          error: 'unavailable_503',
          afterRate: 1,
          times: 3,
        },
      ]),
    });
    expect(
      (await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' })).status,
    ).toBe(502);
    expect(await restoredBy(id)).toBe(true);
    expect(await billNextCycle(id)).toEqual({ value: '29.99', currency_code: 'EUR' });
  });

  it('a cancelled subscription gets no offer until it is restored', async () => {
    const { user } = await payPalApp.subscriber();
    expect((await call(user, 'cancelSubscription', { reason: 'expensive' })).status).toBe(200);
    expect(await call(user, 'requestSpecialOffer', { reason: 'expensive' })).toMatchObject({
      status: 409,
      body: { error: { code: 'special-offer-unavailable' } },
    });
  });
});
