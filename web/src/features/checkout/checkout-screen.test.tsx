// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Stripe } from '@stripe/stripe-js';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LANGUAGES, type Language } from '@fastwell/contract/languages';
import { recurringPrice } from './domain/catalogue.fixtures';
import { ApiError } from '../../shared/services/api-error';
import type { ProductsAnswer } from '../../shared/services/payment.api';
import { FRENCH_PRODUCTS } from './testing/checkout-harness';
import { createTestStore } from '../../app/testing/app-harness';
import { COPY, renderInLanguage } from '../../app/testing/language-harness';
import en from '../../../public/onboarding/locales/en/translation.json';
import CheckoutScreen from './checkout-screen';

/** The products endpoint, answered at the network boundary; records which groups were asked. */
function stubProducts(data: ProductsAnswer = FRENCH_PRODUCTS) {
  const groups: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      groups.push(url.split('/getProducts/')[1]?.split('?')[0] ?? url);
      return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
    }),
  );
  return groups;
}

function renderCheckout(language: Language, storage: Record<string, string> = {}) {
  const store = createTestStore();
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  store.services.auth.getIdToken = () => Promise.resolve('id-token');
  renderInLanguage(store, language, '/payment', <CheckoutScreen flow="onboarding" />);
  return store;
}

/** The packages of a list, by id, in the order shown. */
const packageIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('data-package-id'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('payment screen', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'is fully translated in %s, prices formatted for the language',
    async (lang) => {
      stubProducts();
      renderCheckout(lang);
      const [list] = await screen.findAllByRole('radiogroup');
      if (!list) throw new Error('no package list');
      await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(COPY[lang].payment.title);
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(/\b(payment|benefitModal|errors|common)\.[a-zA-Z]/);
      const oneMonth = within(list).getAllByRole('radio')[1];
      const expected = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(
        29.99,
      );
      expect(oneMonth?.textContent).toContain(expected);
    },
  );

  it("reads a discount as the first period's introductory price, never a crossed-out earlier price; VAT included in France (§11 PAngV)", async () => {
    stubProducts();
    renderCheckout('en', { dc: 'true' });
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
    expect(list.querySelector('s')).toBeNull();
    const cards = within(list).getAllByRole('radio');
    const read = (card: HTMLElement | undefined) => [
      card?.querySelector('[data-testid="package-price"]')?.textContent,
      card?.querySelector('[data-testid="package-intro"]')?.textContent ?? null,
    ];
    expect(cards.map(read)).toEqual([
      ['€0.99', 'for the 7-day trial, then €29.99 per month'],
      ['€14.99', 'for the first month, then €29.99 per month'],
      ['€29.99', 'for the first 3 months, then €59.99 every 3 months'],
    ]);
    expect(screen.getAllByTestId('vat-included')[0]?.textContent).toBe('All prices include VAT.');
  });

  it('claims no VAT for a visitor from the United States, and a plan without discount has no introductory price', async () => {
    stubProducts({ ...FRENCH_PRODUCTS, countryCode: 'US', region: 'US' });
    renderCheckout('en');
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
    expect(screen.queryByTestId('vat-included')).toBeNull();
    const intros = within(list)
      .getAllByRole('radio')
      .map((card) => card.querySelector('[data-testid="package-intro"]')?.textContent ?? null);
    expect(intros.slice(1)).toEqual([null, null]);
  });

  it.each([
    [{}, 'v8_standard', false],
    [{ dc: 'true' }, 'v8', true],
    [{ dc: 'false' }, 'v8_standard', false],
    [{ sgroup: 'v13', dc: 'true' }, 'v13', true],
    [{ sgroup: 'v13' }, 'v13_standard', false],
  ])('stored %j asks for group %s; discount banner %s', async (storage, group, banner) => {
    const groups = stubProducts();
    renderCheckout('en', storage);
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
    expect(groups[0]).toBe(group);
    expect(screen.queryByTestId('discount-banner') !== null).toBe(banner);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'tells a subscriber in %s that they have premium and where to go, with nothing to buy',
    async (lang) => {
      stubProducts({ ...FRENCH_PRODUCTS, isPurchaseAvailable: false });
      const store = renderCheckout(lang);
      runInAction(() => {
        store.session.user = { uid: 'u1', isAnonymous: false, email: 'a@b.c', displayName: null };
      });
      const section = await screen.findByTestId('already-premium');
      const copy = COPY[lang].payment.alreadyPremium;
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.title);
      expect(within(section).getByRole('link', { name: copy.download }).getAttribute('href')).toBe(
        '/download',
      );
      expect(within(section).getByRole('link', { name: copy.manage }).getAttribute('href')).toBe(
        '/manage_subscription',
      );
      expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
    },
  );

  it('keeps the country and region the server located in local storage', async () => {
    stubProducts({ ...FRENCH_PRODUCTS, countryCode: 'CA', region: 'CA' });
    renderCheckout('en', { countryCode: 'FR', region: 'EU' });
    await screen.findAllByRole('radiogroup');
    await waitFor(() => expect(window.localStorage.getItem('region')).toBe('CA'));
    expect(window.localStorage.getItem('countryCode')).toBe('CA');
  });

  it('logs the go-to event on opening and the go-back event when the browser goes back', async () => {
    window.dataLayer = [];
    stubProducts();
    renderCheckout('en');
    await screen.findAllByRole('radiogroup');
    const events = () =>
      (window.dataLayer ?? []).filter((entry) => /_36_payment$/.test(String(entry.event)));
    expect(events()).toEqual([
      expect.objectContaining({ event: 'web_goto_36_payment', flow: 'onboarding' }),
    ]);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(events()[1]).toMatchObject({ event: 'web_goback_36_payment', flow: 'onboarding' });
  });

  it('sends an anonymous subscriber to create the account, without a manage link', async () => {
    stubProducts({ ...FRENCH_PRODUCTS, isPurchaseAvailable: false });
    renderCheckout('en');
    const section = await screen.findByTestId('already-premium');
    expect(
      within(section).getByRole('link', { name: 'Create your account' }).getAttribute('href'),
    ).toBe('/upgrade_account');
    expect(within(section).queryByTestId('already-premium-manage')).toBeNull();
  });

  it('shows one and three months, never six or nine, to a user who had a trial, and reports the shortfall', async () => {
    window.dataLayer = [];
    stubProducts({
      ...FRENCH_PRODUCTS,
      prices: [
        recurringPrice('one', 2999, 'month', 1),
        recurringPrice('three', 5999, 'month', 3),
        recurringPrice('six', 8999, 'month', 6),
        recurringPrice('nine', 10999, 'month', 9),
      ],
      trialAvailable: false,
    });
    renderCheckout('en');
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(2));
    const names = within(list)
      .getAllByRole('radio')
      .map((radio) => radio.textContent ?? '');
    expect(names[0]).toContain(en.payment.packages['1']);
    expect(names[1]).toContain(en.payment.packages['3']);
    for (const hidden of [en.payment.packages.trial, en.payment.packages['6']])
      expect(document.body.textContent).not.toContain(hidden);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_wrongPackageCount', count: 2 }),
    );
  });

  it.each(SUPPORTED_LANGUAGES)(
    'says so in %s when the server refuses a trial, and reloads the packages',
    async (lang) => {
      stubProducts();
      const store = renderCheckout(lang);
      await screen.findAllByRole('radiogroup');
      const before = vi.mocked(fetch).mock.calls.length;
      store.checkout.creationFailed(
        new ApiError(409, 'trial-already-used', 'The user already had a trial'),
      );
      expect(store.checkout.paymentError).toEqual({ key: 'payment.trialAlreadyUsed' });
      expect(COPY[lang].payment.trialAlreadyUsed).toBeTruthy();
      await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(before + 1));
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'tells the buyer in %s that a trial on a card that had one was refunded',
    async (lang) => {
      stubProducts();
      const store = renderCheckout(lang);
      runInAction(() => {
        store.purchase.refunded = 'trial';
      });
      const alert = await screen.findByTestId('trial-refunded');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe(COPY[lang].payment.trialRefunded);
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'tells the buyer in %s that a second trial of their PayPal account was cancelled and refunded',
    async (lang) => {
      stubProducts();
      const store = renderCheckout(lang);
      runInAction(() => {
        store.purchase.refunded = 'paypalTrial';
      });
      const alert = await screen.findByTestId('paypal-trial-refunded');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe(COPY[lang].payment.paypalTrialRefunded);
    },
  );

  it.each(SUPPORTED_LANGUAGES)(
    'tells the buyer in %s that a card paid while PayPal already gave premium was refunded',
    async (lang) => {
      stubProducts({ ...FRENCH_PRODUCTS, isPurchaseAvailable: false });
      const store = renderCheckout(lang);
      runInAction(() => {
        store.purchase.refunded = 'duplicate';
      });
      const alert = await screen.findByTestId('duplicate-refunded');
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toBe(COPY[lang].payment.duplicateRefunded);
      expect(screen.getByTestId('already-premium')).toBeTruthy();
    },
  );
});

