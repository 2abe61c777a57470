import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weightAnswer } from '../../shared/domain/measurements';
import type { TestStore } from '../../app/testing/app-harness';
import {
  buyerStore,
  eventOf,
  events,
  renderOffer,
  stubApi,
  subscription,
} from './testing/offer-harness';
import EbookScreen from './ebook-screen';
import { endpoints, pathOf } from '@fastwell/contract/endpoints';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PURCHASE = endpoints.purchaseEbook.path;
const goal = { gender: 'f', perfect_weight: weightAnswer(70, 'kg') };
const open = (store: TestStore, query = '') =>
  renderOffer(
    store,
    `/ebook_purchase${query}`,
    '/ebook_purchase',
    <EbookScreen flow="onboarding" />,
    '/payment',
  );
const pressBack = () => fireEvent.click(screen.getByTestId('history-back'));
const price = () => screen.findByTestId('ebook-price');
const nbsp = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('e-book screen', () => {
  it('shows the goal weight, the details with the English bonus and 50 % off', async () => {
    stubApi();
    open(buyerStore({ subscription: subscription('oneMonth'), selections: goal }).store);
    expect(nbsp((await price()).textContent)).toBe('Price today€9.99');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'The Fastwell fasting guide',
    );
    expect(screen.getByTestId('ebook-headline').textContent).toBe(
      'Reach 70 kg with a clear plan for every day',
    );
    expect(screen.getByTestId('ebook-bonus')).toBeTruthy();
    expect(screen.getByTestId('ebook-regular-price').tagName).toBe('DEL');
    expect(screen.getByTestId('ebook-regular-price').textContent).toBe('Regular price€19.99');
    expect(screen.getByTestId('ebook-total').textContent).toContain('50% off');
    expect(screen.getByTestId('ebook-bullets').querySelectorAll('li')).toHaveLength(5);
    const refund = screen.getByRole('link', { name: 'Refund policy (opens in a new tab)' });
    expect(refund.getAttribute('href')).toBe('/refund-policy');
    expect(refund.getAttribute('target')).toBe('_blank');
  });

  it('buys at the discount and goes to the upsell when it is on for the duration', async () => {
    const calls = stubApi((call) =>
      call.path === PURCHASE ? [200, { status: 'succeeded' }] : undefined,
    );
    const { store } = buyerStore({
      subscription: subscription('oneMonth'),
      flags: { 'upsell-funnel-active-durations': ['oneMonth'] },
    });
    const { location } = open(store);
    expect(screen.getByTestId('ebook-headline').textContent).toBe(
      'Reach your goal weight with a clear plan for every day',
    );
    await price();
    fireEvent.click(screen.getByTestId('ebook-waiver'));
    fireEvent.click(screen.getByTestId('ebook-buy'));
    await waitFor(() => expect(location()).toBe('/update_subscription'));
    expect(calls.find((call) => call.path === PURCHASE)?.body).toEqual({
      priceId: 'price_ebookV1_ebookV1_eur',
      currency: 'eur',
      withDiscount: true,
      immediateDeliveryConsent: true,
    });
    expect(calls.map((call) => call.path)).toContain(
      pathOf(endpoints.getProducts, { groupId: 'ebookV1' }),
    );
    expect(eventOf('web_purchaseSuccess')).toMatchObject({
      channel: 'stripe',
      product: 'ebook',
      value: 9.99,
      currency: 'EUR',
    });
    expect(events()).toEqual(expect.arrayContaining(['web_goto_36_ebook', 'web_commit_36_ebook']));
  });

  it('does not buy until the waiver box is ticked (§356(5) BGB): it says why, and nothing is sent', async () => {
    const calls = stubApi((call) =>
      call.path === PURCHASE ? [200, { status: 'succeeded' }] : undefined,
    );
    const { store } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await price();
    const waiver = screen.getByTestId('ebook-waiver') as HTMLInputElement;
    expect(waiver.checked).toBe(false);
    expect(waiver.closest('label')?.textContent).toBe(
      'I expressly agree that Fastwell starts delivering the e-book before the withdrawal period ends. I understand that I thereby lose my right of withdrawal for the e-book.',
    );
    expect(screen.getByTestId('ebook-buy').textContent).toBe('Order e-book with obligation to pay');
    fireEvent.click(screen.getByTestId('ebook-buy'));
    expect(
      await screen.findByText(
        'Please confirm immediate delivery to buy the e-book, or continue without it.',
      ),
    ).toBeTruthy();
    expect(waiver.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === PURCHASE)).toBe(false);
    expect(location()).toBe('/ebook_purchase');
    fireEvent.click(waiver);
    expect(waiver.getAttribute('aria-invalid')).toBe('false');
  });

  it('declines to the final route when the upsell is off, and blocks back meanwhile', async () => {
    const calls = stubApi();
    const { store } = buyerStore({ subscription: subscription('oneMonth'), isAnonymous: false });
    const { location } = open(store);
    await price();
    for (let press = 0; press < 2; press += 1) {
      // The guard entry is on top before back is pressed.
      await waitFor(() =>
        expect(screen.getByTestId('location').dataset.state).toContain('fastwellBackGuard'),
      );
      pressBack();
      await waitFor(() => expect(location()).toBe('/ebook_purchase'));
    }
    fireEvent.click(screen.getByTestId('ebook-decline'));
    await waitFor(() => expect(location()).toBe('/download'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(eventOf('web_commit_36_ebook')).toMatchObject({ choice: 'decline' });
  });

  it('keeps back when the upsell follows', async () => {
    stubApi();
    const { location } = open(
      buyerStore({
        subscription: subscription('trial'),
        flags: { 'upsell-funnel-active-durations': ['trial'] },
      }).store,
    );
    await price();
    pressBack();
    await waitFor(() => expect(location()).toBe('/payment'));
  });

  it('confirms the card on 402 requires_payment_method; a decline is a toast', async () => {
    stubApi((call) =>
      call.path === PURCHASE
        ? [
            402,
            {
              error: { code: 'requires_payment_method', message: 'card needed' },
              clientSecret: 'pi_9_secret_9',
            },
          ]
        : undefined,
    );
    const { store, stripe } = buyerStore({ subscription: subscription('oneMonth') });
    stripe.confirmCardPayment.mockResolvedValue({ error: { code: 'card_declined' } });
    const { location } = open(store);
    await price();
    fireEvent.click(screen.getByTestId('ebook-waiver'));
    fireEvent.click(screen.getByTestId('ebook-buy'));
    await waitFor(() => expect(store.ui.notices).toHaveLength(1));
    expect(stripe.confirmCardPayment.mock.calls[0]?.[0]).toBe('pi_9_secret_9');
    expect(store.ui.notices[0]?.messageKey).toBe('payment.declined');
    expect(location()).toBe('/ebook_purchase');
    expect(events()).not.toContain('web_purchaseSuccess');
  });

  it('too many attempts (429) is a toast asking to try again in a moment; nothing is charged', async () => {
    stubApi((call) =>
      call.path === PURCHASE
        ? [429, { error: { code: 'rate-limited', message: 'Too many attempts' } }]
        : undefined,
    );
    const { store, stripe } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await price();
    fireEvent.click(screen.getByTestId('ebook-waiver'));
    fireEvent.click(screen.getByTestId('ebook-buy'));
    await waitFor(() => expect(store.ui.notices).toHaveLength(1));
    expect(store.ui.notices[0]?.messageKey).toBe('errors.rateLimited');
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(location()).toBe('/ebook_purchase');
  });

  it('completes the purchase when the buyer returns from a passed 3-D Secure page', async () => {
    stubApi();
    const { store, stripe } = buyerStore({ subscription: subscription('oneMonth') });
    stripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: { status: 'succeeded', amount: 1000, currency: 'eur' },
    });
    const { location } = open(
      store,
      '?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_9&redirect_status=succeeded',
    );
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_9_secret_9');
    expect(eventOf('web_purchaseSuccess')).toMatchObject({ product: 'ebook', value: 10 });
  });
});
