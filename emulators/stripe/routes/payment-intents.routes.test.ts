import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  answerChallenge,
  CARDS,
  challengeUrlOf,
  eventTypes,
  recordEvents,
  saveCard,
} from '../testing/billing-fixture.js';
import {
  cardParams,
  clientPost,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

const EBOOK = { amount: 1999, currency: 'eur', metadata: { priceId: 'price_ebookV1_ebookV1_eur' } };

async function customerWithCard(number: string) {
  const customer = await fixture.stripe.customers.create({ email: 'ebook@example.com' });
  const paymentMethod = await saveCard(fixture, customer.id, number);
  return { customer: customer.id, paymentMethod };
}

describe('payment intents for the e-book', () => {
  it('without a payment method: requires_payment_method with a client secret the browser confirms', async () => {
    const sink = recordEvents(fixture);
    const intent = await fixture.stripe.paymentIntents.create({
      ...EBOOK,
      automatic_payment_methods: { enabled: true },
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true },
      client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      metadata: EBOOK.metadata,
    });
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${intent.id}/confirm`,
      { client_secret: intent.client_secret ?? '', ...cardParams(CARDS.visa) },
    );
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    expect(eventTypes(sink)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);
  });

  it('charges the saved card at once with confirm=true and off_session', async () => {
    const { customer, subscription } = await activeSubscription(fixture);
    const intent = await fixture.stripe.paymentIntents.create({
      ...EBOOK,
      customer: customer.id,
      payment_method: String(subscription.default_payment_method),
      confirm: true,
      off_session: true,
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1999 });
  });

  it('answers 402 card_declined for a declining saved card, the intent back in requires_payment_method', async () => {
    const { customer, paymentMethod } = await customerWithCard(CARDS.declinesAfterAttach);
    const sink = recordEvents(fixture);
    const error = await fixture.stripe.paymentIntents
      .create({
        ...EBOOK,
        customer,
        payment_method: paymentMethod,
        confirm: true,
        off_session: true,
      })
      .then(
        () => undefined,
        (caught: Stripe.errors.StripeError) => caught,
      );
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
    });
    expect(error?.raw).toMatchObject({
      payment_intent: {
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined' },
      },
    });
    expect(eventTypes(sink)).toContain('payment_intent.payment_failed');
  });

  it('off-session with the 3-D Secure card: requires_action, no return page', async () => {
    const { customer, paymentMethod } = await customerWithCard(CARDS.threeDSecure);
    const sink = recordEvents(fixture);
    const intent = await fixture.stripe.paymentIntents.create({
      ...EBOOK,
      customer,
      payment_method: paymentMethod,
      confirm: true,
      off_session: true,
    });
    expect(intent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: null } },
    });
    expect(eventTypes(sink)).toContain('payment_intent.requires_action');
  });

  it('on-session 3-D Secure: Complete redirects to return_url with the intent query and succeeds', async () => {
    const { customer, paymentMethod } = await customerWithCard(CARDS.threeDSecure);
    const intent = await fixture.stripe.paymentIntents.create({
      ...EBOOK,
      customer,
      payment_method: paymentMethod,
      confirm: true,
      return_url: 'http://localhost:5000/ebook?step=1',
    });
    const challenge = challengeUrlOf(intent);
    expect(challenge).toBe(
      `${fixture.emulator.url}/3ds/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret ?? '')}`,
    );
    const page = await fetch(challenge);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<h1>3D Secure test challenge</h1>');
    expect(html).toMatch(/<button[^>]*value="complete"[^>]*>Complete<\/button>/);
    expect(html).toMatch(/<button[^>]*value="fail"[^>]*>Fail<\/button>/);
    const answer = await answerChallenge(challenge, 'complete');
    expect(answer.status).toBe(303);
    const target = new URL(answer.location);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:5000/ebook');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      step: '1',
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    await expect(fixture.stripe.paymentIntents.retrieve(intent.id)).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it('on-session 3-D Secure: Fail redirects with redirect_status=failed and an authentication error', async () => {
    const { customer, paymentMethod } = await customerWithCard(CARDS.threeDSecure);
    const intent = await fixture.stripe.paymentIntents.create({
      ...EBOOK,
      customer,
      payment_method: paymentMethod,
      confirm: true,
      return_url: 'http://localhost:5000/ebook',
    });
    const answer = await answerChallenge(challengeUrlOf(intent), 'fail');
    expect(new URL(answer.location).searchParams.get('redirect_status')).toBe('failed');
    await expect(fixture.stripe.paymentIntents.retrieve(intent.id)).resolves.toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    await expect(answerChallenge(challengeUrlOf(intent), 'complete')).resolves.toMatchObject({
      status: 400,
    });
  });

  it('validates parameters and cancels', async () => {
    await expect(
      fixture.stripe.paymentIntents.create({ ...EBOOK, confirm: true }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' });
    await expect(
      fixture.stripe.paymentIntents.create({ ...EBOOK, customer: 'cus_missing' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    const intent = await fixture.stripe.paymentIntents.create(EBOOK, { idempotencyKey: 'ebook-1' });
    const again = await fixture.stripe.paymentIntents.create(EBOOK, { idempotencyKey: 'ebook-1' });
    expect(again.id).toBe(intent.id);
    const canceled = await fixture.stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await expect(fixture.stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
    });
    await expect(fixture.stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
