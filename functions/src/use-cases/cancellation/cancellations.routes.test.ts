import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAnonymously, signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer, restoreTokenOf } from '../../testing/capturing-mailer';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../../testing/paypal-subscriber';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { payWithCard, startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';

let app: TestApp;
let paypal: PayPalFixture;
let stripe: StripeFixture;
const mailer = new CapturingMailer();
/** The API's clock runs this many ms ahead of the real one (to reach a link's expiry). */
let clockOffset = 0;

beforeAll(async () => {
  [paypal, stripe] = await Promise.all([startPayPalFixture(), startStripeFixture()]);
  app = await startTestApp({
    paypal: paypal.client,
    stripe: stripe.stripe,
    mailer,
    clock: { now: () => new Date(Date.now() + clockOffset) },
  });
});
afterAll(async () => {
  await app.close();
  await Promise.all([paypal.close(), stripe.emulator.close()]);
});
beforeEach(() => {
  clockOffset = 0;
  mailer.failing = false;
});

const newEmail = () => `kunde-${randomUUID()}@example.com`;

/** A visitor who gave `email` at checkout and paid the first month with a card (no account yet). */
async function cardBuyer(email: string): Promise<{ user: TestUser; id: string }> {
  const user = await signUpAnonymously();
  await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: {} });
  const created = await app.call('POST', endpoints.createSubscription.path, {
    token: user.idToken,
    body: { email, lang: 'de', priceId: 'price_v8_oneMonthV8_eur' },
  });
  if (created.status !== 200) throw new Error(`subscribe answered ${created.status}`);
  const id = String(created.body.subscriptionId);
  const paid = await payWithCard(stripe.emulator.url, String(created.body.clientSecret));
  if (paid !== 200) throw new Error(`paying answered ${paid}`);
  const recorded = await app.call('POST', pathOf(endpoints.getStripeSubscriptionViaId, { id }), {
    token: user.idToken,
  });
  if (recorded.status !== 200) throw new Error(`recording answered ${recorded.status}`);
  return { user, id };
}

/** An account signed up with `email` whose PayPal subscription the API confirmed. */
async function payPalSubscriber(email: string): Promise<{ user: TestUser; id: string }> {
  const user = await signUpWithEmail(email);
  return { user, id: await confirmedPayPalSubscription(app, paypal, user) };
}

const cancel = (email: string, extra: Record<string, unknown> = {}) =>
  app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Erika Mustermann', email, kind: 'ordinary', language: 'de', ...extra },
  });
const restore = (token: string) =>
  app.call('POST', endpoints.restoreCancellation.path, { body: { token } });
const stripeSubscription = (id: string) => stripe.stripe.subscriptions.retrieve(id);

