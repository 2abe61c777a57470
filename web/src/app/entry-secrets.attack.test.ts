// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../shared/domain/consent';
import { derivePackages } from '../shared/domain/packages';
import { EURO_OFFERED_PRICES } from '../features/checkout/domain/catalogue.fixtures';
import { composeFeaturesAtOnce, storesByName, TEST_ENV } from './testing/app-harness';
import { compose } from './composition';

/**
 * Issue 32 point 10: the QA key of flag overrides (`ff.qa`) and the "this was not me" tokens
 * (the cancellation's restore link, the withdrawal's stop link, the card-update link, the kept
 * PayPal plan's link and PayPal's return to it) arrive in
 * the address bar. Kept
 * with the marketing parameters, they travel with every purchase as `urlParams` into Stripe's
 * and PayPal's records, sit in local storage, and stay in the address bar (and with it in
 * Referer headers and shared links).
 */
const [, one] = derivePackages(EURO_OFFERED_PRICES, { withDiscount: false, order: 'original' });

/** Records the purchase bodies, answering as the server would. */
function recordBodies(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.includes('/api/features/'))
        return Promise.resolve(new Response(JSON.stringify({ status: 200, features: {} })));
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = { type: 'payment', subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x' };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return bodies;
}

/** The app opened at `url` (as start() composes it), then a card purchase. */
async function visitAndBuy(url: string) {
  if (!one) throw new Error('no packages');
  window.history.replaceState(null, '', url);
  const bodies = recordBodies();
  const composed = compose(TEST_ENV, window.location.search, 'en', {
    consent: ALL_GRANTED,
    features: composeFeaturesAtOnce,
  });
  const { services } = composed;
  const stores = Object.assign(composed.stores, storesByName(composed.stores));
  services.auth.getIdToken = () => Promise.resolve('tok');
  await stores.flags.init(window.location.search);
  await stores.checkoutPayment.createSubscription(one, 'a@b.c', 'en');
  return {
    urlParams: String(bodies[0]?.urlParams),
    postPurchase: stores.purchase.postPurchasePath('onboarding', {
      source: 'elements',
      subscriptionId: 'sub_1',
    }),
    addressBar: window.location.href,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('refused: tokens of the entry URL stay on the page', () => {
  it('the QA key is not sent, not kept in local storage, and leaves the address bar', async () => {
    const seen = await visitAndBuy(
      '/onboarding?utm_source=meta&ff.qa=QA-KEY-SECRET&ff.color-scheme=blue',
    );
    expect(seen.urlParams).toBe('utm_source=meta');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('QA-KEY-SECRET');
    expect(seen.addressBar).not.toContain('QA-KEY-SECRET');
    expect(seen.addressBar).toContain('/onboarding?utm_source=meta&ff.color-scheme=blue');
    expect(seen.postPurchase).not.toContain('QA-KEY-SECRET');
  });

  it('the restore link’s token (?restore=) is neither stored nor copied into later URLs', async () => {
    const seen = await visitAndBuy('/cancel/restore?restore=RESTORE-TOKEN-SECRET&utm_source=mail');
    expect(seen.urlParams).toBe('utm_source=mail');
    expect(seen.postPurchase).not.toContain('RESTORE-TOKEN-SECRET');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('RESTORE-TOKEN-SECRET');
  });

  it('the withdrawal stop link’s token (?stop=) is neither stored nor copied into later URLs', async () => {
    const seen = await visitAndBuy('/withdraw/stop?stop=STOP-TOKEN-SECRET&utm_source=mail');
    expect(seen.urlParams).toBe('utm_source=mail');
    expect(seen.postPurchase).not.toContain('STOP-TOKEN-SECRET');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('STOP-TOKEN-SECRET');
  });

  it('the card-update link’s token (?token= on /card-update) is neither stored nor copied into later URLs', async () => {
    const seen = await visitAndBuy('/card-update?token=CARD-TOKEN-SECRET&utm_source=mail');
    expect(seen.urlParams).toBe('utm_source=mail');
    expect(seen.postPurchase).not.toContain('CARD-TOKEN-SECRET');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('CARD-TOKEN-SECRET');
  });

  it('the kept PayPal plan link’s token (?plan=) is neither stored nor copied into later URLs', async () => {
    const seen = await visitAndBuy('/withdraw/paypal-plan?plan=PLAN-TOKEN-SECRET&utm_source=mail');
    expect(seen.urlParams).toBe('utm_source=mail');
    expect(seen.postPurchase).not.toContain('PLAN-TOKEN-SECRET');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('PLAN-TOKEN-SECRET');
  });

  it('PayPal’s return to that page (token, subscription_id, ba_token) is not taken for entry parameters', async () => {
    const seen = await visitAndBuy(
      '/withdraw/paypal-plan?subscription_id=I-PAYPAL-SUB&ba_token=BA-PAYPAL-TOKEN&token=EC-PAYPAL-TOKEN&utm_source=mail',
    );
    expect(seen.urlParams).toBe('utm_source=mail');
    const stored = JSON.stringify({ ...window.localStorage });
    for (const value of ['I-PAYPAL-SUB', 'BA-PAYPAL-TOKEN', 'EC-PAYPAL-TOKEN']) {
      expect(stored).not.toContain(value);
      expect(seen.postPurchase).not.toContain(value);
    }
  });

  it('a made-up parameter is kept on the page but not sent: urlParams is the allowlist', async () => {
    const seen = await visitAndBuy('/onboarding?utm_source=meta&made_up=anything&gclid=g1');
    expect(seen.urlParams).toBe('utm_source=meta&gclid=g1');
  });
});
