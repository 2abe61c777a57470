import { afterEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../testing/auth-emulator.client';
import { useWebhookApp } from '../testing/webhook-app';
import { webhooksSettled } from '../testing/webhook-helpers';

/**
 * Issue 32 point 10: the purchase's `urlParams` (the marketing query of the visit) is written to
 * the provider's metadata. A query that carries a secret — the QA key of flag overrides
 * (`ff.qa`), the "this was not me" restore token, a sign-in token — or anything a visitor made up
 * must not reach Stripe's or PayPal's records.
 */
const hooks = useWebhookApp();
// The providers' webhooks of each purchase land before the database goes.
afterEach(() => webhooksSettled(hooks));

const SECRETS = ['ff.qa=QA-KEY-SECRET', 'token=RESTORE-TOKEN-SECRET', 'futoken=SESSION-SECRET'];
const URL_PARAMS = ['utm_source=meta', ...SECRETS, 'made_up=x', 'ff.use-discount-timer=false'].join(
  '&',
);

const call = (user: TestUser, path: string, body: Record<string, unknown>) =>
  hooks.app.call('POST', `/api/payment/${path}`, { token: user.idToken, body });

describe('attack: secrets in urlParams reach the provider metadata', () => {
  it('a card purchase writes them into the Stripe subscription’s metadata.urlParams', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      email: 'buyer@example.com',
      lang: 'de',
      urlParams: URL_PARAMS,
    });
    expect(answer.status).toBe(200);
    const subscription = await hooks.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
    );
    for (const secret of SECRETS) expect(subscription.metadata.urlParams).toContain(secret);
  });

  it('hosted Checkout writes them into the session’s metadata', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createCheckoutSession', {
      priceId: 'price_v8_oneMonthV8_eur',
      lang: 'de',
      successUrl: `${hooks.app.url}/onboarding/payment-success`,
      cancelUrl: `${hooks.app.url}/onboarding/payment`,
      urlParams: URL_PARAMS,
    });
    expect(answer.status).toBe(200);
    const session = await hooks.stripe.checkout.sessions.retrieve(String(answer.body.sessionId));
    for (const secret of SECRETS) expect(session.metadata?.urlParams).toContain(secret);
  });

  it('a PayPal purchase writes them into the server’s binding', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createPaypalSubscription', {
      priceId: 'price_v8_sixMonthsV8_eur',
      urlParams: URL_PARAMS,
    });
    expect(answer.status).toBe(200);
    const binding = (await hooks.app.database.get(
      `paypalSubscriptions/${String(answer.body.subscriptionId)}`,
    )) as { metadata?: Record<string, string> };
    for (const secret of SECRETS) expect(binding.metadata?.urlParams).toContain(secret);
  });
});