describe('POST /api/cancellations (§312k, no login)', () => {
  it('cancels a card subscription of that e-mail at its period end and confirms it by mail', async () => {
    const email = newEmail();
    const { user, id } = await cardBuyer(email);
    const answer = await cancel(email.toUpperCase(), { reference: id });

    expect(answer.status).toBe(201);
    const receipt = answer.body.cancellation as Record<string, unknown>;
    expect(receipt).toEqual({
      id: expect.any(String),
      receivedAt: expect.any(String),
      name: 'Erika Mustermann',
      email,
      reference: id,
      kind: 'ordinary',
    });
    const subscription = await stripeSubscription(id);
    expect(subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      id,
      canceled_at: expect.any(Number),
    });
    const endsAt = new Date(
      (subscription.items.data[0]?.current_period_end ?? 0) * 1000,
    ).toISOString();
    expect(await app.database.get(`cancellations/${String(receipt.id)}`)).toMatchObject({
      receivedAt: receipt.receivedAt,
      email,
      language: 'de',
      contracts: { [id]: { provider: 'stripe', uid: user.uid, outcome: 'canceled', endsAt } },
      mailSentAt: expect.any(String),
    });
    const [mail] = mailer.toExceptContracts(email);
    expect(mail?.subject).toMatch(/Kündigung/);
    expect(mail?.text).toContain(id);
    expect(mail?.html).toContain(id);
    expect(mail?.text).toContain('https://fastwell.test/cancel/restore?restore=');
  });

  it('answers an address without a contract exactly as one with (no enumeration), and still confirms receipt', async () => {
    const withContract = newEmail();
    await cardBuyer(withContract);
    const nobody = newEmail();
    const [found, notFound] = [await cancel(withContract), await cancel(nobody)];

    expect(notFound.status).toBe(found.status);
    expect(Object.keys(notFound.body)).toEqual(Object.keys(found.body));
    expect(Object.keys(notFound.body.cancellation as object).sort()).toEqual(
      Object.keys(found.body.cancellation as object).sort(),
    );
    const id = String((notFound.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${id}`)).toMatchObject({ email: nobody });
    expect(await app.database.get(`cancellations/${id}/contracts`)).toBeNull();
    const [mail] = mailer.toExceptContracts(nobody);
    expect(mail?.text).not.toContain('/cancel/restore');
  });

  it('cancels the PayPal subscription of the account with that e-mail (held suspended until its end, with a restore link)', async () => {
    const email = newEmail();
    const { user, id } = await payPalSubscriber(email);
    expect((await cancel(email, { language: 'en' })).status).toBe(201);

    expect((await paypal.client.getSubscription(id))?.status).toBe('SUSPENDED');
    expect(await app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      provider: 'paypal',
      status: 'active',
      canceled_at: expect.any(Number),
    });
    const [mail] = mailer.toExceptContracts(email);
    expect(mail?.text).toContain(id);
    expect(mail?.text).toContain('/cancel/restore?restore=');
  });

  it('leaves a subscription already cancelled at its period end as it is and says so', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    await cancel(email);
    const before = await stripeSubscription(id);
    const again = await cancel(email);

    expect(again.status).toBe(201);
    const id2 = String((again.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${id2}/contracts/${id}`)).toMatchObject({
      outcome: 'already-canceled',
    });
    expect((await stripeSubscription(id)).cancellation_details).toEqual(
      before.cancellation_details,
    );
    expect(mailer.toExceptContracts(email)).toHaveLength(2);
  });

  it('does not count an ended subscription as a contract', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    await stripe.stripe.subscriptions.cancel(id);
    const answer = await cancel(email);

    expect(answer.status).toBe(201);
    const cancellationId = String((answer.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${cancellationId}/contracts`)).toBeNull();
    expect(mailer.toExceptContracts(email)[0]?.text).not.toContain(id);
  });

  it('keeps the cancellation when the mail cannot be sent, recording that for support', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    mailer.failing = true;
    const answer = await cancel(email);

    expect(answer.status).toBe(201);
    expect((await stripeSubscription(id)).cancel_at_period_end).toBe(true);
    const cancellationId = String((answer.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${cancellationId}`)).toMatchObject({
      mailFailedAt: expect.any(String),
    });
  });

  it.each([
    ['no name', { name: ' ' }],
    ['no valid e-mail', { email: 'not-an-address' }],
    ['an extraordinary cancellation without its reason', { kind: 'extraordinary' }],
    ['an unknown kind', { kind: 'immediately' }],
    ['a date that is no date', { endDate: '31.12.2026' }],
  ])('refuses %s with 400, recording and changing nothing', async (_case, fields) => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    const answer = await cancel(email, fields);

    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
    expect((await stripeSubscription(id)).cancel_at_period_end).toBe(false);
    expect(mailer.toExceptContracts(email)).toHaveLength(0);
  });

  it('records an extraordinary cancellation with its reason and a wished end date', async () => {
    const email = newEmail();
    await cardBuyer(email);
    const answer = await cancel(email, {
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      endDate: '2027-01-31',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        cancellation: { kind: 'extraordinary', reason: 'Umzug ins Ausland', endDate: '2027-01-31' },
      },
    });
  });
});

