import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useWebhookApp } from '../../testing/webhook-app';
import { DAY, pausedTenDaysIn } from '../../testing/webhook-helpers';
import { endpoints, pathOf } from '../../contract/endpoints';

// The API's clock follows the Stripe emulator's, which the test moves forward.
const hooks = useWebhookApp({ emulatorClock: true });

/**
 * The self-ending pause of pause-auto-resume.routes.test.ts, observed first by the return page
 * (or any read of the subscription) instead of the webhook: the webhooks are held back (the
 * endpoint removed), so only the route sees the resumed subscription. It bills the running period
 * before recording it, as the webhook does.
 */
describe('a pause that ended by itself, read by a route before any webhook', () => {
  it('bills the running period before the record says premium', async () => {
    const user = await hooks.signedIn();
    const { id, resumesAt } = await pausedTenDaysIn(hooks, user);
    await hooks.stripeAdmin('DELETE', '/_emulator/webhooks');
    await hooks.stripeAdmin('POST', '/_emulator/clock/advance', { to: resumesAt + DAY });

    const read = await hooks.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id }),
      {
        token: user.idToken,
      },
    );
    expect(read.status).toBe(200);
    const resumed = await hooks.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] });
    const latest = resumed.latest_invoice as Stripe.Invoice;
    expect(latest).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    const now = hooks.stripeEmulator.state.clock.now();
    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({ id, status: 'active' });
    expect(
      (record.subscription as { current_period_end: number }).current_period_end,
    ).toBeGreaterThan(now);
  });
});
