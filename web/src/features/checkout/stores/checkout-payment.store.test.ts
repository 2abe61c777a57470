// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { derivePackages } from '../../../shared/domain/packages';
import { EURO_OFFERED_PRICES } from '../domain/catalogue.fixtures';
import { flowPage } from '../../../shared/domain/routes';
import {
  composeFeaturesAtOnce,
  composeTestStore,
  createTestStore,
} from '../../../app/testing/app-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API creates a new subscription for every call (sub_1, sub_2, …); records the prices. */
function stubCreate(): string[] {
  const prices: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { priceId: string };
      prices.push(body.priceId);
      const answer = {
        type: 'payment',
        subscriptionId: `sub_${prices.length}`,
        clientSecret: `pi_${prices.length}_secret_x`,
      };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return prices;
}

describe('CheckoutPaymentStore.createSubscription', () => {
  const [, one, three] = derivePackages(EURO_OFFERED_PRICES, {
    withDiscount: false,
    order: 'original',
  });

  it('re-confirms the same purchase after a decline, and starts a package chosen again anew', async () => {
    if (!one || !three) throw new Error('no packages');
    const prices = stubCreate();
    const store = createTestStore();
    store.services.auth.getIdToken = () => Promise.resolve('tok');
    const pay = (pkg: typeof one) => store.checkoutPayment.createSubscription(pkg, 'a@b.c', 'en');
    const first = await pay(one);
    expect((await pay(one)).subscriptionId).toBe(first.subscriptionId);
    expect((await pay(three)).subscriptionId).toBe('sub_2');
    // Starting three stopped one's payment at the server: one is started again, not re-confirmed.
    expect((await pay(one)).subscriptionId).toBe('sub_3');
    expect(prices).toEqual(['one', 'three', 'one']);
  });

  it('starts the same package anew once its attempt was replaced in another tab', async () => {
    if (!one) throw new Error('no packages');
    stubCreate();
    const store = createTestStore();
    store.services.auth.getIdToken = () => Promise.resolve('tok');
    const pay = () => store.checkoutPayment.createSubscription(one, 'a@b.c', 'en');
    expect((await pay()).subscriptionId).toBe('sub_1');
    store.checkoutPayment.forgetAttempt();
    expect((await pay()).subscriptionId).toBe('sub_2');
  });
});

describe('a purchase carries its visitor, experiments and attribution (issue 20)', () => {
  const [, one] = derivePackages(EURO_OFFERED_PRICES, { withDiscount: false, order: 'original' });

  /** Records every request body, answering as the server would for each route. */
  function recordBodies(): Record<string, unknown>[] {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url.includes('/api/features/'))
          return Promise.resolve(new Response(JSON.stringify({ status: 200, features: {} })));
        bodies.push({ url, ...(JSON.parse(String(init?.body)) as Record<string, unknown>) });
        const answer = url.includes('Paypal')
          ? { subscriptionId: 'I-PAYPAL1' }
          : { type: 'payment', subscriptionId: 'sub_1', clientSecret: 'pi_1_secret_x' };
        return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
      }),
    );
    return bodies;
  }

  it('card and PayPal send the visitor id, the experiments shown and the marketing query', async () => {
    if (!one) throw new Error('no packages');
    window.localStorage.clear();
    window.localStorage.setItem('localId', 'visitor-abc-123');
    window.localStorage.setItem('searchParams', '?utm_source=meta&utm_campaign=spring');
    window.localStorage.setItem('firstVisit', '2026-11-20T08:00:00.000Z');
    window.localStorage.setItem('experimentsViewed', JSON.stringify({ 'color-scheme': 'blue' }));
    const bodies = recordBodies();
    // A returning visitor: what the earlier pages stored is read when the app starts.
    const store = composeTestStore();
    store.services.auth.getIdToken = () => Promise.resolve('tok');
    // The checkout opens once the flags (and with them the exposure log) are there.
    await store.flags.init('');
    await store.checkoutPayment.createSubscription(one, 'a@b.c', 'en');
    await store.checkoutPayment.createPaypalSubscription(one);
    const attribution = {
      visitorId: 'visitor-abc-123',
      experiments: { 'color-scheme': 'blue' },
      urlParams: 'utm_source=meta&utm_campaign=spring',
      firstVisit: '2026-11-20T08:00:00.000Z',
      platform: 'web',
    };
    expect(bodies[0]).toMatchObject({ ...attribution, priceId: 'one', email: 'a@b.c' });
    expect(bodies[1]).toMatchObject({ ...attribution, priceId: 'one' });
    expect(bodies[1]).not.toHaveProperty('lang');
  });
});

