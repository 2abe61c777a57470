import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock/system-clock.adapter';
import { PayPalSubscriptionProvider } from '../paypal/paypal-subscription-provider.adapter';
import { StripeSubscriptionProvider } from '../stripe/stripe-subscription-provider.adapter';
import type { SubscriptionProvider } from './subscription-provider.port';
import { usePaymentApp } from '../../testing/payment-app';
import { startPayPalFixture } from '../../testing/paypal-emulator';
import type { PayPalFixture } from '../../testing/paypal-emulator';
import { subscriber } from '../../testing/stripe-subscriber';

interface Setup {
  provider: () => SubscriptionProvider;
  /** A paid, active subscription at that provider; answers its id. */
  activeSubscription: () => Promise<string>;
}

/** What the use cases rely on from `suspend` and `cancelNow`, whichever provider answers. */
function behavesAsProvider({ provider, activeSubscription }: Setup) {
  const viewOf = async (id: string) => {
    const found = await provider().retrieve(id);
    if (!found) throw new Error(`${id} not found`);
    return found.view;
  };

  it('suspend stops billing with no end until unpause resumes it', async () => {
    const id = await activeSubscription();
    await provider().suspend(id, 'held by a test');
    expect((await viewOf(id)).pause_collection).toEqual({ behavior: 'void', resumes_at: null });
    await provider().unpause(id, 'released by a test');
    expect((await viewOf(id)).pause_collection).toBeNull();
  });

  it('cancelNow ends the contract now; asked again it answers false', async () => {
    const id = await activeSubscription();
    await expect(provider().cancelNow(id, 'cancelled by a test')).resolves.toBe(true);
    expect((await viewOf(id)).canceled_at).not.toBeNull();
    await expect(provider().cancelNow(id, 'cancelled again')).resolves.toBe(false);
  });
}

describe('StripeSubscriptionProvider', () => {
  const payment = usePaymentApp();
  behavesAsProvider({
    provider: () => new StripeSubscriptionProvider(payment.stripe.stripe, systemClock),
    activeSubscription: async () =>
      (await subscriber(payment, 'price_v8_oneMonthV8_eur')).subscriptionId,
  });
});

describe('PayPalSubscriptionProvider', () => {
  let paypal: PayPalFixture;
  beforeAll(async () => {
    paypal = await startPayPalFixture();
  });
  afterAll(async () => {
    await paypal.close();
  });
  behavesAsProvider({
    provider: () => new PayPalSubscriptionProvider(paypal.client, systemClock),
    activeSubscription: async () => {
      const id = await paypal.createSubscription('P-v8_oneMonthV8_eur', 'uid-of-a-test');
      await paypal.approve(id);
      return id;
    },
  });
});
