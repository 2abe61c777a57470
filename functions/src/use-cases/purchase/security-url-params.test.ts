import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import type { EndpointName } from '../../contract/endpoints';
import type { TestUser } from '../../testing/auth-emulator.client';
import { useWebhookApp } from '../../testing/webhook-app';
import { webhooksSettled } from '../../testing/webhook-helpers';

/**
 * Issue 32 point 10: the purchase's `urlParams` (the marketing query of the visit) is written to
 * the provider's metadata. A query that carries a secret — the QA key of flag overrides
 * (`ff.qa`), the "this was not me" restore token, a sign-in token — or anything a visitor made up
 * must not reach Stripe's or PayPal's records: the contract's URL_PARAMS_ALLOWLIST is all that is
 * written.
 */
const hooks = useWebhookApp();
// The providers' webhooks of each purchase land before the database goes.
afterEach(() => webhooksSettled(hooks));

const SECRETS = ['ff.qa=QA-KEY-SECRET', 'token=RESTORE-TOKEN-SECRET', 'futoken=SESSION-SECRET'];
const URL_PARAMS = ['utm_source=meta', ...SECRETS, 'made_up=x', 'ff.use-discount-timer=false'].join(
  '&',
);

const call = (user: TestUser, path: EndpointName, body: Record<string, unknown>) =>
  hooks.app.call('POST', endpoints[path].path, { token: user.idToken, body });

describe('refused: only the allowlisted marketing parameters reach the provider metadata', () => {
  it('a card purchase: the Stripe subscription’s metadata.urlParams is utm_source only', async () => {
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
    expect(subscription.metadata.urlParams).toBe('utm_source=meta');
  });

  it('hosted Checkout: the session’s metadata likewise', async () => {
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
    expect(session.metadata?.urlParams).toBe('utm_source=meta');
  });

  it('a PayPal purchase: the server’s binding likewise', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createPaypalSubscription', {
      priceId: 'price_v8_sixMonthsV8_eur',
      urlParams: URL_PARAMS,
    });
    expect(answer.status).toBe(200);
    const binding = (await hooks.app.database.get(
      `paypalSubscriptions/${String(answer.body.subscriptionId)}`,
    )) as { metadata?: Record<string, string> };
    expect(binding.metadata?.urlParams).toBe('utm_source=meta');
  });

  it('a query of secrets only: no urlParams at all, and the purchase goes on', async () => {
    const user = await hooks.signedIn();
    const answer = await call(user, 'createSubscription', {
      priceId: 'price_v8_oneMonthV8_eur',
      email: 'buyer@example.com',
      lang: 'de',
      urlParams: SECRETS.join('&'),
    });
    expect(answer.status).toBe(200);
    const subscription = await hooks.stripe.subscriptions.retrieve(
      String(answer.body.subscriptionId),
    );
    expect(subscription.metadata).not.toHaveProperty('urlParams');
    expect(JSON.stringify(subscription.metadata)).not.toMatch(/SECRET/);
  });
});