describe('payment screen sections (spec 02 §2.2)', () => {
  it('offers the packages a second time under the get-results title; choosing there opens the payment sheet', async () => {
    stubProducts();
    const store = renderCheckout('en');
    const section = await screen.findByRole('region', { name: en.payment.getResults });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      en.payment.getResults,
    );
    const second = within(section).getByRole('radiogroup', { name: en.payment.getResults });
    await waitFor(() => expect(within(second).getAllByRole('radio')).toHaveLength(3));
    const [first] = screen.getAllByRole('radiogroup');
    if (!first) throw new Error('no package list');
    expect(first).not.toBe(second);
    expect(packageIds(second)).toEqual(packageIds(first));
    const last = within(second).getAllByRole('radio')[2];
    if (!last) throw new Error('no third package');
    fireEvent.click(last);
    expect(store.checkout.modalOpen).toBe(true);
    expect(store.checkout.selectedPackageId).toBe(last.getAttribute('data-package-id'));
  });

  it('shows the money-back guarantee block, after the packages', async () => {
    stubProducts();
    renderCheckout('en');
    const block = await screen.findByRole('region', { name: en.payment.moneyBackTitle });
    expect(block.textContent).toContain(en.payment.moneyBackText);
    const lists = screen.getAllByRole('radiogroup');
    const lastList = lists[lists.length - 1];
    if (!lastList) throw new Error('no package list');
    expect(lastList.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the first render (issue 37: the checkout opened cold)', () => {
  it('asks for the products once per visit', async () => {
    const groups = stubProducts();
    renderCheckout('en');
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(groups).toEqual(['v8_standard']);
  });

  it('renders what is below the fold once the packages are painted', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderCheckout('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.payment.title);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: en.payment.moneyBackTitle })).toBeNull();
    expect(screen.queryByRole('region', { name: en.payment.getResults })).toBeNull();
    answer(new Response(JSON.stringify({ data: FRENCH_PRODUCTS })));
    await screen.findByRole('region', { name: en.payment.moneyBackTitle });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
  });
});

describe('a failed product fetch (spec 02 §8)', () => {
  it('says the plans are being retried and fetches them again after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(new Response(JSON.stringify({ data: FRENCH_PRODUCTS })));
      }),
    );
    renderCheckout('en');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(en.payment.productsRetry);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls).toBe(2);
    const [list] = screen.getAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    expect(within(list).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByText(en.payment.productsRetry)).toBeNull();
  });
});

