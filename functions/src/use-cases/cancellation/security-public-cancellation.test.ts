import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../../domain/wished-contract-end.rules';
import { signUpAnonymously, signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer, restoreTokenOf } from '../../testing/capturing-mailer';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../../testing/paypal-subscriber';
import { payWithCard, startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { endpoints, pathOf } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';

// Issue 32 points 2–4: what a stranger who knows only an owner's e-mail address can do through
// the cancellation without login (§312k BGB), replayed in npm test.
let app: TestApp;
let paypal: PayPalFixture;
let stripe: StripeFixture;
const mailer = new CapturingMailer();
const DAY = 86_400;

beforeAll(async () => {
  [paypal, stripe] = await Promise.all([startPayPalFixture(), startStripeFixture()]);
  app = await startTestApp({ paypal: paypal.client, stripe: stripe.stripe, mailer });
});
afterAll(async () => {
  await app.close();
  await Promise.all([paypal.close(), stripe.emulator.close()]);
});

const newEmail = () => `owner-${randomUUID()}@example.com`;

/** The owner: gave `email` at checkout and paid the first month with a card. */
async function cardOwner(email: string): Promise<{ user: TestUser; id: string }> {
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

/** The stranger (or the owner) submitting the public form. */
const submit = (email: string, extra: Record<string, unknown> = {}) =>
  app.call('POST', endpoints.submitCancellation.path, {
    body: { name: 'Max Fremd', email, kind: 'ordinary', language: 'en', ...extra },
  });
const restore = (token: string) =>
  app.call('POST', endpoints.restoreCancellation.path, { body: { token } });
const inApp = (user: TestUser, path: EndpointName, body: Record<string, unknown> = {}) =>
  app.call('POST', endpoints[path].path, { token: user.idToken, body });
const atStripe = (id: string) => stripe.stripe.subscriptions.retrieve(id);
const periodEnd = async (id: string) => (await atStripe(id)).items.data[0]?.current_period_end ?? 0;
const lastMail = (email: string) => mailer.toExceptContracts(email).at(-1);

describe('point 2: a restore link undoes only its own cancellation', () => {
  it("a stranger's submission after the owner cancelled in the app offers no link: the mail says when it ends", async () => {
    const email = newEmail();
    const { user, id } = await cardOwner(email);
    expect((await inApp(user, 'cancelSubscription')).status).toBe(200);
    const answer = await submit(email);
    expect(answer.status).toBe(201);

    const mail = lastMail(email)?.text ?? '';
    expect(mail).not.toContain('/cancel/restore');
    expect(mail).toContain('This contract had already been cancelled and ends on');
    const cancellationId = String((answer.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${cancellationId}/contracts/${id}`)).toMatchObject(
      { outcome: 'already-canceled' },
    );
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
  });

  it("an earlier submission's link leaves the cancellation the owner made later in the app", async () => {
    const email = newEmail();
    const { user, id } = await cardOwner(email);
    expect((await submit(email)).status).toBe(201);
    const token = restoreTokenOf(lastMail(email)?.text);
    expect((await inApp(user, 'restoreSubscription')).status).toBe(200);
    expect((await inApp(user, 'cancelSubscription')).status).toBe(200);

    expect(await restore(token)).toMatchObject({
      status: 409,
      body: { error: { code: 'restore-not-possible' } },
    });
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
  });

  it("a scheduled submission's link drops its own schedule only, not the owner's later in-app cancellation", async () => {
    const email = newEmail();
    const { user, id } = await cardOwner(email);
    const wish = berlinDay(new Date(((await periodEnd(id)) + 10 * DAY) * 1000));
    expect((await submit(email, { endDate: wish })).status).toBe(201);
    const token = restoreTokenOf(lastMail(email)?.text);
    expect((await inApp(user, 'cancelSubscription')).status).toBe(200);

    expect(await restore(token)).toMatchObject({
      status: 200,
      body: { restored: { renewsAt: null } },
    });
    expect(await app.database.get(`scheduledCancellations/${id}`)).toBeNull();
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
  });

  it('its own link still undoes its own cancellation', async () => {
    const email = newEmail();
    const { id } = await cardOwner(email);
    expect((await submit(email)).status).toBe(201);
    expect((await restore(restoreTokenOf(lastMail(email)?.text))).status).toBe(200);
    expect((await atStripe(id)).cancel_at_period_end).toBe(false);
  });
});

describe('point 3: text a stranger typed cannot pose as ours', () => {
  it('the mail opens with our fixed text; the typed name follows in its labelled block, its URL no link in text or HTML', async () => {
    const email = newEmail();
    const phishing = 'Your account is locked, verify at https://evil.example/login';
    expect((await submit(email, { name: phishing, reason: phishing })).status).toBe(201);

    const mail = lastMail(email);
    const text = mail?.text ?? '';
    const opening = text.split('\n').slice(0, 6).join('\n');
    expect(opening).toBe(
      [
        'Confirmation of your cancellation',
        '=================================',
        '',
        'Hello,',
        '',
        'we have received your cancellation. This e-mail confirms its receipt and tells you when your contract ends.',
      ].join('\n'),
    );
    expect(text.indexOf('Your account is locked')).toBeGreaterThan(text.indexOf('You wrote:'));
    expect(text).toContain(
      '> Name: Your account is locked, verify at https[:]//evil[.]example/login',
    );
    for (const body of [text, mail?.html ?? '']) expect(body).not.toMatch(/evil\.example/);
    expect(mail?.html).not.toContain('href=');
  });
});

describe("point 4: a stranger's submission never worsens the owner's position", () => {
  it("keeps the owner's earlier wished end when a stranger wishes a later one", async () => {
    const email = newEmail();
    const { id } = await cardOwner(email);
    const owners = berlinDay(new Date(((await periodEnd(id)) + 10 * DAY) * 1000));
    const strangers = berlinDay(new Date(((await periodEnd(id)) + 70 * DAY) * 1000));
    expect((await submit(email, { endDate: owners })).status).toBe(201);
    const ownersEnd = await app.database.get(`scheduledCancellations/${id}/endsAt`);
    const answer = await submit(email, { endDate: strangers });
    expect(answer.status).toBe(201);

    expect(await app.database.get(`scheduledCancellations/${id}`)).toMatchObject({
      wishedDay: owners,
      endsAt: ownersEnd,
    });
    const cancellationId = String((answer.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${cancellationId}/contracts/${id}`)).toMatchObject(
      { outcome: 'already-canceled', endsAt: ownersEnd },
    );
    expect(lastMail(email)?.text).not.toContain('/cancel/restore');
    expect((await atStripe(id)).cancel_at_period_end).toBe(false);
  });

  it('holds a PayPal contract its owner paused until its paid end; the link leaves it paused as it was', async () => {
    const email = newEmail();
    const user = await signUpWithEmail(email);
    const id = await confirmedPayPalSubscription(app, paypal, user);
    expect((await inApp(user, 'pauseSubscription', { months: 1 })).status).toBe(200);
    expect((await submit(email)).status).toBe(201);

    expect((await paypal.client.getSubscription(id))?.status).toBe('SUSPENDED');
    const hold = (await app.database.get(`scheduledCancellations/${id}`)) as Record<
      string,
      unknown
    >;
    expect(hold).toMatchObject({
      provider: 'paypal',
      suspendedAt: expect.any(String),
      paused: true,
    });
    const endsAt = Date.parse(String(hold.endsAt));
    expect(endsAt).toBeGreaterThan(Date.now() + 20 * DAY * 1000);
    expect(endsAt).toBeLessThan(Date.now() + 32 * DAY * 1000);
    expect(await app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      pause_collection: expect.any(Object),
      canceled_at: expect.any(Number),
      current_period_end: endsAt / 1000,
    });
    const mail = lastMail(email)?.text ?? '';
    expect(mail).toContain('Until then PayPal shows your subscription as paused');

    expect((await restore(restoreTokenOf(mail))).status).toBe(200);
    expect((await paypal.client.getSubscription(id))?.status).toBe('SUSPENDED');
    expect(await app.database.get(`scheduledCancellations/${id}`)).toBeNull();
    expect(await app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      pause_collection: expect.any(Object),
    });
    expect(await app.database.get(`users/${user.uid}/subscription/canceled_at`)).toBeNull();
  });

  it("a stranger's five submissions a day cost mails only: the owner's cancellation is made and confirmed, and one that changes nothing sends none", async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i += 1) expect((await submit(email)).status).toBe(201);
    expect(mailer.toExceptContracts(email)).toHaveLength(5);
    const { id } = await cardOwner(email);

    const owners = await submit(email, { name: 'Owner' });
    expect(owners).toMatchObject({ status: 201, body: { cancellation: { name: 'Owner', email } } });
    expect((await atStripe(id)).cancel_at_period_end).toBe(true);
    expect(mailer.toExceptContracts(email)).toHaveLength(6);
    expect(lastMail(email)?.text).toContain(id);

    const nothingChanged = await submit(email);
    expect(nothingChanged.status).toBe(201);
    const cancellationId = String((nothingChanged.body.cancellation as { id: string }).id);
    expect(await app.database.get(`cancellations/${cancellationId}`)).toMatchObject({
      contracts: { [id]: { outcome: 'already-canceled' } },
      mailLimitedAt: expect.any(String),
    });
    expect(mailer.toExceptContracts(email)).toHaveLength(6);
  });
});
