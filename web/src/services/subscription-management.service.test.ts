// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClient, NOT_LOGGED_IN_MESSAGE } from './api-client';
import { SubscriptionManagementService } from './subscription-management.service';

type Call = { url: string; method: string; body: unknown; auth: string | null };

function stubFetch(): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: headers.get('Authorization'),
      });
      return Promise.resolve(
        new Response(JSON.stringify({ subscription: { id: 'sub_1' } }), { status: 200 }),
      );
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionManagementService', () => {
  it.each([
    [
      'cancel',
      (s: SubscriptionManagementService) => s.cancel('expensive'),
      '/api/payment/cancelSubscription',
      { reason: 'expensive' },
    ],
    [
      'restore',
      (s: SubscriptionManagementService) => s.restore(),
      '/api/payment/restoreSubscription',
      {},
    ],
    [
      'pause',
      (s: SubscriptionManagementService) => s.pause(2),
      '/api/payment/pauseSubscription',
      { months: 2 },
    ],
    [
      'unpause',
      (s: SubscriptionManagementService) => s.unpause(),
      '/api/payment/unpauseSubscription',
      {},
    ],
    [
      'special offer',
      (s: SubscriptionManagementService) => s.acceptSpecialOffer('threeMonths'),
      '/api/payment/updateSubscriptionWithSpecialOffer',
      { duration: 'threeMonths' },
    ],
  ])('%s posts to its path with the ID token', async (_name, call, path, body) => {
    const calls = stubFetch();
    const service = new SubscriptionManagementService(new ApiClient(() => Promise.resolve('tok')));
    await expect(call(service)).resolves.toEqual({ id: 'sub_1' });
    expect(calls).toEqual([{ url: path, method: 'POST', body, auth: 'Bearer tok' }]);
  });

  it('refuses without a signed-in user, before any request', async () => {
    const calls = stubFetch();
    const service = new SubscriptionManagementService(new ApiClient(() => Promise.resolve(null)));
    await expect(service.cancel()).rejects.toThrow(NOT_LOGGED_IN_MESSAGE);
    expect(calls).toHaveLength(0);
  });
});
