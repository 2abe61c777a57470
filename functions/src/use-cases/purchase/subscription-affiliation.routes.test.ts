import { PayPalDevtools } from '@fastwell/emulators/paypal/testing/paypal-devtools';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '../../contract/endpoints';
import type { TestUser } from '../../testing/auth-emulator.client';
import { useWebhookApp } from '../../testing/webhook-app';
import { purchase, webhooksSettled } from '../../testing/webhook-helpers';

/**
 * Spec 02 §3: the subscription's affiliation, where the buyer came from as the purchase recorded
 * it (the page's origin and the visit's allowlisted marketing parameters), in every subscription
 * answer and in users/{uid}/subscription, for Stripe and PayPal alike.
 */
const hooks = useWebhookApp();
afterEach(() => webhooksSettled(hooks));

const ATTRIBUTION = {
  origin: 'https://fastwell.app',
  urlParams: 'utm_source=meta&utm_campaign=spring&ff.qa=SECRET',
};
const AFFILIATION = {
  origin: 'https://fastwell.app',
  urlParams: 'utm_source=meta&utm_campaign=spring',
};

const stored = async (user: TestUser) =>
  (await hooks.app.call('GET', endpoints.getSubscription.path, { token: user.idToken })).body;

describe('the subscription’s affiliation (spec 02 §3)', () => {
  it('a card purchase: the answer, getSubscription and the record carry it', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user, { priceId: 'price_v8_oneMonthV8_eur', ...ATTRIBUTION });
    const answer = await hooks.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id }),
      { token: user.idToken },
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { subscription: { affiliation: AFFILIATION } },
    });
    expect(await stored(user)).toMatchObject({ subscription: { id, affiliation: AFFILIATION } });
    expect((await hooks.record(user.uid)).subscription).toMatchObject({ affiliation: AFFILIATION });
  });

  it('a PayPal purchase: the confirmation and getSubscription carry it', async () => {
    const user = await hooks.signedIn();
    const created = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_sixMonthsV8_eur', ...ATTRIBUTION },
    });
    expect(created.status).toBe(200);
    const id = String(created.body.subscriptionId);
    await new PayPalDevtools(hooks.paypalEmulator.url).approve(id);
    const confirmed = await hooks.app.call('POST', endpoints.confirmPaypalSubscription.path, {
      token: user.idToken,
      body: { subscriptionId: id },
    });
    await webhooksSettled(hooks);
    expect(confirmed).toMatchObject({
      status: 200,
      body: { subscription: { provider: 'paypal', affiliation: AFFILIATION } },
    });
    expect(await stored(user)).toMatchObject({ subscription: { id, affiliation: AFFILIATION } });
  });

  it('a purchase without attribution has none (null)', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    expect(await stored(user)).toMatchObject({ subscription: { id, affiliation: null } });
  });
});
