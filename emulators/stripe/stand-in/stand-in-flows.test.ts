// @vitest-environment jsdom
import type { Stripe as StripeJs } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { createCheckoutSubscription, type EmulatorFixture } from '../testing/emulator-fixture.js';
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

describe('stand-in Stripe.js: deferred intents, setup and element lifecycle', () => {
  it('supports deferred intents: elements({ mode }) + submit() + confirmPayment({ clientSecret, redirect: if_required })', async () => {
    const elements = stripe.elements({ mode: 'subscription', amount: 2999, currency: 'eur' });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, '4242424242424242');
    const { secret } = await paymentSecret(fixture);
    await expect(
      stripe.confirmPayment({
        elements,
        clientSecret: secret,
        redirect: 'if_required',
        confirmParams: {},
      }),
    ).rejects.toThrow(/elements.submit\(\)/);
    await expect(elements.submit()).resolves.toEqual({});
    const result = await stripe.confirmPayment({
      elements,
      clientSecret: secret,
      redirect: 'if_required',
      confirmParams: {},
    });
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
  });

  it('confirmSetup saves the card of a trial and redirects with the setup intent query', async () => {
    const assign = stubNavigation();
    const { subscription } = await createCheckoutSubscription(fixture.stripe, { trialDays: 7 });
    const setupIntent = subscription.pending_setup_intent;
    if (!setupIntent || typeof setupIntent === 'string' || !setupIntent.client_secret)
      throw new Error('no setup intent');
    const elements = stripe.elements({ clientSecret: setupIntent.client_secret });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, '4242424242424242');
    void stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(target.searchParams.get('setup_intent')).toBe(setupIntent.id);
    expect(target.searchParams.get('setup_intent_client_secret')).toBe(setupIntent.client_secret);
    expect(target.searchParams.get('redirect_status')).toBe('succeeded');
    const after = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(after.default_payment_method).toMatch(/^pm_/);
  });

  it('allows create → mount → destroy → create again (StrictMode), but one live payment element per group', async () => {
    const elements = stripe.elements({ clientSecret: (await paymentSecret(fixture)).secret });
    const { element } = await mountPaymentElement(elements);
    expect(() => elements.create('payment')).toThrow(/one Element of type payment/);
    element.destroy();
    expect(elements.getElement('payment')).toBeNull();
    const { host } = await mountPaymentElement(elements);
    expect(cardInputs(host).number).toBeTruthy();
    const express = elements.create('expressCheckout');
    const ready = new Promise<void>((resolve) => express.on('ready', () => resolve()));
    express.mount(document.createElement('div'));
    await expect(ready).resolves.toBeUndefined();
  });
});