describe('back from the card provider with a failed payment (spec 02 §4.6)', () => {
  /** Stripe.js as the return reads it: the intent failed with a declined card. */
  function declinedIntent(store: ReturnType<typeof createTestStore>) {
    const paymentIntent = {
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined' },
    };
    const retrievePaymentIntent = vi.fn(() => Promise.resolve({ paymentIntent }));
    store.services.stripeLoader.load = () =>
      Promise.resolve({ retrievePaymentIntent } as unknown as Stripe);
    return retrievePaymentIntent;
  }
  const failedReturn = '/payment?payment_intent_client_secret=pi_1_secret_2&subscriptionId=sub_1';

  it('without selectedPackageId the page just shows: no sheet, no message', async () => {
    stubProducts();
    const store = createTestStore();
    const retrieved = declinedIntent(store);
    store.services.auth.getIdToken = () => Promise.resolve('id-token');
    renderInLanguage(store, 'en', failedReturn, <CheckoutScreen flow="onboarding" />);
    const [list] = await screen.findAllByRole('radiogroup');
    if (!list) throw new Error('no package list');
    await waitFor(() => expect(within(list).getAllByRole('radio')).toHaveLength(3));
    expect(retrieved).toHaveBeenCalledWith('pi_1_secret_2');
    expect(store.checkout.modalOpen).toBe(false);
    expect(store.checkout.paymentError).toBeNull();
    expect(store.ui.notices).toHaveLength(0);
    expect(screen.queryByTestId('payment-modal')).toBeNull();
  });
});
