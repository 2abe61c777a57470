import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChallenge, CARDS, eventTypes, recordEvents } from '../testing/billing-fixture.js';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

const SUCCESS =
  'http://localhost:5000/payment-return?session_id={CHECKOUT_SESSION_ID}&source=checkout';
const CANCEL = 'http://localhost:5000/payment?canceled=1';

function subscriptionSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return fixture.stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: 'price_v8_oneMonthV8_eur', quantity: 1 }],
    customer_email: 'checkout@example.com',
    client_reference_id: 'uid_checkout',
    success_url: SUCCESS,
    cancel_url: CANCEL,
    metadata: { uid: 'uid_checkout' },
    ...extra,
  });
}

async function pay(
  session: Stripe.Checkout.Session,
  card: string,
  email = 'checkout@example.com',
  extra: Record<string, string> = {},
) {
  const response = await fetch(session.url ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email,
      card_number: card.replace(/(\d{4})(?=\d)/g, '$1 '),
      card_expiry: '12 / 34',
      card_cvc: '123',
      ...extra,
    }).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    html: await response.text(),
  };
}

const successFor = (session: Stripe.Checkout.Session) =>
  SUCCESS.replace('{CHECKOUT_SESSION_ID}', session.id);

describe('checkout sessions and the hosted page stand-in', () => {
  it('shows custom_text.submit beside the button and, with consent_collection, pays only with the terms box ticked', async () => {
    const session = await subscriptionSession({
      custom_text: {
        submit: { message: 'Your plan renews at €29.99 every month until you cancel.' },
      },
      consent_collection: { terms_of_service: 'required' },
    });
    expect(session).toMatchObject({
      consent: null,
      consent_collection: { terms_of_service: 'required' },
      custom_text: {
        submit: { message: 'Your plan renews at €29.99 every month until you cancel.' },
      },
    });
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toContain(
      '<p class="note" id="submit-text">Your plan renews at €29.99 every month until you cancel.</p>',
    );
    expect(html).toMatch(/<button[^>]*>Subscribe<\/button>/);
    expect(html).toContain('href="https://fastwell.app/terms">Terms of Service</a>');

    const unticked = await pay(session, CARDS.visa);
    expect(unticked.status).toBe(402);
    expect(unticked.html).toContain('Please accept the terms of service to continue.');
    expect((await fixture.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const ticked = await pay(session, CARDS.visa, undefined, { terms_of_service: 'accepted' });
    expect(ticked).toMatchObject({ status: 303, location: successFor(session) });
    expect(await fixture.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      consent: { terms_of_service: 'accepted', promotions: null },
    });
  });

  it('refuses to collect consent to the terms when the account has no terms URL, as Stripe does', async () => {
    const url = fixture.emulator.state.termsOfServiceUrl;
    fixture.emulator.state.termsOfServiceUrl = null;
    try {
      await expect(
        subscriptionSession({ consent_collection: { terms_of_service: 'required' } }),
      ).rejects.toMatchObject({
        statusCode: 400,
        param: 'consent_collection[terms_of_service]',
      });
    } finally {
      fixture.emulator.state.termsOfServiceUrl = url;
    }
  });

  it('subscription mode with a trial: the page shows the order, Start trial completes and redirects', async () => {
    const session = await subscriptionSession({
      subscription_data: { trial_period_days: 7, metadata: { uid: 'uid_checkout' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 0,
      url: `${fixture.emulator.url}/c/pay/${session.id}`,
    });
    expect(session).not.toHaveProperty('line_items');
    const page = await fetch(session.url ?? '');
    const html = await page.text();
    expect(html).toContain('Order summary');
    expect(html).toContain('Fastwell 1 month plan');
    expect(html).toContain('7 days free, then €29.99 per month');
    expect(html).toMatch(/<label for="card-number">Card number<\/label>/);
    // Stripe's own label in subscription mode (a session cannot change it).
    expect(html).toMatch(/<button[^>]*>Start trial<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    const sink = recordEvents(fixture);
    const paid = await pay(session, CARDS.visa);
    expect(paid).toMatchObject({ status: 303, location: successFor(session) });
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription', 'line_items'],
    });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: 'uid_checkout',
      customer_details: { email: 'checkout@example.com' },
      subscription: { status: 'trialing', metadata: { uid: 'uid_checkout' } },
      line_items: { data: [{ price: { id: 'price_v8_oneMonthV8_eur' }, quantity: 1 }] },
    });
    expect(eventTypes(sink)).toContain('checkout.session.completed');
    expect(eventTypes(sink).at(-1)).toBe('checkout.session.completed');
    await expect(pay(session, CARDS.visa)).resolves.toMatchObject({ status: 400 });
  });

  it('subscription mode with a coupon: charged at once, active subscription, paid invoice', async () => {
    const session = await subscriptionSession({ discounts: [{ coupon: 'pct_50' }] });
    expect(session).toMatchObject({ amount_subtotal: 2999, amount_total: 1499 });
    expect((await pay(session, CARDS.visa)).status).toBe(303);
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription.latest_invoice'],
    });
    expect(done).toMatchObject({
      payment_status: 'paid',
      subscription: { status: 'active', latest_invoice: { status: 'paid', amount_paid: 1499 } },
    });
  });

  it('payment mode (e-book): a declined card shows the error on the page, then 4242 pays', async () => {
    const session = await fixture.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: 'price_ebookV1_ebookV1_eur', quantity: 1 }],
      success_url: SUCCESS,
      cancel_url: CANCEL,
      payment_intent_data: { metadata: { product: 'ebook' } },
    });
    const declined = await pay(session, CARDS.declined, 'reader@example.com');
    expect(declined.status).toBe(402);
    expect(declined.html).toMatch(/<p role="alert"[^>]*>Your card was declined.<\/p>/);
    expect(declined.html).toContain('value="reader@example.com"');
    const paid = await pay(session, CARDS.visa, 'reader@example.com');
    expect(paid.location).toBe(successFor(session));
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1999,
      customer: expect.stringMatching(/^cus_/),
      payment_intent: { status: 'succeeded', amount: 1999, metadata: { product: 'ebook' } },
    });
  });

  it('the 3-D Secure card goes through the challenge and back to success_url', async () => {
    const session = await subscriptionSession();
    const paid = await pay(session, CARDS.threeDSecure);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(new RegExp(`^${fixture.emulator.url}/3ds/pi_`));
    const answer = await answerChallenge(paid.location, 'complete');
    expect(answer.location).toMatch(new RegExp(`/c/pay/${session.id}/return\\?payment_intent=pi_`));
    const back = await fetch(answer.location, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(successFor(session));
    const done = await fixture.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription'],
    });
    expect(done).toMatchObject({ status: 'complete', subscription: { status: 'active' } });
  });

  it("a session for an existing customer shows that customer's e-mail, locked", async () => {
    const customer = await fixture.stripe.customers.create({ email: 'known@example.com' });
    const session = await subscriptionSession({ customer: customer.id, customer_email: undefined });
    const html = await (await fetch(session.url ?? '')).text();
    expect(html).toMatch(/<input id="email"[^>]*value="known@example.com" readonly>/);
  });

  it('Cancel redirects to cancel_url and leaves the session open; expired sessions refuse payment', async () => {
    const session = await subscriptionSession();
    const canceled = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(CANCEL);
    await expect(fixture.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'open',
    });
    const expired = await fixture.stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    const refused = await pay(session, CARDS.visa);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('expired');
  });

  it('validates modes and prices, and lists sessions', async () => {
    await expect(
      fixture.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: 'price_v8_oneMonthV8_eur', quantity: 1 }],
        success_url: SUCCESS,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    await expect(
      subscriptionSession({ customer: 'cus_1', customer_email: 'a@b.c' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      fixture.stripe.checkout.sessions.retrieve('cs_test_missing'),
    ).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const open = await fixture.stripe.checkout.sessions.list({ status: 'complete', limit: 100 });
    expect(open.data.length).toBeGreaterThanOrEqual(3);
    expect(open.data.every((session) => session.status === 'complete')).toBe(true);
  });
});
