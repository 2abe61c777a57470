// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRENCH_PRODUCTS } from './testing/checkout-harness';
import { createTestStore, type TestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import CheckoutScreen from './checkout-screen';

/** GET /api/payment/getProducts/{group} at the network boundary; counts the requests. */
function productsEndpoint() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.includes('/getProducts/')) requests.push(url);
      return Promise.resolve(
        new Response(JSON.stringify({ data: FRENCH_PRODUCTS }), { status: 200 }),
      );
    }),
  );
  return requests;
}

function signedInStore(): TestStore {
  const store = createTestStore();
  store.services.auth.getIdToken = () => Promise.resolve('id-token');
  runInAction(() => {
    store.session.user = { uid: 'u1', isAnonymous: true, email: null, displayName: null };
    store.session.authReady = true;
    store.flags.ready = true;
  });
  return store;
}

async function packagesShown(): Promise<void> {
  const [list] = await screen.findAllByRole('radiogroup');
  if (!list) throw new Error('no package list');
  await vi.waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout screen’s products, once per visit (issue 37)', () => {
  it('a cold load asks for them before the screen renders, and the screen does not ask again', async () => {
    const requests = productsEndpoint();
    const store = signedInStore();
    await store.prefetchCheckoutProducts('default', '');
    expect(requests).toHaveLength(1);
    renderInLanguage(store, 'en', '/payment', <CheckoutScreen flow="onboarding" />);
    await packagesShown();
    expect(requests).toHaveLength(1);
  });

  it('waits for auth and the flags (the ID token and the price group)', async () => {
    const requests = productsEndpoint();
    const store = signedInStore();
    runInAction(() => {
      store.session.authReady = false;
      store.flags.ready = false;
    });
    const prefetch = store.prefetchCheckoutProducts('default', '');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    runInAction(() => {
      store.session.authReady = true;
      store.flags.ready = true;
    });
    await prefetch;
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['without a user (the protected route sends the visitor away)', null],
    ['on a return from the card provider (the screen resolves the purchase)', 'ret'],
  ])('asks nothing %s', async (_name, variant) => {
    const requests = productsEndpoint();
    const store = signedInStore();
    if (variant === null) runInAction(() => (store.session.user = null));
    await store.prefetchCheckoutProducts(
      'default',
      variant === null ? '' : '?payment_intent_client_secret=pi_1_secret_2&subscriptionId=sub_1',
    );
    expect(requests).toHaveLength(0);
  });

  it('asks again when the visitor comes back to the screen, even to the same history entry', async () => {
    const requests = productsEndpoint();
    const store = signedInStore();
    const first = renderInLanguage(store, 'en', '/payment', <CheckoutScreen flow="onboarding" />);
    await packagesShown();
    first.unmount();
    renderInLanguage(store, 'en', '/payment', <CheckoutScreen flow="onboarding" />);
    await packagesShown();
    expect(requests).toHaveLength(2);
  });

  it('asks once per visit however often it is asked, and again on the next visit', async () => {
    const requests = productsEndpoint();
    const { checkout } = signedInStore();
    await Promise.all([checkout.loadProductsForVisit('a'), checkout.loadProductsForVisit('a')]);
    await checkout.loadProductsForVisit('a');
    expect(requests).toHaveLength(1);
    await checkout.loadProductsForVisit('b');
    expect(requests).toHaveLength(2);
  });
});
