// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionView } from '../domain/subscription';
import { createTestStore } from '../../app/testing/app-harness';
import type { TestStore } from '../../app/testing/app-harness';

const calls: string[] = [];

/** The API at the network boundary: confirmPaypalSubscription answers with the given status. */
function confirmAnswers(status: number | 'network') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url.replace('/api', ''));
      if (status === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      const body =
        status === 200
          ? { subscription: { id: 'I-1' } }
          : { error: { code: status === 429 ? 'rate-limited' : 'x', message: 'PayPal said no' } };
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
}

let store: TestStore;
beforeEach(() => {
  calls.length = 0;
  store = createTestStore();
  store.services.auth.getIdToken = () => Promise.resolve('tok');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const PAID: SubscriptionView = {
  provider: 'stripe',
  id: 'sub_1',
  customer: 'cus_1',
  plan: { id: 'price_1', amount: 2999, currency: 'eur', interval: 'month', interval_count: 1 },
  trial_end: null,
  metadata: {},
  status: 'active',
  pause_collection: null,
  canceled_at: null,
  current_period_end: null,
  affiliation: null,
  updatedAt: '2026-11-21T12:00:00.000Z',
};

/** The subscription read back: answered, or failing with a server error. */
function subscriptionAnswers(outcome: 'paid' | 'fails') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url.replace('/api', ''));
      if (outcome === 'fails')
        return Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'internal', message: 'down' } }), {
            status: 500,
          }),
        );
      return Promise.resolve(new Response(JSON.stringify({ subscription: PAID })));
    }),
  );
}

const events = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name);

describe('PurchaseStore.confirmPaypal (spec 02 §7, second provider)', () => {
  it.each([200, 500, 502, 504, 'network'] as const)(
    'confirm answering %s: on to the purchase resolution with the PayPal subscription',
    async (status) => {
      confirmAnswers(status);
      const next = await store.purchase.confirmPaypal('onboarding', 'I-1');
      expect(calls).toEqual(['/payment/confirmPaypalSubscription']);
      expect(next).toMatch(/^\/payment_success\?/);
      const query = new URLSearchParams(next.split('?')[1]);
      expect(query.get('subscriptionId')).toBe('I-1');
      expect(query.get('source')).toBe('paypal');
    },
  );

  it('too many attempts (429) is no refusal: the buyer paid, so on to the purchase resolution', async () => {
    confirmAnswers(429);
    const next = await store.purchase.confirmPaypal('onboarding', 'I-1');
    expect(next).toMatch(/^\/payment_success\?/);
  });

  it('a second trial of this PayPal account (409 trial-refunded): back to the checkout, which says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { code: 'trial-refunded', message: 'refunded' } }), {
            status: 409,
          }),
        ),
      ),
    );
    expect(await store.purchase.confirmPaypal('onboarding', 'I-1')).toBe('/payment');
    expect(store.purchase.refunded).toBe('paypalTrial');
  });

  it.each([404, 409])('a refusal (%s) is an error shown on the checkout screen', async (status) => {
    confirmAnswers(status);
    await expect(store.purchase.confirmPaypal('onboarding', 'I-1')).rejects.toThrow(
      'PayPal said no',
    );
  });
});

describe('PurchaseStore.resolvePurchase (spec 02 §4.7)', () => {
  it.each([
    ['trial-refunded', 'elements', 'trial'],
    ['trial-refunded', 'paypal', 'paypalTrial'],
    ['duplicate-refunded', 'elements', 'duplicate'],
  ] as const)(
    'a purchase the server undid and refunded (%s, %s) goes back to the checkout screen, which says so',
    async (code, source, refunded) => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(
            new Response(JSON.stringify({ error: { code, message: 'refunded' } }), {
              status: 409,
            }),
          ),
        ),
      );
      const resolving = store.purchase.resolvePurchase(
        'onboarding',
        { source, subscriptionId: 'sub_1' },
        true,
      );
      await vi.advanceTimersByTimeAsync(1000);
      expect(await resolving).toBe('/payment');
      expect(store.purchase.refunded).toBe(refunded);
      expect(store.purchase.subscription).toBeNull();
      vi.useRealTimers();
    },
  );
});

describe('PurchaseStore.resolvePurchase: the wait and a failed read (spec 02 §4.7, §9)', () => {
  beforeEach(() => {
    window.dataLayer = [];
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    runInAction(() => {
      store.session.user = { uid: 'u1', isAnonymous: true, email: null, displayName: null };
    });
  });

  it('waits 1 s before it reads the subscription back', async () => {
    subscriptionAnswers('paid');
    const resolving = store.purchase.resolvePurchase(
      'onboarding',
      { source: 'elements', subscriptionId: 'sub_1' },
      true,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['/payment/getStripeSubscriptionViaId/sub_1']);
    await resolving;
    expect(store.purchase.subscription?.id).toBe('sub_1');
    expect(events('web_purchaseSuccess')).toHaveLength(1);
  });

  it('on failure logs it and goes on as after a purchase, with nothing recorded or reported as bought', async () => {
    subscriptionAnswers('fails');
    const resolving = store.purchase.resolvePurchase(
      'onboarding',
      { source: 'elements', subscriptionId: 'sub_1' },
      true,
    );
    await vi.advanceTimersByTimeAsync(1000);
    // The anonymous buyer goes on to create the account, never back to the checkout screen.
    expect(await resolving).toBe('/upgrade_account');
    expect(events('web_purchaseResolutionFailed')).toEqual([
      expect.objectContaining({ source: 'elements', message: 'down' }),
    ]);
    expect(store.purchase.subscription).toBeNull();
    expect(events('web_purchaseSuccess')).toHaveLength(0);
    expect(console.error).toHaveBeenCalled();
  });
});
