import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../../testing/webhook-app';
import { purchase } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

const hooks = useWebhookApp();

/**
 * One subscription per person across providers while the record lags behind Stripe: a card
 * purchase paid a moment ago whose record has not reached users/{uid} yet (removed here, as if
 * the webhook were still on its way) must still stop a PayPal purchase.
 */
describe('a PayPal purchase right after a card payment', () => {
  it('refuses it (409 already-subscribed): Stripe already bills the person', async () => {
    const user = await hooks.signedIn();
    await purchase(hooks, user);
    await hooks.app.database.remove(`users/${user.uid}/subscription`);
    await hooks.app.database.remove(`users/${user.uid}/iapLog`);
    const answer = await hooks.app.call('POST', endpoints.createPaypalSubscription.path, {
      token: user.idToken,
      body: { priceId: 'price_v8_oneMonthV8_eur' },
    });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'already-subscribed' } } });
  });
});
