import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

async function pay(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'fee@example.com',
      card_number: CARDS.visa,
      card_expiry: '12 / 34',
      card_cvc: '123',
    }).toString(),
    redirect: 'manual',
  });
  return response.status;
}

describe('checkout line_items with inline price_data', () => {
  it('bills a one-time trial fee on the first invoice of a trialing subscription', async () => {
    const session = await fixture.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        { price: 'price_v8_oneMonthV8_eur', quantity: 1 },
        { price_data: { currency: 'eur', product: 'prod_trialV8', unit_amount: 499 }, quantity: 1 },
      ],
      subscription_data: { trial_period_days: 7 },
      success_url: 'http://localhost:5000/done?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session).toMatchObject({ amount_subtotal: 499, amount_total: 499 });
    expect(await pay(session.url ?? '')).toBe(303);
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription.latest_invoice', 'line_items'],
    });
    const subscription = done.subscription;
    if (typeof subscription !== 'object' || subscription === null)
      throw new Error('no subscription');
    expect(subscription.status).toBe('trialing');
    expect(subscription.items.data.map((item) => item.price.id)).toEqual([
      'price_v8_oneMonthV8_eur',
    ]);
    expect(subscription.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 499 });
    const inline = done.line_items?.data[1]?.price;
    expect(inline).toMatchObject({ active: false, type: 'one_time', unit_amount: 499 });
    const listed = await fixture.stripe.prices.list({ active: true, limit: 100 });
    expect(listed.data.some((price) => price.id === inline?.id)).toBe(false);
  });

  it('the coupon discounts the one-time line on the page and on the invoice alike', async () => {
    const session = await fixture.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        { price: 'price_v8_oneMonthV8_eur', quantity: 1 },
        { price_data: { currency: 'eur', product: 'prod_trialV8', unit_amount: 499 }, quantity: 1 },
      ],
      discounts: [{ coupon: 'pct_50' }],
      subscription_data: { trial_period_days: 7 },
    });
    expect(session).toMatchObject({ amount_subtotal: 499, amount_total: 249 });
    expect(await pay(session.url ?? '')).toBe(200);
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription.latest_invoice'],
    });
    const subscription = done.subscription;
    if (typeof subscription !== 'object' || subscription === null)
      throw new Error('no subscription');
    expect(subscription.latest_invoice).toMatchObject({
      amount_paid: 249,
      total_discount_amounts: [{ amount: 250 }],
    });
  });

  it('subscriptions: add_invoice_items take the coupon unless discountable=false', async () => {
    const customer = await fixture.stripe.customers.create({ email: 'items@example.com' });
    const create = (discountable?: boolean) =>
      fixture.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: 'price_v8_oneMonthV8_eur' }],
        trial_period_days: 7,
        add_invoice_items: [
          {
            price_data: { currency: 'eur', product: 'prod_trialV8', unit_amount: 499 },
            ...(discountable === undefined ? {} : { discountable }),
          },
        ],
        discounts: [{ coupon: 'pct_50' }],
        payment_behavior: 'default_incomplete',
        expand: ['latest_invoice'],
      });
    const discounted = await create();
    expect(discounted.latest_invoice).toMatchObject({ amount_due: 249 });
    const kept = await create(false);
    expect(kept.latest_invoice).toMatchObject({ amount_due: 499 });
  });

  it('refuses recurring price_data and an unknown product, and states no price then', async () => {
    const before = (await fixture.stripe.prices.list({ limit: 100 })).data.length;
    await expect(
      fixture.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            price_data: {
              currency: 'eur',
              product: 'prod_oneMonthV8',
              unit_amount: 100,
              recurring: { interval: 'month' },
            },
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][recurring]' });
    await expect(
      fixture.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          { price: 'price_ebookV1_ebookV1_eur' },
          { price_data: { currency: 'usd', product: 'prod_ebookV1', unit_amount: 100 } },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    expect((await fixture.stripe.prices.list({ limit: 100 })).data.length).toBe(before);
  });
});
