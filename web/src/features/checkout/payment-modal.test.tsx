// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Stripe as StripeJs, StripeElements } from '@stripe/stripe-js';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  paymentSecret,
  stubNavigation,
  useStandIn as registerStandIn,
} from '../../../../emulators/stripe/testing/stand-in-harness';
import type { EmulatorFixture } from '../../../../emulators/stripe/testing/emulator-fixture';
import { fillCard } from '../../../../emulators/stripe/testing/stand-in-loader';
import { CARDS } from '../../../../emulators/stripe/testing/billing-fixture';
import { ApiError } from '../../shared/services/api-error';
import { FRENCH_PRODUCTS } from './testing/checkout-harness';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import en from '../../../public/onboarding/locales/en/translation.json';
import { PaymentModal } from './payment-modal';

let fixture: EmulatorFixture;
let stripe: StripeJs;
registerStandIn((standIn) => {
  ({ fixture, stripe } = standIn);
});
// Registered after the harness, so it runs first: React unmounts before the body is cleared.
afterEach(cleanup);

/** The real modal with the stand-in Stripe.js; only the API call that creates the subscription is faked. */
async function renderModal(setup: { accountEmail?: string; discount?: boolean } = {}) {
  const store = createTestStore();
  if (setup.discount) window.localStorage.setItem('dc', 'true');
  if (setup.accountEmail) {
    const email = setup.accountEmail;
    runInAction(() => {
      store.session.user = { uid: 'u1', isAnonymous: false, email, displayName: null };
    });
  }
  const { secret, subscription } = await paymentSecret(fixture);
  const createSubscription = vi.fn(() =>
    Promise.resolve({
      type: 'payment' as const,
      subscriptionId: subscription.id,
      clientSecret: secret,
    }),
  );
  store.checkoutPayment.createSubscription = createSubscription;
  store.services.stripeLoader.load = () => Promise.resolve(stripe);
  runInAction(() => {
    store.checkout.products = FRENCH_PRODUCTS;
  });
  store.checkout.openModal('one');
  render(
    <TestProviders store={store} path="/payment">
      <PaymentModal flow="onboarding" />
    </TestProviders>,
  );
  const modal = await screen.findByTestId('payment-modal');
  return { store, modal, createSubscription };
}

/** Records the options of every Element the modal creates, as Stripe.js receives them. */
function recordCreatedElements(): { type: string; options: unknown }[] {
  const created: { type: string; options: unknown }[] = [];
  const makeGroup = stripe.elements.bind(stripe) as (options?: unknown) => StripeElements;
  const spy = vi.spyOn(stripe, 'elements').mockImplementation(((options?: unknown) => {
    const group = makeGroup(options);
    const create = group.create.bind(group) as (type: string, options?: unknown) => unknown;
    Object.assign(group, {
      create: (type: string, elementOptions?: unknown) => {
        created.push({ type, options: elementOptions });
        return create(type, elementOptions);
      },
    });
    return group;
  }) as StripeJs['elements']);
  onTestFinished(() => spy.mockRestore());
  return created;
}

const cardNumber = (modal: HTMLElement) =>
  within(modal).getByLabelText<HTMLInputElement>('Card number');

const form = (modal: HTMLElement) => {
  const found = modal.querySelector('form');
  if (!found) throw new Error('no payment form');
  return found;
};

