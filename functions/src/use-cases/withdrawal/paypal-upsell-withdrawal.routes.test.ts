import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { PAYPAL_PLAN_LINK_PARAM } from '../../contract/url-params';
import { upsellContractId } from '../../domain/contracts/contract-ids';
import { formatMoney } from '../../domain/mail/mail-money';
import type { PayPalSubscription } from '../../domain/paypal-subscription';
import { PAYPAL_PLAN_MAIL_TEXTS } from '../../domain/paypal-plan-mail/paypal-plan-mail.texts';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { paypalPurchase } from '../../testing/webhook-helpers';

// Issue 36: a PayPal upgrade (a revision to the six-month plan, billed from the next cycle)
// withdrawn on its own. PayPal moves a subscription back to its earlier plan only with the buyer's
// consent, so the buyer is mailed a link to consent; without it the subscription is cancelled
// before the six-month plan's first payment. Either way nothing of the withdrawn plan is billed.

/** The API's clock runs this far ahead of real time, kept equal to the PayPal emulator's. */
let clockOffset = 0;
const mailer = new CapturingMailer();
const hooks = useWebhookApp({
  mailer,
  clock: { now: () => new Date(Date.now() + clockOffset) },
  paypalClockMovesWithApi: true,
});
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MONTHLY = 'P-v8_oneMonthV8_eur';
const SIX_MONTHS = 'P-v8_sixMonthsV8_eur';
const TRIAL = 'P-v8_trialV8_eur';
const THREE_MONTHS = 'P-v8_threeMonthsV8_eur';
const texts = PAYPAL_PLAN_MAIL_TEXTS.de;

async function moveClocksTo(at: number): Promise<void> {
  // The API's clock first: PayPal's webhooks of the move carry the new time.
  clockOffset = at - Date.now();
  const moved = await fetch(`${hooks.paypalEmulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: new Date(at).toISOString() }),
  });
  if (!moved.ok) throw new Error(`clock advance answered ${moved.status}`);
  clockOffset = Date.parse(((await moved.json()) as { now: string }).now) - Date.now();
  await hooks.paypalEmulator.webhooksSettled();
}
const now = () => Date.now() + clockOffset;

async function atPayPal(id: string): Promise<PayPalSubscription> {
  return (await (
    await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`)
  ).json()) as PayPalSubscription;
}
const nextBillingAt = async (id: string) =>
  Date.parse((await atPayPal(id)).billing_info?.next_billing_time ?? '');

const call = (user: TestUser, route: keyof typeof endpoints, body: unknown = {}) =>
  hooks.app.call('POST', endpoints[route].path, { token: user.idToken, body });
const publicCall = (route: 'paypalPlanStatus' | 'startPaypalPlanConsent', token: string) =>
  hooks.app.call('POST', endpoints[route].path, { body: { token } });

/** The upgrade as the PayPal button takes it: the revision, the buyer's consent, the confirm. */
async function upgrade(user: TestUser, id: string, plan: string): Promise<void> {
  expect(await call(user, 'revisePaypalSubscription', {})).toMatchObject({ status: 200 });
  const approved = await fetch(
    `${hooks.paypalEmulator.url}/_emulator/subscriptions/${id}/approve`,
    {
      method: 'POST',
    },
  );
  expect(approved.ok).toBe(true);
  expect(await call(user, 'confirmPaypalRevision')).toMatchObject({ status: 200 });
  await hooks.paypalEmulator.webhooksSettled();
  expect((await atPayPal(id)).plan_id).toBe(plan);
}

/**
 * A monthly PayPal subscriber, 20 days in (the subscription's own withdrawal period over), who
 * takes the six-month upgrade, withdraws it, and whose withdrawal is carried out 49 hours later.
 */
