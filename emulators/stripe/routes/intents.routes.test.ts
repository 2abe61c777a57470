import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardParams,
  clientPost,
  createCheckoutSubscription,
  expandedInvoice,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

function secretOf(
  subscription: Awaited<ReturnType<typeof createCheckoutSubscription>>['subscription'],
): string {
  const secret = expandedInvoice(subscription).confirmation_secret?.client_secret;
  if (!secret) throw new Error('no confirmation secret');
  return secret;
}

const piIdOf = (secret: string) => secret.split('_secret_')[0] ?? '';

describe('confirming the first payment (client-side, publishable key)', () => {
  it('activates the subscription when the card 4242 4242 4242 4242 pays', async () => {
    const { customer, subscription } = await createCheckoutSubscription(fixture.stripe);
    const secret = secretOf(subscription);
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${piIdOf(secret)}/confirm`,
      {
        client_secret: secret,
        ...cardParams('4242424242424242'),
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/),
    });
    expect(confirmed.body).not.toHaveProperty('customer');
    const after = await fixture.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice.payments', 'default_payment_method'],
    });
    expect(after.status).toBe('active');
    expect(after.default_payment_method).toMatchObject({
      object: 'payment_method',
      card: { last4: '4242', brand: 'visa' },
    });
    expect(expandedInvoice(after)).toMatchObject({
      status: 'paid',
      amount_paid: 2999,
      amount_remaining: 0,
    });
    expect(expandedInvoice(after).payments?.data[0]).toMatchObject({
      status: 'paid',
      payment: { payment_intent: piIdOf(secret) },
    });
    const savedCustomer = await fixture.stripe.customers.retrieve(customer.id);
    expect(savedCustomer).toMatchObject({
      invoice_settings: { default_payment_method: confirmed.body.payment_method },
    });
  });

  it('answers 402 card_declined for 4000 0000 0000 0002 and leaves the subscription incomplete', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    const secret = secretOf(subscription);
    const declined = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${piIdOf(secret)}/confirm`,
      {
        client_secret: secret,
        ...cardParams('4000000000000002'),
      },
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: {
          id: piIdOf(secret),
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined' },
        },
      },
    });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'incomplete',
    });
    const retry = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${piIdOf(secret)}/confirm`,
      {
        client_secret: secret,
        ...cardParams('4242424242424242'),
      },
    );
    expect(retry.status).toBe(200);
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it.each([
    ['4000000000009995', { month: '12', year: '2034' }, 'card_declined', 'insufficient_funds'],
    ['4242424242424242', { month: '01', year: '2020' }, 'expired_card', undefined],
    ['424242424242424', { month: '12', year: '2034' }, 'incorrect_number', undefined],
  ])('declines %s (exp %o) with %s', async (number, exp, code, declineCode) => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    const secret = secretOf(subscription);
    const result = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${piIdOf(secret)}/confirm`,
      {
        client_secret: secret,
        ...cardParams(number, exp),
      },
    );
    expect(result.status).toBe(402);
    expect(result.body).toMatchObject({
      error: { type: 'card_error', code, ...(declineCode ? { decline_code: declineCode } : {}) },
    });
  });

  it('rejects a client-side confirm with the wrong client secret', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    const id = piIdOf(secretOf(subscription));
    const result = await clientPost(fixture.emulator.url, `/v1/payment_intents/${id}/confirm`, {
      client_secret: `${id}_secret_wrong`,
      ...cardParams('4242424242424242'),
    });
    expect(result.status).toBe(400);
  });

  it('charges the trial fee first and then trials', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe, {
      trialDays: 7,
      trialFee: 'price_v8_trialV8_eur',
    });
    expect(subscription.status).toBe('incomplete');
    expect(subscription.trial_end).toBe((subscription.trial_start ?? 0) + 7 * 86400);
    expect(expandedInvoice(subscription)).toMatchObject({ amount_due: 499 });
    const secret = secretOf(subscription);
    await clientPost(fixture.emulator.url, `/v1/payment_intents/${piIdOf(secret)}/confirm`, {
      client_secret: secret,
      ...cardParams('4242424242424242'),
    });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'trialing',
    });
  });

  it('trials without fee: status trialing with a pending SetupIntent that saves the card', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe, { trialDays: 7 });
    expect(subscription.status).toBe('trialing');
    expect(expandedInvoice(subscription)).toMatchObject({ amount_due: 0, status: 'paid' });
    const setupIntent = subscription.pending_setup_intent;
    if (!setupIntent || typeof setupIntent === 'string')
      throw new Error('pending_setup_intent not expanded');
    expect(setupIntent.client_secret).toMatch(/^seti_\w+_secret_\w+$/);
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/setup_intents/${setupIntent.id}/confirm`,
      {
        client_secret: setupIntent.client_secret ?? '',
        ...cardParams('4242424242424242'),
      },
    );
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'trialing',
      pending_setup_intent: null,
      default_payment_method: confirmed.body.payment_method,
    });
  });
});
