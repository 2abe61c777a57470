import { endpoints } from '../../contract/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { payWithCard } from '../../testing/stripe-emulator';
import { startTestApp } from '../../testing/test-app';
import { useWebhookApp } from '../../testing/webhook-app';
import { purchase, stripeDeliveries } from '../../testing/webhook-helpers';

const hooks = useWebhookApp();

afterEach(async () => {
  await hooks.stripeAdmin('DELETE', '/_emulator/faults');
});

describe('POST /api/webhooks/stripe: retries and the e-book', () => {
  it('answers 500 while Stripe cannot be reached, then processes the retry', async () => {
    const user = await hooks.signedIn();
    const id = await purchase(hooks, user);
    // Three failures: the SDK's own two retries cannot ride them out, the delivery fails.
    await hooks.stripeAdmin('POST', '/_emulator/faults', {
      rules: [{ method: 'GET', path: '/v1/subscriptions', error: 'api_error_500', times: 3 }],
    });
    await hooks.stripe.subscriptions.update(id, { metadata: { note: 'after-fault' } });
    await hooks.stripeEmulator.webhooksSettled();

    const attempts = (await stripeDeliveries(hooks)).filter(
      (d) => d.event_type === 'customer.subscription.updated' && d.status !== 200,
    );
    expect(attempts.map((d) => d.status)).toContain(500);
    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({ metadata: { note: 'after-fault' } });
    const eventId = attempts[0]?.event_id ?? '';
    expect(await hooks.app.database.get(`webhookEvents/stripe/${eventId}`)).toMatchObject({
      status: 'done',
    });
  });

  it('sets the e-book flag when an e-book PaymentIntent succeeds', async () => {
    const user = await hooks.signedIn();
    const intent = await hooks.stripe.paymentIntents.create({
      amount: 999,
      currency: 'eur',
      metadata: { uid: user.uid, product: 'ebook' },
      automatic_payment_methods: { enabled: true },
    });
    expect(await payWithCard(hooks.stripeEmulator.url, String(intent.client_secret))).toBe(200);
    await hooks.stripeEmulator.webhooksSettled();
    expect(await hooks.record(user.uid)).toMatchObject({ ebook: true });
  });
});

describe('webhook routes without their configuration', () => {
  it('answer 503 (no Stripe webhook secret, no PayPal webhook id)', async () => {
    const app = await startTestApp({ stripe: hooks.stripe });
    try {
      for (const webhook of [endpoints.stripeWebhook, endpoints.paypalWebhook]) {
        const answer = await app.call('POST', webhook.path, { rawBody: '{}' });
        expect(answer).toMatchObject({
          status: 503,
          body: { error: { code: 'webhooks-not-configured' } },
        });
      }
    } finally {
      await app.close();
    }
  });
});