describe('payment modal', () => {
  it('is loading until the Payment Element is ready, then ready with the price summary', async () => {
    const { modal } = await renderModal();
    expect(within(modal).getByTestId('payment-total').textContent).toBe('€29.99');
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    expect(within(modal).getByTestId('pay')).toHaveProperty('disabled', false);
    expect(within(modal).getByTestId('renewal-terms').textContent).toBe(
      'Your plan renews at €29.99 every month until you cancel.',
    );
  });

  it('sums up an introductory price against the price that follows, no discount row, VAT included (§11 PAngV)', async () => {
    const { modal } = await renderModal({ discount: true });
    const rows = [...modal.querySelectorAll('dl > div')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [`${en.payment.packages['1']} · First month (introductory price)`, '€14.99'],
      ['Then per month', '€29.99'],
      ['Total today', '€14.99'],
    ]);
    expect(within(modal).queryByText(/discount/i)).toBeNull();
    expect(within(modal).getByTestId('summary-vat').textContent).toBe('All prices include VAT.');
    expect(within(modal).getByTestId('renewal-terms').textContent).toBe(
      'You pay €14.99 for your first month. After that, your plan renews at €29.99 every month until you cancel.',
    );
  });

  it('fills in the signed-in account’s e-mail when the questionnaire has none', async () => {
    const { modal } = await renderModal({ accountEmail: 'member@example.com' });
    expect(within(modal).getByRole('textbox', { name: /e-mail/i })).toHaveProperty(
      'value',
      'member@example.com',
    );
  });

  it('requires an e-mail before anything is created', async () => {
    const { modal, createSubscription } = await renderModal();
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    fireEvent.change(within(modal).getByRole('textbox', { name: /e-mail/i }), {
      target: { value: '' },
    });
    fireEvent.click(within(modal).getByTestId('pay'));
    expect(await within(modal).findByText(en.errors.emailRequired)).toBeTruthy();
    expect(createSubscription).not.toHaveBeenCalled();
  });

  it('shows the decline in the form and as a toast, then the visitor can pay again', async () => {
    const { store, modal, createSubscription } = await renderModal();
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    fireEvent.change(within(modal).getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'Buyer@Example.COM ' },
    });
    fillCard(modal, CARDS.declined);
    const notices: string[] = [];
    store.ui.noticeShown = (id) => notices.push(String(id));
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('pay'));
    });
    await waitFor(() => expect(form(modal).dataset.state).toBe('error'));
    expect(within(modal).getByTestId('payment-error').textContent).toBe(en.payment.declined);
    expect(store.ui.notices.map((notice) => notice.messageKey)).toContain('payment.declined');
    expect(createSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'one' }),
      'buyer@example.com',
      'en',
    );
    const assign = stubNavigation();
    fillCard(modal, CARDS.visa);
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('pay'));
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]?.[0])).toContain('subscriptionId=');
  });

  it('a refusal because the user already has premium closes the sheet: the checkout screen says so', async () => {
    const { store, modal, createSubscription } = await renderModal();
    createSubscription.mockImplementation(() =>
      Promise.reject(new ApiError(409, 'already-subscribed', 'The user already has premium')),
    );
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    fireEvent.change(within(modal).getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'buyer@example.com' },
    });
    fillCard(modal, CARDS.visa);
    await act(async () => {
      fireEvent.click(within(modal).getByTestId('pay'));
    });
    await waitFor(() => expect(store.checkout.modalOpen).toBe(false));
    expect(store.checkout.isPurchaseAvailable).toBe(false);
    expect(store.checkout.paymentError).toBeNull();
    expect(store.ui.notices).toHaveLength(0);
  });

  it('ignores closing while a payment runs, and opens the benefit modal on the first close', async () => {
    const { store } = await renderModal();
    let finish: () => void = () => undefined;
    void store.ui.whileBlocked(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(store.checkout.requestClose()).toBe(false);
    expect(store.checkout.modalOpen).toBe(true);
    await act(async () => finish());
    expect(store.checkout.requestClose()).toBe(true);
    expect(store.checkout.benefitModalOpen).toBe(true);
    store.checkout.closeBenefitModal();
    store.checkout.openModal();
    expect(store.checkout.requestClose()).toBe(true);
    expect(store.checkout.benefitModalOpen).toBe(false);
  });
});

describe('the card form of the payment modal', () => {
  it('prefers cartes_bancaires, then visa, then mastercard for a co-badged card (spec 02 §7)', async () => {
    const created = recordCreatedElements();
    const { modal } = await renderModal();
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    const payment = created.filter((element) => element.type === 'payment');
    expect(payment).toHaveLength(1);
    expect(payment[0]?.options).toMatchObject({
      defaultValues: { card: { network: ['cartes_bancaires', 'visa', 'mastercard'] } },
    });
  });

  it('a page restored from the back-forward cache gets a fresh form; a plain pageshow keeps it (spec 02 §4.4)', async () => {
    const { modal } = await renderModal();
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    fillCard(modal, CARDS.visa);
    expect(cardNumber(modal).value).not.toBe('');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(cardNumber(modal).value).not.toBe('');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(form(modal).dataset.state).toBe('ready'));
    await waitFor(() => expect(cardNumber(modal).value).toBe(''));
  });
});
