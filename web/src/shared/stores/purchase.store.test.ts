// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});

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
