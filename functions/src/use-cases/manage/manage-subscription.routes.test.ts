import { describe, expect, it } from 'vitest';
import { pauseResumesAt } from '../../domain/subscription-actions.rules';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { subscriber } from '../../testing/stripe-subscriber';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';

const payment = usePaymentApp();
const ONE_MONTH = 'price_v8_oneMonthV8_eur';

const call = (user: TestUser, route: EndpointName, body: unknown = {}) =>
  payment.app.call('POST', endpoints[route].path, { token: user.idToken, body });
const recordOf = (user: TestUser) => payment.app.database.get(`users/${user.uid}`);
const atStripe = (id: string) => payment.stripe.stripe.subscriptions.retrieve(id);

describe('POST /api/payment/cancelSubscription and restoreSubscription (Stripe)', () => {
  it('cancels at the period end and restores, at Stripe and in the record', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);

    const canceled = await call(user, 'cancelSubscription', { reason: 'expensive' });
    expect(canceled.status).toBe(200);
    expect(canceled.body.subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      canceled_at: expect.any(Number),
    });
    expect(await atStripe(subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      canceled_at: expect.any(Number),
      cancellation_details: { comment: 'expensive' },
    });
    expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      canceled_at: expect.any(Number),
    });
    expect(await call(user, 'cancelSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'already-canceled' } },
    });
    expect(await call(user, 'pauseSubscription', { months: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'subscription-canceled' } },
    });

    const restored = await call(user, 'restoreSubscription');
    expect(restored.status).toBe(200);
    expect(restored.body.subscription).toMatchObject({ status: 'active', canceled_at: null });
    expect(await atStripe(subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
    });
    const stored = await payment.app.call('GET', endpoints.getSubscription.path, {
      token: user.idToken,
    });
    expect(stored.body.subscription).toEqual(restored.body.subscription);
    expect(await call(user, 'restoreSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'nothing-to-restore' } },
    });
  });

  it('has nothing to restore once the subscription ended, and leaves the record alone', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    await payment.stripe.stripe.subscriptions.cancel(subscriptionId);
    const before = await recordOf(user);
    expect(await call(user, 'restoreSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'nothing-to-restore', message: expect.any(String) } },
    });
    expect(await call(user, 'cancelSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'subscription-expired' } },
    });
    expect(await recordOf(user)).toEqual(before);
  });

  it('refuses an unknown cancellation reason', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const before = await recordOf(user);
    for (const body of [{ reason: 'bogus' }, { reason: 3 }]) {
      expect(await call(user, 'cancelSubscription', body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-request' } },
      });
    }
    expect((await atStripe(subscriptionId)).cancel_at_period_end).toBe(false);
    expect(await recordOf(user)).toEqual(before);
  });
});

describe('POST /api/payment/pauseSubscription and unpauseSubscription (Stripe)', () => {
  it.each([1, 2, 3])('pauses for %i month(s) until resumes_at', async (months) => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    const earliest = pauseResumesAt(new Date(), months);
    const paused = await call(user, 'pauseSubscription', { months });
    const latest = pauseResumesAt(new Date(), months);
    expect(paused.status).toBe(200);
    const resumesAt = (await atStripe(subscriptionId)).pause_collection?.resumes_at ?? 0;
    expect(resumesAt).toBeGreaterThanOrEqual(earliest);
    expect(resumesAt).toBeLessThanOrEqual(latest);
    expect(await atStripe(subscriptionId)).toMatchObject({
      status: 'active',
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(paused.body.subscription).toMatchObject({
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
    expect(await payment.app.database.get(`users/${user.uid}/subscription`)).toMatchObject({
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    });
  });

  it('unpauses, and refuses to pause twice or to unpause what is not paused', async () => {
    const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
    expect(await call(user, 'unpauseSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'not-paused' } },
    });
    await call(user, 'pauseSubscription', { months: 'twoMonths' });
    expect(await call(user, 'pauseSubscription', { months: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: 'already-paused' } },
    });
    expect(await call(user, 'cancelSubscription')).toMatchObject({
      status: 409,
      body: { error: { code: 'subscription-paused' } },
    });
    const resumed = await call(user, 'unpauseSubscription');
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({ status: 'active', pause_collection: null });
    expect((await atStripe(subscriptionId)).pause_collection).toBeNull();
    expect(
      (await payment.app.call('GET', endpoints.getSubscription.path, { token: user.idToken })).body
        .subscription,
    ).toMatchObject({ pause_collection: null });
  });

  it.each([{ months: 4 }, { months: 0 }, { months: '2' }, { months: null }, {}])(
    'answers Invalid pause duration for %j and changes nothing',
    async (body) => {
      const { user, subscriptionId } = await subscriber(payment, ONE_MONTH);
      const before = await recordOf(user);
      expect(await call(user, 'pauseSubscription', body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid-pause-duration', message: 'Invalid pause duration' } },
      });
      expect((await atStripe(subscriptionId)).pause_collection).toBeNull();
      expect(await recordOf(user)).toEqual(before);
    },
  );
});

describe('every management route', () => {
  const routes: [EndpointName, unknown][] = [
    ['cancelSubscription', {}],
    ['restoreSubscription', {}],
    ['pauseSubscription', { months: 1 }],
    ['unpauseSubscription', {}],
    ['updateSubscriptionWithSpecialOffer', { duration: 'oneMonth' }],
    ['updateSubscription', {}],
  ];

  it.each(routes)('%s: 404 no-subscription without one, record unchanged', async (route, body) => {
    const user = await payment.signedIn();
    const before = await recordOf(user);
    expect(await call(user, route, body)).toMatchObject({
      status: 404,
      body: { error: { code: 'no-subscription', message: expect.any(String) } },
    });
    expect(await recordOf(user)).toEqual(before);
  });

  it.each(routes)("%s: someone else's subscription counts as none", async (route, body) => {
    const owner = await subscriber(payment, ONE_MONTH);
    const intruder = await payment.signedIn();
    const foreign = await payment.app.database.get(`users/${owner.user.uid}/subscription`);
    await payment.app.database.set(`users/${intruder.uid}/subscription`, foreign);
    expect(await call(intruder, route, body)).toMatchObject({
      status: 404,
      body: { error: { code: 'no-subscription' } },
    });
    expect(await atStripe(owner.subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      pause_collection: null,
    });
  });

  it.each(routes)(
    '%s: 401 without a valid token, 400 for a body that is not an object',
    async (route) => {
      const path = endpoints[route].path;
      expect((await payment.app.call('POST', path, { body: {} })).status).toBe(401);
      expect((await payment.app.call('POST', path, { body: {}, token: 'bogus' })).status).toBe(401);
      const user = await payment.signedIn();
      expect(
        await payment.app.call('POST', path, { token: user.idToken, rawBody: '[1]' }),
      ).toMatchObject({ status: 400, body: { error: { code: expect.any(String) } } });
    },
  );
});
