// @vitest-environment jsdom
import { getByRole } from '@testing-library/dom';
import type {
  Stripe as StripeJs,
  StripeElements,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { answerChallenge, CARDS } from '../testing/billing-fixture.js';
import { createCheckoutSubscription, type EmulatorFixture } from '../testing/emulator-fixture.js';
import {
  RETURN_URL,
  mountPaymentElement,
  paymentSecret,
  setStandInWallets,
  useStandIn,
  stubNavigation,
} from '../testing/stand-in-harness.js';
import { fillCard } from '../testing/stand-in-loader.js';

let fixture: EmulatorFixture;
let stripe: StripeJs;

useStandIn((standIn) => {
  ({ fixture, stripe } = standIn);
});

interface WalletEvent {
  expressPaymentType: string;
  resolve?: () => void;
  paymentFailed?: () => void;
}

async function mountExpress(
  elements: StripeElements,
  options: StripeExpressCheckoutElementOptions = {},
) {
  const host = document.createElement('div');
  document.body.append(host);
  const express = elements.create('expressCheckout', options);
  const ready = new Promise<unknown>((resolve) => express.on('ready', resolve));
  const change = new Promise<unknown>((resolve) =>
    express.on('availablepaymentmethodschange', resolve),
  );
  express.mount(host);
  return { express, host, ready: await ready, change: await change };
}

const walletButtons = (host: HTMLElement) =>
  [...host.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));

const deferred = () => stripe.elements({ mode: 'subscription', amount: 2999, currency: 'eur' });

