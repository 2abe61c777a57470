// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Stripe as StripeJs } from '@stripe/stripe-js';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  paymentSecret,
  setStandInWallets,
  stubNavigation,
  useStandIn as registerStandIn,
} from '../../../../emulators/stripe/testing/stand-in-harness';
import type { EmulatorFixture } from '../../../../emulators/stripe/testing/emulator-fixture';
import { FRENCH_PRODUCTS } from './testing/checkout-harness';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import en from '../../../public/onboarding/locales/en/translation.json';
import { PaymentModal } from './payment-modal';

let fixture: EmulatorFixture;
let stripe: StripeJs;
registerStandIn((standIn) => {
  ({ fixture, stripe } = standIn);
});
afterEach(cleanup);

/** The real modal with the stand-in Stripe.js (no PayPal: its order is the e2e's). */
async function renderModal(countryCode = 'FR') {
  const store = createTestStore();
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
    store.checkout.products = { ...FRENCH_PRODUCTS, countryCode };
  });
  store.checkout.openModal('one');
  render(
    <TestProviders store={store} path="/payment">
      <PaymentModal flow="onboarding" />
    </TestProviders>,
  );
  const modal = await screen.findByTestId('payment-modal');
  return { modal, createSubscription };
}

/** The blocks in page order, each with the "or" above it (if any) and the wallet buttons in it. */
function blocks(modal: HTMLElement) {
  return [...modal.querySelectorAll<HTMLElement>('[data-payment-method]')].map((block) => ({
    method: block.dataset.paymentMethod,
    or: block.firstElementChild?.textContent === en.payment.or,
    buttons: [...block.querySelectorAll('button[data-wallet]')].map((button) =>
      button.getAttribute('aria-label'),
    ),
  }));
}

const cardFormReady = async (modal: HTMLElement) =>
  waitFor(() => expect(modal.querySelector('form')?.dataset.state).toBe('ready'));

describe('the payment methods of the modal (spec 02 §9)', () => {
  it.each(['FR', 'DE'])(
    '%s without PayPal: Apple Pay, or, the card form, or, Google Pay, one wallet per block',
    async (country) => {
      const { modal } = await renderModal(country);
      await cardFormReady(modal);
      await within(modal).findByRole('button', { name: 'Pay with Google Pay' });
      expect(blocks(modal)).toEqual([
        { method: 'apple_pay', or: false, buttons: ['Pay with Apple Pay'] },
        { method: 'card', or: true, buttons: [] },
        { method: 'google_pay', or: true, buttons: ['Pay with Google Pay'] },
      ]);
    },
  );

  it('a browser without Apple Pay gets no Apple Pay block and no "or" above the card form', async () => {
    setStandInWallets({ applePay: false });
    const { modal } = await renderModal();
    await cardFormReady(modal);
    await waitFor(() =>
      expect(blocks(modal).map((block) => block.method)).not.toContain('apple_pay'),
    );
    expect(blocks(modal)).toEqual([
      { method: 'card', or: false, buttons: [] },
      { method: 'google_pay', or: true, buttons: ['Pay with Google Pay'] },
    ]);
  });

  it('a browser with neither wallet shows the card form alone', async () => {
    setStandInWallets({ applePay: false, googlePay: false });
    const { modal } = await renderModal();
    await cardFormReady(modal);
    await waitFor(() =>
      expect(blocks(modal)).toEqual([{ method: 'card', or: false, buttons: [] }]),
    );
  });

  it('Google Pay pays through its own Elements group and redirects to the return URL', async () => {
    const { modal, createSubscription } = await renderModal();
    fireEvent.change(within(modal).getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'buyer@example.com' },
    });
    const google = await within(modal).findByRole('button', { name: 'Pay with Google Pay' });
    const assign = stubNavigation();
    await act(async () => {
      fireEvent.click(google);
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(createSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'one' }),
      'buyer@example.com',
      'en',
    );
    expect(String(assign.mock.calls[0]?.[0])).toContain('redirect_status=succeeded');
  });
});