describe('POST /api/cancellations/restore ("this was not me")', () => {
  it('restores the subscription once; the same link a second time is refused', async () => {
    const email = newEmail();
    const { user, id } = await cardBuyer(email);
    await cancel(email);
    const token = restoreTokenOf(mailer.toExceptContracts(email)[0]?.text ?? '');
    expect(await app.database.get(`users/${user.uid}/subscription/canceled_at`)).toEqual(
      expect.any(Number),
    );

    const restored = await restore(token);
    expect(restored).toMatchObject({
      status: 200,
      body: { restored: { renewsAt: expect.any(String) } },
    });
    expect((await stripeSubscription(id)).cancel_at_period_end).toBe(false);
    // Recorded for the app again: no pending cancellation (a null is no key in the database).
    expect(await app.database.get(`users/${user.uid}/subscription/canceled_at`)).toBeNull();
    expect(await restore(token)).toMatchObject({
      status: 409,
      body: { error: { code: 'restore-link-used' } },
    });
  });

  it('refuses the link from the end of the paid period on', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    await cancel(email);
    const token = restoreTokenOf(mailer.toExceptContracts(email)[0]?.text ?? '');
    const end = ((await stripeSubscription(id)).items.data[0]?.current_period_end ?? 0) * 1000;
    clockOffset = end - Date.now();

    expect(await restore(token)).toMatchObject({
      status: 409,
      body: { error: { code: 'restore-link-expired' } },
    });
    expect((await stripeSubscription(id)).cancel_at_period_end).toBe(true);
  });

  it('refuses a changed or made-up link', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    await cancel(email);
    const token = restoreTokenOf(mailer.toExceptContracts(email)[0]?.text ?? '');
    const [payload = '', signature = ''] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        s: 'sub_other',
      }),
    ).toString('base64url');

    for (const forged of [`${otherPayload}.${signature}`, 'made-up', `${payload}.AAAA`]) {
      expect(await restore(forged)).toMatchObject({
        status: 400,
        body: { error: { code: 'restore-link-invalid' } },
      });
    }
    expect((await stripeSubscription(id)).cancel_at_period_end).toBe(true);
  });

  it('cannot restore a subscription that has ended', async () => {
    const email = newEmail();
    const { id } = await cardBuyer(email);
    await cancel(email);
    const token = restoreTokenOf(mailer.toExceptContracts(email)[0]?.text ?? '');
    await stripe.stripe.subscriptions.cancel(id);

    expect(await restore(token)).toMatchObject({
      status: 409,
      body: { error: { code: 'restore-not-possible' } },
    });
  });
});

describe('abuse limits', () => {
  it('sends one address at most 5 confirmations a day of submissions that change nothing, from any client address; the cancellation is never refused; others still get theirs', async () => {
    const target = newEmail();
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await cancel(i % 2 ? target.toUpperCase() : target));

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(mailer.toExceptContracts(target)).toHaveLength(5);
    const sixth = String((answers[5]?.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${sixth}`)).toMatchObject({
      email: target,
      processedAt: expect.any(String),
      mailLimitedAt: expect.any(String),
    });
    expect(await app.database.get(`cancellations/${sixth}/mailSentAt`)).toBeNull();
    const other = newEmail();
    expect((await cancel(other)).status).toBe(201);
    expect(mailer.toExceptContracts(other)).toHaveLength(1);
  });
});

describe('without e-mail configured', () => {
  it('answers 503 and records nothing', async () => {
    const bare = await startTestApp({ mailer: null });
    try {
      const answer = await bare.call('POST', endpoints.submitCancellation.path, {
        body: { name: 'Erika', email: newEmail(), kind: 'ordinary', language: 'de' },
      });
      expect(answer).toMatchObject({
        status: 503,
        body: { error: { code: 'server-misconfigured' } },
      });
      expect(await bare.database.get('cancellations')).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