describe("the provider's return targets are the page the buyer is on", () => {
  const [, one] = derivePackages(EURO_OFFERED_PRICES, { withDiscount: false, order: 'original' });
  const page = {
    origin: 'https://fastwell.example',
    pathname: '/onboarding/checkout',
    assign: () => undefined,
  };

  function storeOnPage() {
    const store = composeTestStore({
      features: (parts) => composeFeaturesAtOnce({ ...parts, page }),
    });
    store.services.auth.getIdToken = () => Promise.resolve('tok');
    return store;
  }

  it("hosted Checkout comes back to this page's origin: paid to the success page, cancelled here", async () => {
    if (!one) throw new Error('no packages');
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const answer = { sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' };
        return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
      }),
    );
    const store = storeOnPage();
    const url = await store.checkoutPayment.startHostedCheckout(one, 'onboarding', 'a@b.c', 'en');
    expect(url).toBe('https://checkout.stripe.test/cs_1');
    const success = `https://fastwell.example${flowPage('onboarding', 'paymentSuccess')}?`;
    expect(bodies[0]).toMatchObject({
      origin: 'https://fastwell.example',
      cancelUrl: 'https://fastwell.example/onboarding/checkout',
    });
    const successUrl = String(bodies[0]?.successUrl);
    expect(successUrl.startsWith(success)).toBe(true);
    expect(successUrl.endsWith('&session_id={CHECKOUT_SESSION_ID}')).toBe(true);
  });

  it("the embedded form's return is this page with the subscription and the package", () => {
    if (!one) throw new Error('no packages');
    expect(storeOnPage().checkoutPayment.returnUrl(one, 'sub_1')).toBe(
      'https://fastwell.example/onboarding/checkout?subscriptionId=sub_1&selectedPackageId=one&source=elements',
    );
  });
});

describe('web_startCheckout: once per checkout, with the channel chosen (spec 02 §7)', () => {
  const startEvents = () =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'web_startCheckout');

  it('opening the modal logs nothing; the first method pressed logs once, a second method does not', () => {
    window.dataLayer = [];
    const store = createTestStore();
    store.checkout.openModal('one');
    expect(startEvents()).toEqual([]);
    store.checkoutPayment.checkoutStarted('paypal', 'one');
    store.checkoutPayment.checkoutStarted('stripe', 'one', 'google_pay');
    store.checkoutPayment.checkoutStarted('paypal', 'one');
    expect(startEvents()).toMatchObject([{ channel: 'paypal', package: 'one' }]);
  });

  it('closing and opening the modal again is a new checkout', () => {
    window.dataLayer = [];
    const store = createTestStore();
    store.checkout.openModal('one');
    store.checkoutPayment.checkoutStarted('paypal', 'one');
    store.checkout.openModal('one');
    store.checkoutPayment.checkoutStarted('stripe', 'one', 'card');
    expect(startEvents()).toHaveLength(1);
    expect(store.checkout.requestClose()).toBe(true);
    store.checkout.closeBenefitModal();
    store.checkout.openModal('one');
    store.checkoutPayment.checkoutStarted('stripe', 'one', 'card');
    expect(startEvents()).toMatchObject([
      { channel: 'paypal', package: 'one' },
      { channel: 'stripe', method: 'card', package: 'one' },
    ]);
  });
});
