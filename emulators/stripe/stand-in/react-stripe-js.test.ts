// @vitest-environment jsdom
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe as StripeJs, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure/index.js';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement, StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createCheckoutSubscription,
  expandedInvoice,
  startFixture,
  TEST_PUBLISHABLE_KEY,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';
import { fillCard, loadStandInScript } from '../testing/stand-in-loader.js';

let fixture: EmulatorFixture;
let stripePromise: Promise<StripeJs | null>;

beforeAll(async () => {
  fixture = await startFixture();
  await loadStandInScript(fixture.emulator.url);
  stripePromise = loadStripe(TEST_PUBLISHABLE_KEY);
});
afterAll(() => fixture.emulator.close());
afterEach(() => cleanup());

describe('stand-in Stripe.js under @stripe/react-stripe-js', () => {
  it('mounts <PaymentElement> in StrictMode and confirms through useStripe/useElements', async () => {
    const stripe = await stripePromise;
    if (!stripe) throw new Error('no stripe');
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    const clientSecret = expandedInvoice(subscription).confirmation_secret?.client_secret ?? '';
    const captured: { stripe: StripeJs | null; elements: StripeElements | null } = {
      stripe: null,
      elements: null,
    };
    function Capture() {
      captured.stripe = useStripe();
      captured.elements = useElements();
      return null;
    }
    const onReady = vi.fn();
    const onChange = vi.fn();
    const { container } = render(
      createElement(
        StrictMode,
        null,
        createElement(
          Elements,
          { stripe, options: { clientSecret } },
          createElement(PaymentElement, { onReady, onChange }),
          createElement(Capture),
        ),
      ),
    );
    await vi.waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(container.querySelectorAll('input[autocomplete="cc-number"]')).toHaveLength(1);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    fillCard(container, '4242424242424242');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ elementType: 'payment', complete: true, value: { type: 'card' } }),
    );
    const { stripe: hookStripe, elements } = captured;
    if (!hookStripe || !elements) throw new Error('hooks did not provide stripe/elements');
    const result = await hookStripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: 'http://localhost:3000/payment' },
    });
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('accepts the loadStripe promise as the stripe prop', async () => {
    const onReady = vi.fn();
    render(
      createElement(
        Elements,
        { stripe: stripePromise, options: { mode: 'subscription', amount: 2999, currency: 'eur' } },
        createElement(PaymentElement, { onReady }),
      ),
    );
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Expiration date')).toBeTruthy();
  });
});
