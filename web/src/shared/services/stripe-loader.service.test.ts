import type { Stripe } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './env';
import { loadScript } from './load-script';
import { StripeLoaderService } from './stripe-loader.service';

vi.mock('./load-script', () => ({ loadScript: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: vi.fn(() => Promise.resolve({ elements: vi.fn() })),
}));

const TEST_ENV: AppEnv = {
  stripePublishableKey: 'pk_test_loader',
  stripeJsUrl: 'http://localhost/stripe.js',
  growthbookApiHost: 'http://localhost:9999',
  growthbookClientKey: 'sdk-test',
  flagOverrides: { mode: 'open' },
  productionHost: 'fastwell.app',
};
const scriptLoads = vi.mocked(loadScript);
const offline = () => Promise.reject(new Error(`Could not load ${TEST_ENV.stripeJsUrl}`));

let reported: string[];
let loader: StripeLoaderService;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  scriptLoads.mockReset();
  reported = [];
  loader = new StripeLoaderService(TEST_ENV, (error) =>
    reported.push(error instanceof Error ? error.message : String(error)),
  );
});
afterEach(() => vi.useRealTimers());

describe('StripeLoaderService: a failed script load (spec 02 §8)', () => {
  it('reports it and tries again after 1 s', async () => {
    scriptLoads.mockImplementationOnce(offline).mockResolvedValue(undefined);
    let stripe: Stripe | undefined;
    void loader.load().then((loaded) => (stripe = loaded));
    await vi.advanceTimersByTimeAsync(999);
    expect(scriptLoads).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([`Could not load ${TEST_ENV.stripeJsUrl}`]);
    await vi.advanceTimersByTimeAsync(1);
    expect(scriptLoads).toHaveBeenCalledTimes(2);
    expect(stripe).toBeDefined();
    expect(reported).toHaveLength(1);
  });

  it('reports the provider as not loaded when the retry fails too; the next caller starts over', async () => {
    scriptLoads.mockImplementation(offline);
    const failed = loader.load().then(
      () => 'loaded',
      (error: unknown) => (error instanceof Error ? error.message : 'failed'),
    );
    await vi.advanceTimersByTimeAsync(1000);
    const notLoaded = `Stripe.js not loaded: Could not load ${TEST_ENV.stripeJsUrl}`;
    expect(await failed).toBe(notLoaded);
    expect(reported).toEqual([`Could not load ${TEST_ENV.stripeJsUrl}`, notLoaded]);
    scriptLoads.mockResolvedValue(undefined);
    await expect(loader.load()).resolves.toBeDefined();
    expect(scriptLoads).toHaveBeenCalledTimes(3);
  });
});
