import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';
import { signUpAnonymously } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import { confirmedPayPalSubscription } from '../../testing/paypal-subscriber';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { startStripeFixture } from '../../testing/stripe-emulator';
import type { StripeFixture } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let app: TestApp;
let paypal: PayPalFixture;
let stripe: StripeFixture;

beforeAll(async () => {
  [paypal, stripe] = await Promise.all([startPayPalFixture(), startStripeFixture()]);
  app = await startTestApp({ paypal: paypal.client, stripe: stripe.stripe });
});
afterAll(async () => {
  await app.close();
  await Promise.all([paypal.close(), stripe.emulator.close()]);
});

/** A user whose approved PayPal subscription the API confirmed and recorded. */
async function payPalSubscriber(): Promise<{ user: TestUser; id: string }> {
  const user = await signUpAnonymously();
  return { user, id: await confirmedPayPalSubscription(app, paypal, user) };
}

const call = (user: TestUser, route: EndpointName, body: unknown = {}) =>
  app.call('POST', endpoints[route].path, { token: user.idToken, body });
const statusAtPayPal = async (id: string) => (await paypal.client.getSubscription(id))?.status;
const recordOf = (user: TestUser) => app.database.get(`users/${user.uid}`);

describe('managing a PayPal subscription', () => {
  it('pauses (suspend) and unpauses (activate) it', async () => {
    const { user, id } = await payPalSubscriber();
    const paused = await call(user, 'pauseSubscription', { months: 2 });
    expect(paused).toMatchObject({
      status: 200,
      body: { subscription: { pause_collection: { behavior: 'void' } } },
    });
    expect(await statusAtPayPal(id)).toBe('SUSPENDED');
    expect(await app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      pause_collection: { behavior: 'void' },
    });
    expect((await call(user, 'pauseSubscription', { months: 1 })).body.error?.code).toBe(
      'already-paused',
    );

    const resumed = await call(user, 'unpauseSubscription');
    expect(resumed).toMatchObject({
      status: 200,
      body: { subscription: { status: 'active', pause_collection: null } },
    });
    expect(await statusAtPayPal(id)).toBe('ACTIVE');
    expect((await call(user, 'unpauseSubscription')).body.error?.code).toBe('not-paused');
  });

  it('refuses a pause of 4 months, leaving PayPal and the record alone', async () => {
    const { user, id } = await payPalSubscriber();
    const before = await recordOf(user);
    expect(await call(user, 'pauseSubscription', { months: 4 })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-pause-duration', message: 'Invalid pause duration' } },
    });
    expect(await statusAtPayPal(id)).toBe('ACTIVE');
    expect(await recordOf(user)).toEqual(before);
  });

  it('accepts no special offer the cancel wizard did not ask for, leaving PayPal alone', async () => {
    const { user, id } = await payPalSubscriber();
    const before = await recordOf(user);
    expect(
      await call(user, 'updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' }),
    ).toMatchObject({ status: 409, body: { error: { code: 'special-offer-not-offered' } } });
    expect(await statusAtPayPal(id)).toBe('ACTIVE');
    expect((await paypal.client.getSubscription(id))?.plan_overridden).not.toBe(true);
    expect(await recordOf(user)).toEqual(before);
  });

  it.each([['updateSubscription', {}]] as [EndpointName, unknown][])(
    '%s is for card subscriptions only',
    async (route, body) => {
      const { user, id } = await payPalSubscriber();
      const before = await recordOf(user);
      expect(await call(user, route, body)).toMatchObject({
        status: 409,
        body: { error: { code: 'unsupported-provider' } },
      });
      expect(await statusAtPayPal(id)).toBe('ACTIVE');
      expect(await recordOf(user)).toEqual(before);
    },
  );
});
