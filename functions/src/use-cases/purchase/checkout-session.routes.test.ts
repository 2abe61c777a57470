import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payOnHostedPage } from '../../testing/checkout-page';
import { usePaymentApp } from '../../testing/payment-app';
import type { TestUser } from '../../testing/auth-emulator.client';
import { endpoints, pathOf } from '../../contract/endpoints';

const payment = usePaymentApp();

const urls = () => ({
  successUrl: `${payment.app.url}/payment-return?session_id={CHECKOUT_SESSION_ID}&source=checkout`,
  cancelUrl: `${payment.app.url}/payment?canceled=1`,
});
const createSession = (user: TestUser, body: Record<string, unknown>, headers = {}) =>
  payment.app.call('POST', endpoints.createCheckoutSession.path, {
    token: user.idToken,
    body: { lang: 'de', ...urls(), ...body },
    headers,
  });
const viaSession = (user: TestUser, sessionId: string) =>
  payment.app.call('GET', pathOf(endpoints.getStripeSubscriptionViaSession, { sessionId }), {
    token: user.idToken,
  });
describe('POST /api/payment/createCheckoutSession → hosted page → getStripeSubscriptionViaSession', () => {
  it('sells the catalogue price; the paid session answers and databases the subscription', async () => {
    const owner = await payment.signedIn();
    const created = await createSession(owner, {
      priceId: 'price_v8_threeMonthsV8_eur',
      platform: 'web',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      sessionId: expect.stringMatching(/^cs_/),
      url: `${payment.stripe.emulator.url}/c/pay/${String(created.body.sessionId)}`,
    });
    const sessionId = String(created.body.sessionId);
    const session = await payment.stripe.stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.uid,
      metadata: { uid: owner.uid, priceId: 'price_v8_threeMonthsV8_eur' },
      customer: await payment.app.database.get(`users/${owner.uid}/stripeCustomerId`),
      amount_total: 5999,
      success_url: urls().successUrl,
      cancel_url: urls().cancelUrl,
      locale: 'de',
    });

    const early = await viaSession(owner, sessionId);
    expect(early).toMatchObject({
      status: 409,
      body: { error: { code: 'checkout-not-complete' } },
    });
    expect(await payment.app.database.get(`users/${owner.uid}/subscription`)).toBeNull();

    const paid = await payOnHostedPage(String(created.body.url));
    expect(paid).toEqual({
      status: 303,
      location: urls().successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
    });

    const answer = await viaSession(owner, sessionId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.subscription).toMatchObject({
      provider: 'stripe',
      id: expect.stringMatching(/^sub_/),
      status: 'active',
      plan: { id: 'price_v8_threeMonthsV8_eur', amount: 5999, interval_count: 3 },
      metadata: { uid: owner.uid, platform: 'web', discountPercentage: '0' },
    });
    expect(await payment.app.database.get(`users/${owner.uid}/subscription`)).toMatchObject({
      id: (answer.body.subscription as { id: string }).id,
      status: 'active',
    });

    const stranger = await payment.signedIn();
    const foreign = await viaSession(stranger, sessionId);
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await payment.app.database.get(`users/${stranger.uid}`)).not.toHaveProperty(
      'subscription',
    );

    const again = await createSession(owner, { priceId: 'price_v8_oneMonthV8_eur' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
  });

  it('a trial: 7 days on the one-month price, the discounted trial fee paid on the page', async () => {
    const owner = await payment.signedIn();
    const created = await createSession(owner, {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
      withDiscount: true,
    });
    expect(created.status).toBe(200);
    const sessionId = String(created.body.sessionId);
    const session = await payment.stripe.stripe.checkout.sessions.retrieve(sessionId);
    // 4.99 € at 50 %: the fee line itself is 2.49 €, as the embedded form's; no coupon, so the
    // month after the trial is billed at the full price the terms show.
    expect(session.discounts).toEqual([]);
    expect(session.amount_total).toBe(249);
    expect((await payOnHostedPage(String(created.body.url))).status).toBe(303);
    const answer = await viaSession(owner, sessionId);
    expect(answer.body.subscription).toMatchObject({
      status: 'trialing',
      plan: { id: 'price_v8_oneMonthV8_eur' },
      metadata: {
        trialId: 'price_v8_trialV8_eur',
        originalTrialPrice: '499',
        discountPercentage: '50',
      },
    });
    const subscription = await payment.stripe.stripe.subscriptions.retrieve(
      (answer.body.subscription as { id: string }).id,
      { expand: ['latest_invoice'] },
    );
    expect((subscription.trial_end ?? 0) - (subscription.trial_start ?? 0)).toBe(7 * 86_400);
    const invoice = subscription.latest_invoice;
    expect(typeof invoice === 'object' && invoice?.amount_paid).toBe(session.amount_total);
  });

  it('no coupon where the group has no discount, whatever the client says', async () => {
    const owner = await payment.signedIn();
    const created = await createSession(owner, {
      priceId: 'price_v8_standard_oneMonthV8_eur',
      withDiscount: true,
      amount: 1,
      discountPercentage: 100,
      coupon: 'pct_50',
    });
    const session = await payment.stripe.stripe.checkout.sessions.retrieve(
      String(created.body.sessionId),
    );
    expect(session).toMatchObject({ discounts: [], amount_total: 2999 });
  });

  it('a double click gives one session; the Idempotency-Key tells attempts apart', async () => {
    const owner = await payment.signedIn();
    const body = { priceId: 'price_v8_oneMonthV8_eur' };
    const [first, second] = await Promise.all([
      createSession(owner, body),
      createSession(owner, body),
    ]);
    expect(second?.body.sessionId).toBe(first?.body.sessionId);
    const key = randomUUID();
    const keyed = await createSession(owner, body, { 'Idempotency-Key': key });
    const replay = await createSession(owner, body, { 'Idempotency-Key': key });
    expect(replay.body.sessionId).toBe(keyed.body.sessionId);
    expect(keyed.body.sessionId).not.toBe(first?.body.sessionId);
    const bad = await createSession(owner, body, { 'Idempotency-Key': 'short' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
  });
});