async function upsellWithdrawn() {
  const email = `paypal-upsell-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  const id = await paypalPurchase(hooks, user, email, MONTHLY);
  const monthly = (await atPayPal(id)).billing_info?.last_payment?.amount;
  await moveClocksTo(now() + 20 * DAY_MS);
  await upgrade(user, id, SIX_MONTHS);

  const submitted = await hooks.app.call('POST', endpoints.submitWithdrawal.path, {
    body: { name: 'Paula', email, language: 'de' },
  });
  expect(submitted.status).toBe(201);
  const withdrawalId = (submitted.body.withdrawal as { id: string }).id;
  const judged = (await hooks.app.database.get(`withdrawals/${withdrawalId}/contracts`)) as Record<
    string,
    { kind: string; outcome: string }
  >;
  expect(
    Object.values(judged)
      .map((contract) => [contract.kind, contract.outcome])
      .sort(),
  ).toEqual([
    ['subscription', 'period-ended'],
    ['upsell', 'withdrawn'],
  ]);
  await moveClocksTo(now() + 49 * HOUR_MS);
  expect(await hooks.app.runJob('carryOutWithdrawals')).toMatchObject({ failed: 0 });
  expect(await hooks.app.database.get(`withdrawals/${withdrawalId}/status`)).toBe('carried-out');
  const request = mailer.to(email).find((mail) => mail.subject === texts.request.subject);
  return { user, id, email, monthly, request, token: tokenOf(request?.text) };
}

/** A trial buyer who takes the three-month upgrade at once (billed when the trial ends). */
async function trialUpsold() {
  const email = `paypal-trial-${randomUUID()}@example.com`;
  const user = await hooks.signedIn();
  const id = await paypalPurchase(hooks, user, email, TRIAL);
  await upgrade(user, id, THREE_MONTHS);
  return { user, id, email };
}

/** The upgrade alone withdrawn, by its reference (the subscription's own period still runs). */
async function withdrawUpsell(email: string, id: string, plan: string): Promise<void> {
  const submitted = await hooks.app.call('POST', endpoints.submitWithdrawal.path, {
    body: { name: 'Paula', email, language: 'de', reference: upsellContractId(id, plan) },
  });
  expect(submitted.status).toBe(201);
  const withdrawalId = (submitted.body.withdrawal as { id: string }).id;
  const judged = (await hooks.app.database.get(`withdrawals/${withdrawalId}/contracts`)) as Record<
    string,
    { kind: string; outcome: string }
  >;
  expect(Object.values(judged).map((contract) => [contract.kind, contract.outcome])).toEqual([
    ['upsell', 'withdrawn'],
  ]);
}

/** The ledger's sales at the six-month price, and how much of each was refunded. */
async function withdrawnPlanSales(uid: string) {
  const payments = ((await hooks.record(uid)).payments ?? {}) as Record<
    string,
    { amount: number; refunded?: number }
  >;
  return Object.values(payments)
    .filter((payment) => payment.amount === 8999)
    .map(({ amount, refunded }) => ({ amount, refunded }));
}

function tokenOf(text: string | undefined): string {
  const match = new RegExp(
    `/withdraw/paypal-plan\\?${PAYPAL_PLAN_LINK_PARAM}=([A-Za-z0-9_.-]+)`,
  ).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no plan link in:\n${text}`);
  return match[1];
}

