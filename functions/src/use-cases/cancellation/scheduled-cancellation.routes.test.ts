import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/wished-contract-end.rules';
import { CapturingMailer, restoreTokenOf } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

// §312k with a wished end in a later billing period. The API's clock follows the Stripe
// emulator's, which the tests move across renewals.
const mailer = new CapturingMailer();
const hooks = useWebhookApp({ emulatorClock: true, mailer });

const newEmail = () => `kunde-${randomUUID()}@example.com`;
const now = () => hooks.stripeEmulator.state.clock.now();
const atStripe = (id: string) => hooks.stripe.subscriptions.retrieve(id);
const periodEnd = async (id: string) => (await atStripe(id)).items.data[0]?.current_period_end ?? 0;
const dayOf = (unixSeconds: number) => berlinDay(new Date(unixSeconds * 1000));

async function cardBuyer(email: string): Promise<string> {
  const user = await hooks.signedIn();
  return purchase(hooks, user, { priceId: 'price_v8_oneMonthV8_eur', email, lang: 'en' });
}

const cancel = (email: string, endDate: string) =>
  hooks.app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Jane Doe', email, kind: 'ordinary', endDate, language: 'en' },
  });

async function advanceTo(to: number): Promise<void> {
  await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { to });
  await webhooksSettled(hooks);
}

async function paidInvoices(id: string): Promise<number> {
  const paid = await hooks.stripe.invoices.list({ subscription: id, status: 'paid', limit: 100 });
  return paid.data.filter((invoice) => invoice.amount_paid > 0).length;
}

const recordedContract = async (cancellationId: string, id: string) =>
  (await hooks.app.database.get(`cancellations/${cancellationId}/contracts/${id}`)) as Record<
    string,
    unknown
  >;

describe('a wished end in a later billing period (Stripe)', () => {
  it('changes nothing now, cancels at the renewal that starts the period with the wish, and ends when the mail said', async () => {
    const email = newEmail();
    const id = await cardBuyer(email);
    const firstEnd = await periodEnd(id);
    // 40 days after the first period's end: inside the third monthly period.
    const wish = dayOf(firstEnd + 40 * DAY);
    const answer = await cancel(email, wish);
    expect(answer).toMatchObject({ status: 201, body: { cancellation: { endDate: wish } } });
    const cancellationId = String((answer.body.cancellation as { id: string }).id);

    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: false, status: 'active' });
    const recorded = await recordedContract(cancellationId, id);
    expect(recorded).toMatchObject({ outcome: 'scheduled', endsAt: expect.any(String) });
    const endsAt = Date.parse(String(recorded.endsAt)) / 1000;
    expect(dayOf(endsAt) >= wish).toBe(true);
    const mail = mailer.toExceptContracts(email)[0];
    expect(mail?.text).toContain('at the end of the billing period that includes');
    expect(mail?.text).toMatch(/\/cancel\/restore\?restore=/);

    // The first renewal starts a period that ends before the wish: it renews as usual.
    await advanceTo(firstEnd + DAY);
    const secondEnd = await periodEnd(id);
    expect(dayOf(secondEnd) < wish).toBe(true);
    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: false, status: 'active' });
    expect(await hooks.app.database.get(`scheduledCancellations/${id}`)).not.toBeNull();

    // The second renewal starts the period with the wish: cancelled at its end, as forecast.
    await advanceTo(secondEnd + DAY);
    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect(await periodEnd(id)).toBe(endsAt);
    expect(await recordedContract(cancellationId, id)).toMatchObject({
      appliedAt: expect.any(String),
    });
    expect(await hooks.app.database.get(`scheduledCancellations/${id}`)).toBeNull();

    await advanceTo(endsAt + DAY);
    expect((await atStripe(id)).status).toBe('canceled');
    // The first month and the two renewals up to the wished end: nothing after it.
    expect(await paidInvoices(id)).toBe(3);
  });

  it('a wish inside the paid period cancels now, at its end', async () => {
    const email = newEmail();
    const id = await cardBuyer(email);
    const end = await periodEnd(id);
    expect((await cancel(email, dayOf(end - 2 * DAY))).status).toBe(201);
    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: true });
    expect(await hooks.app.database.get(`scheduledCancellations/${id}`)).toBeNull();
  });

  it('"this was not me" drops the schedule: the period with the wish renews and so do the later ones', async () => {
    const email = newEmail();
    const id = await cardBuyer(email);
    const firstEnd = await periodEnd(id);
    await cancel(email, dayOf(firstEnd + 10 * DAY));
    const token = restoreTokenOf(mailer.toExceptContracts(email)[0]?.text);
    const restored = await hooks.app.call('POST', endpoints.restoreCancellation.path, {
      body: { token },
    });
    expect(restored).toMatchObject({ status: 200 });
    expect(await hooks.app.database.get(`scheduledCancellations/${id}`)).toBeNull();

    await advanceTo(firstEnd + DAY);
    const secondEnd = await periodEnd(id);
    await advanceTo(secondEnd + DAY);
    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: false, status: 'active' });
    expect(await paidInvoices(id)).toBe(3);
  });

  it('refuses a wish more than five years ahead (400, nothing recorded, Stripe unchanged)', async () => {
    const email = newEmail();
    const id = await cardBuyer(email);
    const answer = await cancel(email, dayOf(now() + (5 * 366 + 2) * DAY));
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    expect(await atStripe(id)).toMatchObject({ cancel_at_period_end: false });
    expect(mailer.toExceptContracts(email)).toEqual([]);
    expect(await hooks.app.database.get(`scheduledCancellations/${id}`)).toBeNull();
  });
});
