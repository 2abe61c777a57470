import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { payWithCard } from '../../testing/stripe-emulator';
import {
  CARDS,
  emulatorObjects,
  subscriber,
  switchDefaultCard,
} from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';

const payment = usePaymentApp();
const EBOOK_EUR = 'price_ebookV1_ebookV1_eur';

const buy = (
  user: TestUser,
  body: unknown = { priceId: EBOOK_EUR, currency: 'eur', immediateDeliveryConsent: true },
) => payment.app.call('POST', endpoints.purchaseEbook.path, { token: user.idToken, body });
const recordOf = (user: TestUser) => payment.app.database.get(`users/${user.uid}`);
const intentsOf = async (user: TestUser) =>
  (await emulatorObjects(payment.stripe, 'payment_intent')).filter(
    (intent) => (intent.metadata as Record<string, string>).uid === user.uid,
  );

describe('POST /api/payment/purchaseEbook', () => {
  it.each([
    ['with the 50 % discount (default)', {}, 999],
    ['without the discount', { withDiscount: false }, 1999],
  ])('charges the saved card off-session %s', async (_name, extra, amount) => {
    const { user, customerId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const answer = await buy(user, {
      priceId: EBOOK_EUR,
      currency: 'EUR',
      immediateDeliveryConsent: true,
      ...extra,
    });
    expect(answer).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBe(true);
    expect(await intentsOf(user)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amount,
        currency: 'eur',
        customer: customerId,
        metadata: expect.objectContaining({
          uid: user.uid,
          priceId: EBOOK_EUR,
          withdrawalWaiver: 'immediate-delivery-waiver-v1',
        }),
      }),
    ]);
    // The consent (§356(5) BGB) is kept with the purchase.
    expect(await payment.app.database.get(`users/${user.uid}/ebookWaiver`)).toEqual({
      wording: 'immediate-delivery-waiver-v1',
      acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await buy(user)).toMatchObject({
      status: 409,
      body: { error: { code: 'ebook-already-purchased' } },
    });
    expect(await intentsOf(user)).toHaveLength(1);
  });

  it('charges once for a double click', async () => {
    const { user } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const answers = await Promise.all([buy(user), buy(user), buy(user)]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const intents = await intentsOf(user);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount_received: 999 });
  });

  it('without a saved card: 402 requires_payment_method, then the browser pays it', async () => {
    const user = await payment.signedIn();
    const answer = await buy(user);
    expect(answer).toMatchObject({
      status: 402,
      body: {
        error: { code: 'requires_payment_method', message: expect.any(String) },
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBeNull();
    expect(await intentsOf(user)).toEqual([
      expect.objectContaining({ status: 'requires_payment_method', amount: 999 }),
    ]);
    // A second click answers the same intent.
    expect((await buy(user)).body.clientSecret).toBe(answer.body.clientSecret);

    expect(await payWithCard(payment.stripe.emulator.url, String(answer.body.clientSecret))).toBe(
      200,
    );
    expect(await buy(user)).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBe(true);
    expect(await intentsOf(user)).toHaveLength(1);
  });

  it('with a 3-D Secure card: 402 requires_action with the client secret', async () => {
    const { user, customerId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    await switchDefaultCard(payment.stripe, customerId, CARDS.threeDSecure);
    const answer = await buy(user);
    expect(answer).toMatchObject({
      status: 402,
      body: {
        error: { code: 'requires_action', message: expect.any(String) },
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(await intentsOf(user)).toEqual([expect.objectContaining({ status: 'requires_action' })]);
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBeNull();
  });

  it('with a declining saved card: 402 requires_payment_method so another card can pay', async () => {
    const { user, customerId } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    await switchDefaultCard(payment.stripe, customerId, CARDS.declinesLater);
    const answer = await buy(user);
    expect(answer).toMatchObject({
      status: 402,
      body: {
        error: { code: 'requires_payment_method', message: expect.stringMatching(/declined/i) },
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(await payment.app.database.get(`users/${user.uid}/ebook`)).toBeNull();
  });

  it.each([
    ['no priceId', { currency: 'eur' }, 'invalid-request'],
    ['no currency', { priceId: EBOOK_EUR }, 'invalid-request'],
    ['a malformed currency', { priceId: EBOOK_EUR, currency: 'euro' }, 'invalid-request'],
    [
      'withDiscount of the wrong type',
      { priceId: EBOOK_EUR, currency: 'eur', withDiscount: 'no' },
      'invalid-request',
    ],
    ['a priceId of the wrong type', { priceId: 7, currency: 'eur' }, 'invalid-request'],
    [
      'an unknown price',
      { priceId: 'price_nope', currency: 'eur', immediateDeliveryConsent: true },
      'invalid-price',
    ],
    [
      'a subscription price',
      { priceId: 'price_v8_oneMonthV8_eur', currency: 'eur', immediateDeliveryConsent: true },
      'invalid-price',
    ],
    [
      'another currency than the price',
      { priceId: EBOOK_EUR, currency: 'usd', immediateDeliveryConsent: true },
      'invalid-price',
    ],
  ])('refuses %s with 400, charging nothing', async (_name, body, code) => {
    const { user } = await subscriber(payment, 'price_v8_oneMonthV8_eur');
    const before = await recordOf(user);
    expect(await buy(user, body)).toMatchObject({
      status: 400,
      body: { error: { code, message: expect.any(String) } },
    });
    expect(await intentsOf(user)).toHaveLength(0);
    expect(await recordOf(user)).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const answer = await payment.app.call('POST', endpoints.purchaseEbook.path, {
      body: { priceId: EBOOK_EUR, currency: 'eur' },
    });
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
  });
});