/** The buyer consents in PayPal's window (a full page), and PayPal sends them back. */
async function consentAtPayPal(approveUrl: string): Promise<string | null> {
  const page = await fetch(approveUrl);
  expect(page.status).toBe(200);
  const token = new URL(approveUrl).searchParams.get('ba_token') ?? '';
  const decided = await fetch(`${hooks.paypalEmulator.url}/checkoutnow/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  await hooks.paypalEmulator.webhooksSettled();
  return decided.headers.get('location');
}

describe('a PayPal upgrade withdrawn on its own', () => {
  it('the buyer consents through the mail: PayPal bills the monthly plan again, never the six months', async () => {
    const { user, id, monthly, request, token } = await upsellWithdrawn();
    // Still the six-month plan at PayPal, and the mail says why and what the monthly plan costs.
    expect((await atPayPal(id)).plan_id).toBe(SIX_MONTHS);
    expect(request?.text).toContain(
      formatMoney('de', Math.round(Number(monthly?.value) * 100), 'eur'),
    );
    const status = await publicCall('paypalPlanStatus', token);
    expect(status).toMatchObject({
      status: 200,
      body: { plan: { status: 'awaiting-consent', currency: 'eur', months: 1 } },
    });
    const plan = status.body.plan as { amount: number; firstChargeAt: string };
    expect(plan.amount / 100).toBe(Number(monthly?.value));
    expect(Date.parse(plan.firstChargeAt)).toBe(await nextBillingAt(id));

    const consent = await publicCall('startPaypalPlanConsent', token);
    expect(consent.status).toBe(200);
    const back = await consentAtPayPal(String(consent.body.approveUrl));
    // PayPal returns the buyer to the same page, with the link and PayPal's own parameters.
    expect(back).toContain(`/withdraw/paypal-plan?${PAYPAL_PLAN_LINK_PARAM}=${token}`);
    expect(new URL(String(back)).searchParams.get('subscription_id')).toBe(id);
    expect((await atPayPal(id)).plan_id).toBe(MONTHLY);
    expect(await publicCall('paypalPlanStatus', token)).toMatchObject({
      body: { plan: { status: 'confirmed' } },
    });
    expect(await publicCall('startPaypalPlanConsent', token)).toMatchObject({
      status: 409,
      body: { error: { code: 'plan-consent-closed' } },
    });

    // The next payment is the monthly price; the record shows the monthly plan, still premium.
    await moveClocksTo((await nextBillingAt(id)) + 60_000);
    expect((await atPayPal(id)).billing_info?.last_payment?.amount).toEqual(monthly);
    expect(await hooks.app.runJob('settlePayPalPlanReverts')).toMatchObject({ failed: 0 });
    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({
      status: 'active',
      plan: { id: MONTHLY, interval_count: 1 },
    });
  });

  it('without consent it is reminded, then cancelled before the six-month payment: nothing more is billed', async () => {
    const { user, id, email, token } = await upsellWithdrawn();
    const deadline = await nextBillingAt(id);
    const sales = async () => Object.keys((await hooks.record(user.uid)).payments ?? {}).length;
    const paidBefore = await sales();

    await moveClocksTo(deadline - 3 * DAY_MS + HOUR_MS);
    expect(await hooks.app.runJob('settlePayPalPlanReverts')).toMatchObject({ failed: 0 });
    expect(await hooks.app.runJob('settlePayPalPlanReverts')).toMatchObject({ failed: 0 });
    const reminders = mailer.to(email).filter((mail) => mail.subject.startsWith('Erinnerung'));
    expect(reminders).toHaveLength(1);
    expect(tokenOf(reminders[0]?.text)).toBe(token);
    expect((await atPayPal(id)).status).toBe('ACTIVE');

    await moveClocksTo(deadline - HOUR_MS);
    expect(await hooks.app.runJob('settlePayPalPlanReverts')).toMatchObject({ failed: 0 });
    expect((await atPayPal(id)).status).toBe('CANCELLED');
    expect(mailer.to(email).some((mail) => mail.subject === texts.ended.subject)).toBe(true);
    expect(await publicCall('paypalPlanStatus', token)).toMatchObject({
      status: 200,
      body: { plan: { status: 'ended' } },
    });
    expect(await publicCall('startPaypalPlanConsent', token)).toMatchObject({
      status: 409,
      body: { error: { code: 'plan-consent-closed' } },
    });

    // PayPal bills nothing at the six-month plan's date; premium ended with what was paid.
    await moveClocksTo(deadline + DAY_MS);
    await hooks.paypalEmulator.webhooksSettled();
    expect(await sales()).toBe(paidBefore);
    expect((await hooks.record(user.uid)).subscription).toMatchObject({ status: 'canceled' });
  });

  it('a withdrawn plan PayPal billed after all (the job missed its window) is refunded, and the subscription ends', async () => {
    const { user, id, token } = await upsellWithdrawn();
    await moveClocksTo((await nextBillingAt(id)) + 60_000);
    expect((await atPayPal(id)).billing_info?.last_payment?.amount).toEqual({
      currency_code: 'EUR',
      value: '89.99',
    });
    expect(await hooks.app.runJob('settlePayPalPlanReverts')).toMatchObject({
      ended: 1,
      failed: 0,
    });
    expect((await atPayPal(id)).status).toBe('CANCELLED');
    await hooks.paypalEmulator.webhooksSettled();
    expect(await withdrawnPlanSales(user.uid)).toEqual([{ amount: 8999, refunded: 8999 }]);
    expect(await publicCall('paypalPlanStatus', token)).toMatchObject({
      body: { plan: { status: 'ended' } },
    });
  });

  it('a consent given at PayPal after it billed the withdrawn plan does not keep that payment', async () => {
    const { user, id, token } = await upsellWithdrawn();
    // The buyer opens PayPal's page in time, but approves only after the six months were billed.
    const consent = await publicCall('startPaypalPlanConsent', token);
    expect(consent.status).toBe(200);
    await moveClocksTo((await nextBillingAt(id)) + 60_000);
    await consentAtPayPal(String(consent.body.approveUrl));
    expect((await atPayPal(id)).plan_id).toBe(MONTHLY);

    expect(await publicCall('paypalPlanStatus', token)).toMatchObject({
      body: { plan: { status: 'ended' } },
    });
    expect((await atPayPal(id)).status).toBe('CANCELLED');
    await hooks.paypalEmulator.webhooksSettled();
    expect(await withdrawnPlanSales(user.uid)).toEqual([{ amount: 8999, refunded: 8999 }]);
  });

  it('a trial buyer goes back to the monthly plan without a second trial or discount', async () => {
    const { user, id, email } = await trialUpsold();
    await withdrawUpsell(email, id, THREE_MONTHS);
    await moveClocksTo(now() + 49 * HOUR_MS);
    expect(await hooks.app.runJob('carryOutWithdrawals')).toMatchObject({ failed: 0 });
    const request = mailer.to(email).find((mail) => mail.subject === texts.request.subject);
    const token = tokenOf(request?.text);
    expect(await publicCall('paypalPlanStatus', token)).toMatchObject({
      body: { plan: { status: 'awaiting-consent', amount: 2999, months: 1 } },
    });
    const consent = await publicCall('startPaypalPlanConsent', token);
    await consentAtPayPal(String(consent.body.approveUrl));
    expect((await atPayPal(id)).plan_id).toBe(MONTHLY);

    // The trial's end bills the monthly price the page showed, and PayPal keeps billing it.
    await moveClocksTo((await nextBillingAt(id)) + 60_000);
    expect((await atPayPal(id)).billing_info?.last_payment?.amount).toEqual({
      currency_code: 'EUR',
      value: '29.99',
    });
    expect((await atPayPal(id)).status).toBe('ACTIVE');
    expect((await hooks.record(user.uid)).subscription).toMatchObject({
      status: 'active',
      plan: { id: MONTHLY },
    });
  });

  it('once PayPal billed the withdrawn plan, that payment is refunded and the subscription ends', async () => {
    const { user, id, email } = await trialUpsold();
    // The trial ends: PayPal bills the three-month plan.
    await moveClocksTo((await nextBillingAt(id)) + 60_000);
    const billed = (await atPayPal(id)).billing_info?.last_payment?.amount;
    expect(billed).toEqual({ currency_code: 'EUR', value: '59.99' });
    await withdrawUpsell(email, id, THREE_MONTHS);
    await moveClocksTo(now() + 49 * HOUR_MS);
    expect(await hooks.app.runJob('carryOutWithdrawals')).toMatchObject({ failed: 0 });

    expect((await atPayPal(id)).status).toBe('CANCELLED');
    await hooks.paypalEmulator.webhooksSettled();
    const payments = Object.values(
      ((await hooks.record(user.uid)).payments ?? {}) as Record<
        string,
        { amount: number; refunded?: number }
      >,
    );
    expect(payments.filter((payment) => payment.amount === 5999)).toEqual([
      expect.objectContaining({ refunded: 5999 }),
    ]);
    expect((await hooks.record(user.uid)).subscription).toMatchObject({ status: 'canceled' });
    expect(mailer.to(email).some((mail) => mail.subject === texts.request.subject)).toBe(false);
    expect(mailer.to(email).some((mail) => mail.subject === texts.ended.subject)).toBe(true);
  });

  it('a stranger cannot use or make a link', async () => {
    const { token } = await upsellWithdrawn();
    const [payload] = token.split('.');
    for (const forged of ['x', `${payload}.AAAA`, `${token}x`])
      expect(await publicCall('startPaypalPlanConsent', forged)).toMatchObject({
        status: 400,
        body: { error: { code: 'plan-link-invalid' } },
      });
    expect(await publicCall('paypalPlanStatus', '')).toMatchObject({ status: 400 });
  });
});
