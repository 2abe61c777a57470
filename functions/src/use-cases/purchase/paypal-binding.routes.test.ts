import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { bindPayPalSubscription } from '../../testing/paypal-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import { CHEAP_PLAN_OVERRIDE, purchase, webhooksSettled } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

/**
 * Issue 17 point 4: PayPal subscriptions as a hostile client makes them (devtools, the SDK's own
 * token), confirmed through the API and reported by PayPal's webhooks.
 */
const hooks = useWebhookApp();
const devtools = () => new PayPalDevtools(hooks.paypalEmulator.url);

const confirm = (user: TestUser, subscriptionId: string) =>
  hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
    token: user.idToken,
    body: { subscriptionId },
  });
const createPaypal = (user: TestUser, body: Record<string, unknown>) =>
  hooks.app.call('POST', endpoints.createPaypalSubscription.path, { token: user.idToken, body });

const settled = () => webhooksSettled(hooks);

const subscriptionOf = async (uid: string) => (await hooks.record(uid)).subscription;

/** The outcome the webhook inbox recorded for the ACTIVATED event of a subscription. */
async function activatedOutcome(id: string): Promise<unknown> {
  const response = await fetch(`${hooks.paypalEmulator.url}/_emulator/events`);
  const { events } = (await response.json()) as {
    events: { event: { id: string; event_type: string; resource: { id?: string } } }[];
  };
  const activated = events.find(
    ({ event }) =>
      event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && event.resource.id === id,
  );
  const stored = await hooks.app.database.get(`webhookEvents/paypal/${activated?.event.id ?? ''}`);
  return (stored as { outcome?: unknown } | null)?.outcome;
}

const OVERRIDE = CHEAP_PLAN_OVERRIDE;

describe('PayPal subscriptions made in the browser (issue 17 point 4)', () => {
  it('refuses: a plan override of 0.01 and a setup fee change on a catalogue plan buys premium', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_sixMonthsV8_eur',
      custom_id: user.uid,
      plan: OVERRIDE,
    });
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    // Not created by the server: bound to nobody, so unknown to the API.
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'not-found' } } });
    expect(await subscriptionOf(user.uid)).toBeUndefined();
    expect(await activatedOutcome(id)).toContain('bound to no user');
  });

  it('refuses: an overridden subscription even when it is bound to the user', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_sixMonthsV8_eur',
      custom_id: user.uid,
      plan: OVERRIDE,
    });
    await bindPayPalSubscription(hooks.app.database, id, 'P-v8_sixMonthsV8_eur', user.uid);
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer).toMatchObject({
      status: 422,
      body: { error: { code: 'paypal-plan-overridden' } },
    });
    expect(await subscriptionOf(user.uid)).toBeUndefined();
    expect(await activatedOutcome(id)).toContain('overrides the plan');
  });

  it('refuses: a subscription starting in a year is premium without any payment', async () => {
    const user = await hooks.signedIn();
    const id = await devtools().create({
      plan_id: 'P-v8_oneMonthV8_eur',
      custom_id: user.uid,
      start_time: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    });
    await bindPayPalSubscription(hooks.app.database, id, 'P-v8_oneMonthV8_eur', user.uid);
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer).toMatchObject({ status: 422, body: { error: { code: 'paypal-future-start' } } });
    expect(await subscriptionOf(user.uid)).toBeUndefined();
    expect(await activatedOutcome(id)).toContain('starts in the future');
  });

  it("refuses: custom_id = another user's uid makes the victim's record follow it", async () => {
    const victim = await hooks.signedIn();
    const attacker = await hooks.signedIn();
    await purchase(hooks, victim);
    const before = await subscriptionOf(victim.uid);
    const id = await devtools().create({ plan_id: 'P-v8_oneMonthV8_eur', custom_id: victim.uid });
    await devtools().approve(id);
    await settled();
    expect(await activatedOutcome(id)).toContain('bound to no user');
    expect(await subscriptionOf(victim.uid)).toEqual(before);
    expect(before).toMatchObject({ provider: 'stripe', status: 'active' });
    // Through the API the attacker gets only subscriptions of their own.
    const own = await createPaypal(attacker, { priceId: 'price_v8_oneMonthV8_eur' });
    const atPayPal = await hooks.paypalCall(
      'GET',
      `/v1/billing/subscriptions/${String(own.body.subscriptionId)}`,
    );
    expect(await atPayPal.json()).toMatchObject({ custom_id: attacker.uid });
  });

  it('refuses: a live Stripe subscriber confirms a PayPal one: charged twice, Stripe one overwritten', async () => {
    const user = await hooks.signedIn();
    // Started before the card purchase (allowed then), approved after it.
    const created = await createPaypal(user, { priceId: 'price_v8_oneMonthV8_eur' });
    const id = String(created.body.subscriptionId);
    const stripeId = await purchase(hooks, user);
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
    expect(await subscriptionOf(user.uid)).toMatchObject({ provider: 'stripe', id: stripeId });
    expect(await activatedOutcome(id)).toContain('another live subscription; cancelled at PayPal');
    // And a new PayPal purchase is refused up front.
    const again = await createPaypal(user, { priceId: 'price_v8_oneMonthV8_eur' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
  });

  it('accepts the honest purchase: created by the server, approved, paid the catalogue amount', async () => {
    const user = await hooks.signedIn();
    const created = await createPaypal(user, { priceId: 'price_v8_sixMonthsV8_eur' });
    const id = String(created.body.subscriptionId);
    await devtools().approve(id);
    const answer = await confirm(user, id);
    await settled();
    expect(answer.status).toBe(200);
    expect(await subscriptionOf(user.uid)).toMatchObject({
      provider: 'paypal',
      id,
      status: 'active',
      plan: { amount: 8999 },
    });
  });
});
