import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import {
  CARDS,
  emulatorObjects,
  subscriber,
  switchDefaultCard,
} from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';

const payment = usePaymentApp();

const upgrade = (user: TestUser, body: unknown = {}) =>
  payment.app.call('POST', endpoints.updateSubscription.path, { token: user.idToken, body });
const recordOf = (user: TestUser) => payment.app.database.get(`users/${user.uid}`);
const priceAtStripe = async (id: string) =>
  (await payment.stripe.stripe.subscriptions.retrieve(id)).items.data[0]?.price.id;
const updateInvoices = async (subscriptionId: string) =>
  (await emulatorObjects(payment.stripe, 'invoice')).filter(
    (invoice) =>
      invoice.subscription === subscriptionId ||
      (invoice.parent as { subscription_details?: { subscription?: string } } | null)
        ?.subscription_details?.subscription === subscriptionId,
  );

describe('POST /api/payment/updateSubscription (spec 02 §4.11)', () => {
  it.each([
    ['a trial', 'price_v8_oneMonthV8_eur', 'price_v8_trialV8_eur', 'price_v8_threeMonthsV8_eur', 3],
    ['one month', 'price_v8_oneMonthV8_eur', undefined, 'price_v8_sixMonthsV8_eur', 6],
    ['three months', 'price_v8_threeMonthsV8_eur', undefined, 'price_v8_nineMonthsV8_eur', 9],
    [
      'one month (standard, usd)',
      'price_v8_standard_oneMonthV8_usd',
      undefined,
      'price_v8_standard_sixMonthsV8_usd',
      6,
    ],
  ])('moves %s to %s, paid now', async (_name, priceId, trialId, upsold, months) => {
    const { user, subscriptionId } = await subscriber(payment, priceId, trialId);
    const answer = await upgrade(user, { priceId: upsold, stepId: 'step1', lang: 'de' });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      plan: { id: upsold, interval: 'month', interval_count: months },
    });
    const atStripe = await payment.stripe.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    expect(atStripe).toMatchObject({ status: 'active', pending_update: null });
    expect(atStripe.items.data[0]?.price.id).toBe(upsold);
    const invoice = atStripe.latest_invoice;
    expect(typeof invoice === 'object' && invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
      amount_paid: expect.any(Number),
    });
    if (trialId) expect(atStripe.trial_end).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      plan: { id: upsold, interval_count: months },
    });
    // A late second click does not upgrade again (three → nine months).
    expect(await upgrade(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'already-upgraded' } },
    });
  });

  it.each(['price_v8_sixMonthsV8_eur', 'price_v8_nineMonthsV8_eur'])(
    'refuses %s as an invalid subscription plan',
    async (priceId) => {
      const { user, subscriptionId } = await subscriber(payment, priceId);
      const before = await recordOf(user);
      expect(await upgrade(user)).toMatchObject({
        status: 400,
        body: {
          error: { code: 'invalid-subscription-plan', message: 'invalid subscription plan' },
        },
      });
      expect(await priceAtStripe(subscriptionId)).toBe(priceId);
      expect(await recordOf(user)).toEqual(before);
    },
  );

  it('does not apply the change when the saved card declines', async () => {
    const { user, subscriptionId, customerId } = await subscriber(
      payment,
      'price_v8_oneMonthV8_eur',
    );
    await switchDefaultCard(payment.stripe, customerId, CARDS.declinesLater, subscriptionId);
    const before = await recordOf(user);
    expect(await upgrade(user)).toMatchObject({
      status: 402,
      body: { error: { code: 'card_declined', message: expect.any(String) } },
    });
    expect(await payment.stripe.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({
      status: 'active',
      items: {
        data: [
          expect.objectContaining({
            price: expect.objectContaining({ id: 'price_v8_oneMonthV8_eur' }),
          }),
        ],
      },
    });
    expect(await recordOf(user)).toEqual(before);
  });

  it('asks the browser for 3-D Secure and applies the change once it is completed', async () => {
    const { user, subscriptionId, customerId } = await subscriber(
      payment,
      'price_v8_oneMonthV8_eur',
    );
    await switchDefaultCard(payment.stripe, customerId, CARDS.threeDSecure, subscriptionId);
    const first = await upgrade(user);
    expect(first).toMatchObject({
      status: 402,
      body: {
        error: { code: 'requires_action', message: expect.any(String) },
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(await priceAtStripe(subscriptionId)).toBe('price_v8_oneMonthV8_eur');
    // Asking again answers the same payment instead of billing a second time.
    expect((await upgrade(user)).body.clientSecret).toBe(first.body.clientSecret);
    expect(
      (await updateInvoices(subscriptionId)).filter(
        (i) => i.billing_reason === 'subscription_update',
      ),
    ).toHaveLength(1);

    const secret = String(first.body.clientSecret);
    const intent = await payment.stripe.stripe.paymentIntents.retrieve(
      secret.split('_secret_')[0] ?? '',
    );
    const challenge = new URL(intent.next_action?.redirect_to_url?.url ?? '');
    await fetch(`${challenge.origin}${challenge.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: secret, outcome: 'complete' }).toString(),
      redirect: 'manual',
    });
    expect(await priceAtStripe(subscriptionId)).toBe('price_v8_sixMonthsV8_eur');
  });

  it('charges once for a double click', async () => {
    const { user, subscriptionId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const answers = await Promise.all([upgrade(user), upgrade(user)]);
    // Same state → same idempotency key (both 200); a click that reads the upgraded plan → 409.
    const statuses = answers.map((answer) => answer.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const invoices = await updateInvoices(subscriptionId);
    expect(invoices.filter((i) => i.billing_reason === 'subscription_update')).toHaveLength(1);
    expect(await priceAtStripe(subscriptionId)).toBe('price_v8_sixMonthsV8_eur');
  });

  it.each([
    [
      'another price than the server chose',
      { priceId: 'price_v8_nineMonthsV8_eur' },
      'invalid-price',
    ],
    ['a price of another currency', { priceId: 'price_v8_sixMonthsV8_usd' }, 'invalid-price'],
    ['a priceId of the wrong type', { priceId: 42 }, 'invalid-request'],
    ['withDiscount of the wrong type', { withDiscount: 'yes' }, 'invalid-request'],
  ])('refuses %s and changes nothing', async (_name, body, code) => {
    const { user, subscriptionId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const before = await recordOf(user);
    expect(await upgrade(user, body)).toMatchObject({ status: 400, body: { error: { code } } });
    expect(await priceAtStripe(subscriptionId)).toBe('price_v8_oneMonthV8_eur');
    expect(await recordOf(user)).toEqual(before);
  });

  it('refuses a paused or canceled subscription', async () => {
    const { user } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const call = (route: EndpointName, body: unknown) =>
      payment.app.call('POST', endpoints[route].path, { token: user.idToken, body });
    await call('pauseSubscription', { months: 1 });
    expect((await upgrade(user)).body.error?.code).toBe('subscription-paused');
    await call('unpauseSubscription', {});
    await call('cancelSubscription', {});
    expect((await upgrade(user)).body.error?.code).toBe('subscription-canceled');
  });
});
