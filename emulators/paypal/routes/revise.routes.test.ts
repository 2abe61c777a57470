import { describe, expect, it } from 'vitest';
import type { SaleResource, SubscriptionResource } from '../paypal-types.js';
import { adminCall, emittedEvents, useFixture } from '../testing/paypal-fixture.js';

const fixture = useFixture();

const RETURN_URL = 'http://localhost:5173/upsell?step=upsell';

async function activeSubscription(planId: string): Promise<SubscriptionResource> {
  const { body } = await fixture.client.createSubscription({ plan_id: planId });
  return (await fixture.client.approve(String(body.id))).body as unknown as SubscriptionResource;
}

const subscription = async (id: string) =>
  (await fixture.client.call<SubscriptionResource>('GET', `/v1/billing/subscriptions/${id}`)).body;

const revise = (id: string, body: Record<string, unknown>) =>
  fixture.client.call<{
    plan_id: string;
    plan_overridden: boolean;
    links: { href: string; rel: string }[];
  }>('POST', `/v1/billing/subscriptions/${id}/revise`, body);

function consent(id: string, popup: '0' | '1' = '1') {
  return fetch(`${fixture.emulator.url}/checkoutnow/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: id, popup }).toString(),
    redirect: 'manual',
  });
}

const salesOf = async (id: string) =>
  (
    await adminCall<{ sales: SaleResource[] }>(fixture.emulator.url, 'GET', '/_emulator/sales')
  ).body.sales
    .filter((sale) => sale.billing_agreement_id === id)
    .map((sale) => sale.amount.total);

const advanceTo = (to: string) =>
  adminCall<{ billed: { subscription_id: string; amount: { total: string }; time: string }[] }>(
    fixture.emulator.url,
    'POST',
    '/_emulator/clock/advance',
    { to },
  );

describe('POST /v1/billing/subscriptions/:id/revise', () => {
  it('answers the new plan with an approve link; the plan only changes once the buyer consents', async () => {
    const { id } = await activeSubscription('P-v8_oneMonthV8_eur');
    const { status, body } = await revise(id, { plan_id: 'P-v8_sixMonthsV8_eur' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ plan_id: 'P-v8_sixMonthsV8_eur', plan_overridden: false });
    const approve = body.links[0];
    expect(approve?.rel).toBe('approve');
    expect(approve?.href).toMatch(
      new RegExp(
        `^${fixture.emulator.url}/webapps/billing/subscriptions/update\\?ba_token=BA-[A-Z0-9]{17}$`,
      ),
    );
    expect(body.links.map(({ rel }) => rel)).toEqual([
      'approve',
      'cancel',
      'edit',
      'self',
      'suspend',
      'capture',
    ]);
    expect((await subscription(id)).plan_id).toBe('P-v8_oneMonthV8_eur');
    const page = await fetch(String(approve?.href));
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('<dt>New plan</dt>');
    expect(text).toContain('P-v8_sixMonthsV8_eur');
    expect(text).toContain('nothing is charged now');
  });

  it('consent: the new plan from the next billing date, nothing charged now, UPDATED emitted', async () => {
    const before = await activeSubscription('P-v8_oneMonthV8_eur');
    const { id } = before;
    await revise(id, { plan_id: 'P-v8_sixMonthsV8_eur' });
    const response = await consent(id);
    expect(await response.text()).toContain(`"type":"approved","subscriptionID":"${id}"`);
    const after = await subscription(id);
    expect(after).toMatchObject({ plan_id: 'P-v8_sixMonthsV8_eur', status: 'ACTIVE' });
    expect(after.billing_info?.next_billing_time).toBe(before.billing_info?.next_billing_time);
    expect(after.billing_info?.last_payment).toEqual(before.billing_info?.last_payment);
    expect(after.billing_info?.cycle_executions).toEqual([
      expect.objectContaining({ tenure_type: 'REGULAR', sequence: 1, cycles_completed: 0 }),
    ]);
    expect(await salesOf(id)).toEqual(['29.99']);
    const updated = (await emittedEvents(fixture.emulator.url)).filter(
      (event) =>
        event.event_type === 'BILLING.SUBSCRIPTION.UPDATED' &&
        (event.resource as SubscriptionResource).id === id,
    );
    expect(updated).toEqual([
      expect.objectContaining({
        resource_type: 'subscription',
        summary: 'Subscription updated',
        resource: expect.objectContaining({ plan_id: 'P-v8_sixMonthsV8_eur' }),
      }),
    ]);
    const { body } = await advanceTo(String(after.billing_info?.next_billing_time));
    expect(body.billed.filter((bill) => bill.subscription_id === id)).toEqual([
      expect.objectContaining({ amount: { total: '89.99', currency: 'EUR' } }),
    ]);
    const renewed = await subscription(id);
    const next = new Date(String(after.billing_info?.next_billing_time));
    next.setUTCMonth(next.getUTCMonth() + 6);
    expect(renewed.billing_info?.next_billing_time).toBe(next.toISOString().replace('.000', ''));
  });

  it('a trial revised before it ends: the rest of the trial is dropped, the new price bills at its end', async () => {
    const { id, billing_info } = await activeSubscription('P-v8_trialV8_eur');
    expect(await salesOf(id)).toEqual(['4.99']);
    await revise(id, { plan_id: 'P-v8_threeMonthsV8_eur' });
    await consent(id);
    const trialEnd = String(billing_info?.next_billing_time);
    const { body } = await advanceTo(trialEnd);
    expect(body.billed.filter((bill) => bill.subscription_id === id)).toEqual([
      expect.objectContaining({ amount: { total: '59.99', currency: 'EUR' }, time: trialEnd }),
    ]);
    expect((await subscription(id)).billing_info?.cycle_executions).toEqual([
      expect.objectContaining({ tenure_type: 'REGULAR', cycles_completed: 1 }),
    ]);
  });

  it('without consent (or after Cancel) the existing plan keeps billing', async () => {
    const { id, billing_info } = await activeSubscription('P-v13_oneMonthV13_usd');
    expect((await revise(id, { plan_id: 'P-v13_threeMonthsV13_usd' })).status).toBe(200);
    const cancelled = await fetch(`${fixture.emulator.url}/checkoutnow/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: id, popup: '1' }).toString(),
    });
    expect(await cancelled.text()).toContain(`"type":"cancelled","subscriptionID":"${id}"`);
    expect((await subscription(id)).plan_id).toBe('P-v13_oneMonthV13_usd');
    const { body } = await advanceTo(String(billing_info?.next_billing_time));
    const first = (await subscription(id)).billing_info?.last_payment?.amount;
    expect(body.billed.find((bill) => bill.subscription_id === id)?.amount.total).toBe(
      first?.value,
    );
    expect((await subscription(id)).plan_id).toBe('P-v13_oneMonthV13_usd');
  });

  it('full-page consent redirects to the revise return_url; the admin route approves a revision too', async () => {
    const { id } = await activeSubscription('P-v8_oneMonthV8_eur');
    const { body } = await revise(id, {
      plan_id: 'P-v8_sixMonthsV8_eur',
      application_context: { return_url: RETURN_URL, cancel_url: 'http://localhost:5173/x' },
    });
    const token = new URL(String(body.links[0]?.href)).searchParams.get('ba_token');
    const response = await consent(id, '0');
    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')));
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: 'upsell',
      subscription_id: id,
      ba_token: token,
      token: id,
    });
    await revise(id, { plan_id: 'P-v8_nineMonthsV8_eur' });
    const approved = await fixture.client.approve(id);
    expect(approved.body).toMatchObject({ plan_id: 'P-v8_nineMonthsV8_eur' });
  });

  it('cancelling the subscription drops a revision still awaiting consent', async () => {
    const { id } = await activeSubscription('P-v8_oneMonthV8_eur');
    const { body } = await revise(id, { plan_id: 'P-v8_sixMonthsV8_eur' });
    await fixture.client.call('POST', `/v1/billing/subscriptions/${id}/cancel`, { reason: 'left' });
    expect((await fetch(String(body.links[0]?.href))).status).toBe(404);
    expect((await fetch(`${fixture.emulator.url}/checkoutnow?token=${id}`)).status).toBe(409);
    expect((await fixture.client.approve(id)).status).toBe(422);
    expect((await subscription(id)).plan_id).toBe('P-v8_oneMonthV8_eur');
  });

  it('refuses what PayPal refuses', async () => {
    const pending = await fixture.client.createSubscription({ plan_id: 'P-v8_oneMonthV8_eur' });
    const notActive = await revise(String(pending.body.id), { plan_id: 'P-v8_sixMonthsV8_eur' });
    expect(notActive.status).toBe(422);
    expect(notActive.body).toMatchObject({ details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] });
    const { id } = await activeSubscription('P-v8_oneMonthV8_eur');
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'MISSING_REQUIRED_PARAMETER'],
      [{ plan_id: 'P-NOSUCHPLAN' }, 422, 'INVALID_RESOURCE_ID'],
      [{ plan_id: 'P-v8_sixMonthsV8_usd' }, 422, 'CURRENCY_MISMATCH'],
    ];
    for (const [body, status, issue] of cases) {
      const answer = await revise(id, body);
      expect(answer.status, issue).toBe(status);
      expect(answer.body, issue).toMatchObject({ details: [{ issue }] });
    }
    const product = await fixture.client.call('POST', '/v1/catalogs/products', {
      name: 'Other',
      type: 'SERVICE',
    });
    const plan = await fixture.client.call('POST', '/v1/billing/plans', {
      product_id: product.body.id,
      name: 'Other monthly',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { currency_code: 'EUR', value: '5.00' } },
        },
      ],
      payment_preferences: {},
    });
    const other = await revise(id, { plan_id: plan.body.id });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ details: [{ issue: 'PLAN_PRODUCT_NOT_COMPATIBLE' }] });
    expect((await subscription(id)).plan_id).toBe('P-v8_oneMonthV8_eur');
  });
});
