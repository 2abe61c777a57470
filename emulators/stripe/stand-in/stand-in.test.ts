// @vitest-environment jsdom
import { getByLabelText } from '@testing-library/dom';
import type { Stripe as StripeJs } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { type EmulatorFixture } from '../testing/emulator-fixture.js';
import {
  RETURN_URL,
  mountPaymentElement,
  paymentSecret,
  useStandIn,
  stubNavigation,
} from '../testing/stand-in-harness.js';
import { cardInputs, fillCard } from '../testing/stand-in-loader.js';

let fixture: EmulatorFixture;
let stripe: StripeJs;

useStandIn((standIn) => {
  ({ fixture, stripe } = standIn);
});

describe('stand-in Stripe.js in jsdom', () => {
  it('defines window.Stripe as loadStripe expects', () => {
    const constructor: unknown = Object.getOwnPropertyDescriptor(window, 'Stripe')?.value;
    expect(typeof constructor).toBe('function');
    expect({ ...(constructor as object) }).toMatchObject({
      version: 'endive',
      apiBase: fixture.emulator.url,
    });
    const methods = [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      'confirmPayment',
      'confirmSetup',
    ];
    for (const method of [
      ...methods,
      'retrievePaymentIntent',
      'retrieveSetupIntent',
      'registerAppInfo',
    ]) {
      expect(typeof Reflect.get(stripe, method)).toBe('function');
    }
  });

  it('renders an accessible card form and reports change events', async () => {
    const elements = stripe.elements({ clientSecret: (await paymentSecret(fixture)).secret });
    const { element, host } = await mountPaymentElement(elements);
    const number = getByLabelText(host, 'Card number') as HTMLInputElement;
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(Number.parseInt(number.style.minHeight, 10)).toBeGreaterThanOrEqual(44);
    expect((getByLabelText(host, 'Expiration date') as HTMLInputElement).placeholder).toBe(
      'MM / YY',
    );
    expect(getByLabelText(host, 'Security code').getAttribute('autocomplete')).toBe('cc-csc');
    const changes: { complete: boolean; empty: boolean }[] = [];
    element.on('change', (event) => changes.push({ complete: event.complete, empty: event.empty }));
    fillCard(host, '4242424242424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(changes.at(-1)).toEqual({ complete: true, empty: false });
  });

  it('submit() reports incomplete fields inline and as a validation_error', async () => {
    const elements = stripe.elements({ clientSecret: (await paymentSecret(fixture)).secret });
    const { host } = await mountPaymentElement(elements);
    cardInputs(host).number.value = '4242 42';
    const result = await elements.submit();
    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    const alerts = [...host.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts).toContain('Your card number is incomplete.');
    fillCard(host, '4242424242424242');
    await expect(elements.submit()).resolves.toEqual({});
  });

  it('confirmPayment with 4242 redirects to return_url with the payment intent query', async () => {
    const assign = stubNavigation();
    const { secret, paymentIntentId, subscription } = await paymentSecret(fixture);
    const elements = stripe.elements({ clientSecret: secret });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, '4242424242424242');
    let settled = false;
    void stripe
      .confirmPayment({ elements, confirmParams: { return_url: RETURN_URL } })
      .then(() => (settled = true));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/payment');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      subscriptionId: 'sub_1',
      selectedPackageId: 'oneMonthV8',
      payment_intent: paymentIntentId,
      payment_intent_client_secret: secret,
      redirect_status: 'succeeded',
    });
    expect(settled).toBe(false);
    await expect(stripe.retrievePaymentIntent(secret)).resolves.toMatchObject({
      paymentIntent: { id: paymentIntentId, status: 'succeeded' },
    });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('confirmPayment with 4000 0000 0000 0002 resolves { error } card_declined without navigating', async () => {
    const assign = stubNavigation();
    const { secret, paymentIntentId } = await paymentSecret(fixture);
    const elements = stripe.elements({ clientSecret: secret });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, '4000 0000 0000 0002');
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: RETURN_URL },
    });
    expect(result.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      payment_intent: { id: paymentIntentId, status: 'requires_payment_method' },
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
