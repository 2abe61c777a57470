// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { derivePackages } from '../../../shared/domain/packages';
import { EURO_OFFERED_PRICES } from '../domain/catalogue.fixtures';
import { createTestStore, type TestStore } from '../../../app/testing/app-harness';
import { type FakeElementsStripe, fakeElementsStripe } from '../testing/checkout-harness';

const [, one] = derivePackages(EURO_OFFERED_PRICES, { withDiscount: false, order: 'original' });
if (!one) throw new Error('no packages');

type Created = { type: 'payment' | 'setup' } | { status: number; code: string };

/** createSubscription answers in turn (the last one repeats); records the bodies sent. */
function stubCreate(...answers: Created[]): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      if (!answer || 'status' in answer) {
        const error = { code: answer?.code ?? 'internal', message: 'refused' };
        return Promise.resolve(new Response(JSON.stringify({ error }), { status: 500 }));
      }
      const n = bodies.length;
      const created = {
        type: answer.type,
        subscriptionId: `sub_${n}`,
        clientSecret: `${answer.type === 'setup' ? 'seti' : 'pi'}_${n}_secret_x`,
      };
      return Promise.resolve(new Response(JSON.stringify(created), { status: 200 }));
    }),
  );
  return bodies;
}

const events = () => (window.dataLayer ?? []).map(({ event, code }) => ({ event, code }));

let store: TestStore;
let fake: FakeElementsStripe;

beforeEach(() => {
  store = createTestStore();
  store.services.auth.getIdToken = () => Promise.resolve('tok');
  fake = fakeElementsStripe();
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pay = (channel: 'card' | 'wallet' = 'card', email = ' Anna@Example.com ') =>
  store.checkoutPayment.payWithElements(
    { stripe: fake.stripe, elements: fake.elements },
    { pkg: one, email, channel, language: 'de' },
  );

describe('CheckoutPaymentStore.payWithElements (spec 02 §4.4)', () => {
  it('creates the subscription and confirms the payment, redirecting always', async () => {
    const bodies = stubCreate({ type: 'payment' });
    void pay();
    await vi.waitFor(() => expect(fake.confirmPayment).toHaveBeenCalledTimes(1));
    const returnUrl = new URL(window.location.pathname, window.location.origin);
    returnUrl.search = 'subscriptionId=sub_1&selectedPackageId=one&source=elements';
    expect(fake.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      clientSecret: 'pi_1_secret_x',
      confirmParams: {
        return_url: returnUrl.toString(),
        payment_method_data: { billing_details: { email: 'anna@example.com' } },
      },
      redirect: 'always',
    });
    expect(fake.confirmSetup).not.toHaveBeenCalled();
    expect(bodies).toMatchObject([{ priceId: 'one', email: 'anna@example.com', lang: 'de' }]);
    // Stripe.js is taking the buyer away: the form stays busy and the page blocked.
    expect(store.checkoutPayment.isSubmitting('card')).toBe(true);
    expect(store.ui.blocked).toBe(true);
    expect(store.checkout.paymentError).toBeNull();
  });

  it('confirms the setup when the subscription starts with a trial', async () => {
    stubCreate({ type: 'setup' });
    void pay();
    await vi.waitFor(() => expect(fake.confirmSetup).toHaveBeenCalledTimes(1));
    expect(fake.confirmSetup.mock.calls[0]?.[0]).toMatchObject({ clientSecret: 'seti_1_secret_x' });
    expect(fake.confirmPayment).not.toHaveBeenCalled();
  });

  it('a second press while one payment is under way does nothing', async () => {
    const bodies = stubCreate({ type: 'payment' });
    void pay();
    await vi.waitFor(() => expect(fake.confirmPayment).toHaveBeenCalledTimes(1));
    await expect(pay()).resolves.toBe(false);
    expect(fake.submit).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
  });

  it('answers false without Stripe.js or the elements, and sends nothing', async () => {
    const bodies = stubCreate({ type: 'payment' });
    const paid = await store.checkoutPayment.payWithElements(
      { stripe: null, elements: fake.elements },
      { pkg: one, email: 'a@b.co', channel: 'card', language: 'en' },
    );
    expect(paid).toBe(false);
    expect(fake.submit).not.toHaveBeenCalled();
    expect(bodies).toHaveLength(0);
  });

  it('a decline shows the declined message, logs it and frees the form', async () => {
    stubCreate({ type: 'payment' });
    const declined = { type: 'card_error', code: 'card_declined', message: 'Declined.' };
    fake.confirmPayment.mockResolvedValue({ error: declined });
    await expect(pay()).resolves.toBe(false);
    expect(store.checkout.paymentError).toEqual({ key: 'payment.declined' });
    expect(events()).toContainEqual({ event: 'web_purchaseException', code: 'card_declined' });
    expect(store.checkoutPayment.isSubmitting('card')).toBe(false);
    expect(store.ui.blocked).toBe(false);
  });

  it('a failed 3-D Secure check has its own message; a retry re-confirms the same purchase', async () => {
    const bodies = stubCreate({ type: 'payment' });
    const failed = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method.',
    };
    fake.confirmPayment.mockResolvedValue({ error: failed });
    await expect(pay()).resolves.toBe(false);
    expect(store.checkout.paymentError).toEqual({ key: 'payment.authenticationFailed' });
    await pay();
    expect(bodies).toHaveLength(1);
    expect(fake.confirmPayment.mock.calls[1]?.[0]).toMatchObject({ clientSecret: 'pi_1_secret_x' });
  });

  it('a wallet refusal without a code is logged under the channel', async () => {
    stubCreate({ type: 'payment' });
    fake.confirmPayment.mockResolvedValue({
      error: { type: 'api_error', message: 'Sheet failed' },
    });
    await expect(pay('wallet')).resolves.toBe(false);
    expect(store.checkout.paymentError).toEqual({
      key: 'payment.providerError',
      message: 'Sheet failed',
    });
    expect(events()).toContainEqual({ event: 'web_purchaseException', code: 'wallet' });
  });

  it('an attempt replaced in another tab is started anew on the next press', async () => {
    const bodies = stubCreate({ type: 'payment' });
    const replaced = {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'canceled',
      payment_intent: { status: 'canceled' },
    };
    fake.confirmPayment.mockResolvedValueOnce({ error: replaced });
    await expect(pay()).resolves.toBe(false);
    expect(store.checkout.paymentError).toEqual({ key: 'payment.attemptReplaced' });
    void pay();
    await vi.waitFor(() => expect(fake.confirmPayment).toHaveBeenCalledTimes(2));
    expect(bodies).toHaveLength(2);
    expect(fake.confirmPayment.mock.calls[1]?.[0]).toMatchObject({ clientSecret: 'pi_2_secret_x' });
  });

  it('incomplete fields stay in the form: no subscription, no message', async () => {
    const bodies = stubCreate({ type: 'payment' });
    fake.submit.mockResolvedValue({ error: { type: 'validation_error', code: 'incomplete' } });
    await expect(pay()).resolves.toBe(false);
    expect(bodies).toHaveLength(0);
    expect(store.checkout.paymentError).toBeNull();
    expect(fake.confirmPayment).not.toHaveBeenCalled();
  });

  it('a refused creation shows the general payment error and confirms nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubCreate({ status: 500, code: 'internal' });
    await expect(pay()).resolves.toBe(false);
    expect(store.checkout.paymentError).toEqual({ key: 'payment.generalError' });
    expect(fake.confirmPayment).not.toHaveBeenCalled();
    expect(store.checkoutPayment.isSubmitting('card')).toBe(false);
  });
});