describe('stand-in Stripe.js: express checkout element', () => {
  it('renders Apple Pay and Google Pay buttons; click → resolve → confirm → confirmPayment pays', async () => {
    const { secret, subscription } = await paymentSecret(fixture);
    const elements = stripe.elements({ clientSecret: secret });
    const { express, host, ready } = await mountExpress(elements);
    expect(ready).toMatchObject({ availablePaymentMethods: { applePay: true, googlePay: true } });
    const apple = getByRole(host, 'button', { name: 'Pay with Apple Pay' });
    const google = getByRole(host, 'button', { name: 'Pay with Google Pay' });
    for (const button of [apple, google])
      expect(Number.parseInt(button.style.minHeight, 10)).toBeGreaterThanOrEqual(44);
    const clicks: WalletEvent[] = [];
    const confirms: WalletEvent[] = [];
    express.on('click', (event) => {
      clicks.push(event);
      event.resolve();
    });
    const confirmed = new Promise<void>((resolve) =>
      express.on('confirm', (event) => {
        confirms.push(event);
        resolve();
      }),
    );
    apple.click();
    await confirmed;
    expect(clicks).toMatchObject([{ expressPaymentType: 'apple_pay' }]);
    expect(confirms).toMatchObject([{ expressPaymentType: 'apple_pay' }]);
    expect(typeof confirms[0]?.paymentFailed).toBe('function');
    await expect(elements.submit()).resolves.toEqual({});
    const result = await stripe.confirmPayment({
      elements,
      clientSecret: secret,
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
    expect(result.paymentIntent).toMatchObject({ status: 'succeeded' });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('confirms directly without a click listener, and cancels when the click is never resolved', async () => {
    const elements = stripe.elements({ mode: 'payment', amount: 1999, currency: 'eur' });
    const { express, host } = await mountExpress(elements);
    const confirm = new Promise<WalletEvent>((resolve) => express.on('confirm', resolve));
    getByRole(host, 'button', { name: 'Pay with Google Pay' }).click();
    await expect(confirm).resolves.toMatchObject({ expressPaymentType: 'google_pay' });

    const cancel = vi.fn();
    express.on('click', () => undefined);
    express.on('cancel', cancel);
    getByRole(host, 'button', { name: 'Pay with Apple Pay' }).click();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(cancel).toHaveBeenCalledWith(
      expect.objectContaining({ expressPaymentType: 'apple_pay' }),
    );
  });
});

describe("stand-in Stripe.js: the Express Checkout Element's documented options", () => {
  it('paymentMethods "never" leaves a wallet out; ready and availablepaymentmethodschange say which render', async () => {
    const { host, ready, change } = await mountExpress(deferred(), {
      paymentMethods: { applePay: 'auto', googlePay: 'never', link: 'never', paypal: 'never' },
    });
    expect(walletButtons(host)).toEqual(['Pay with Apple Pay']);
    expect(ready).toEqual({
      elementType: 'expressCheckout',
      availablePaymentMethods: {
        applePay: true,
        googlePay: false,
        link: false,
        paypal: false,
        amazonPay: false,
        klarna: false,
      },
    });
    expect(change).toMatchObject({
      elementType: 'expressCheckout',
      paymentMethods: { applePay: { available: true }, googlePay: { available: false } },
    });
  });

  it('no button to render: nothing in the mount node, availablePaymentMethods undefined', async () => {
    const { host, ready, change } = await mountExpress(deferred(), {
      paymentMethods: { applePay: 'never', googlePay: 'never' },
    });
    expect(host.innerHTML).toBe('');
    expect(ready).toEqual({ elementType: 'expressCheckout', availablePaymentMethods: undefined });
    expect(change).toEqual({ elementType: 'expressCheckout', paymentMethods: undefined });
  });

  it('a browser without Apple Pay shows no Apple Pay button, even with "always"', async () => {
    setStandInWallets({ applePay: false });
    const { host, ready } = await mountExpress(deferred(), {
      paymentMethods: { applePay: 'always', googlePay: 'never' },
    });
    expect(walletButtons(host)).toEqual([]);
    expect(ready).toMatchObject({ availablePaymentMethods: undefined });
  });

  it('paymentMethodOrder sorts the buttons, also after update()', async () => {
    const { express, host } = await mountExpress(deferred(), {
      paymentMethodOrder: ['google_pay', 'apple_pay'],
    });
    expect(walletButtons(host)).toEqual(['Pay with Google Pay', 'Pay with Apple Pay']);
    express.update({ paymentMethodOrder: ['apple_pay'] });
    expect(walletButtons(host)).toEqual(['Pay with Apple Pay', 'Pay with Google Pay']);
  });

  it('one Express Checkout Element per Elements group; one wallet per group works side by side', async () => {
    const apple = deferred();
    apple.create('expressCheckout');
    expect(() => apple.create('expressCheckout')).toThrow(
      'Can only create one Element of type expressCheckout.',
    );
    const google = deferred();
    const { express, host } = await mountExpress(google, {
      paymentMethods: { applePay: 'never' },
    });
    const confirm = new Promise<WalletEvent>((resolve) => express.on('confirm', resolve));
    getByRole(host, 'button', { name: 'Pay with Google Pay' }).click();
    await expect(confirm).resolves.toMatchObject({ expressPaymentType: 'google_pay' });
    await expect(google.submit()).resolves.toEqual({});
  });
});

describe('stand-in Stripe.js: 3-D Secure', () => {
  it.each(['always', 'if_required'] as const)(
    'confirmPayment (redirect: %s) follows next_action to the challenge; Complete returns succeeded',
    async (redirect) => {
      const assign = stubNavigation();
      const { secret, paymentIntentId, subscription } = await paymentSecret(fixture);
      const elements = stripe.elements({ clientSecret: secret });
      const { host } = await mountPaymentElement(elements);
      fillCard(host, CARDS.threeDSecure);
      const confirmParams = { return_url: RETURN_URL };
      void (redirect === 'always'
        ? stripe.confirmPayment({ elements, confirmParams, redirect })
        : stripe.confirmPayment({ elements, confirmParams, redirect }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const challenge = assign.mock.calls[0]?.[0] ?? '';
      expect(challenge).toMatch(
        new RegExp(`^${fixture.emulator.url}/3ds/${paymentIntentId}\\?client_secret=`),
      );
      const answer = await answerChallenge(challenge, 'complete');
      const target = new URL(answer.location);
      expect(Object.fromEntries(target.searchParams)).toMatchObject({
        payment_intent: paymentIntentId,
        payment_intent_client_secret: secret,
        redirect_status: 'succeeded',
      });
      await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
        status: 'active',
      });
    },
  );

  it('Fail returns redirect_status=failed, the intent needs a new payment method, the subscription stays incomplete', async () => {
    const assign = stubNavigation();
    const { secret, paymentIntentId, subscription } = await paymentSecret(fixture);
    const elements = stripe.elements({ clientSecret: secret });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, CARDS.threeDSecure);
    void stripe.confirmPayment({ elements, confirmParams: { return_url: RETURN_URL } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const answer = await answerChallenge(assign.mock.calls[0]?.[0] ?? '', 'fail');
    expect(new URL(answer.location).searchParams.get('redirect_status')).toBe('failed');
    await expect(stripe.retrievePaymentIntent(secret)).resolves.toMatchObject({
      paymentIntent: {
        id: paymentIntentId,
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      },
    });
    await expect(fixture.stripe.subscriptions.retrieve(subscription.id)).resolves.toMatchObject({
      status: 'incomplete',
    });
  });

  it('confirmSetup with the 3-D Secure card: challenge, then setup_intent query on return', async () => {
    const assign = stubNavigation();
    const { subscription } = await createCheckoutSubscription(fixture.stripe, { trialDays: 7 });
    const setupIntent = subscription.pending_setup_intent;
    if (!setupIntent || typeof setupIntent === 'string' || !setupIntent.client_secret)
      throw new Error('no setup intent');
    const elements = stripe.elements({ clientSecret: setupIntent.client_secret });
    const { host } = await mountPaymentElement(elements);
    fillCard(host, CARDS.threeDSecure);
    void stripe.confirmSetup({ elements, confirmParams: { return_url: RETURN_URL } });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const answer = await answerChallenge(assign.mock.calls[0]?.[0] ?? '', 'complete');
    const target = new URL(answer.location);
    expect(target.searchParams.get('setup_intent')).toBe(setupIntent.id);
    expect(target.searchParams.get('setup_intent_client_secret')).toBe(setupIntent.client_secret);
    expect(target.searchParams.get('redirect_status')).toBe('succeeded');
    const after = await fixture.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ status: 'trialing', pending_setup_intent: null });
  });
});
