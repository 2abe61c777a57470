// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription } from '../domain/subscription.fixtures';
import { ApiClient } from '../../../shared/services/api-client';
import { NOT_LOGGED_IN_MESSAGE } from '../../../shared/services/api-error';
import { ManageSubscriptionApi } from './manage-subscription.api';
import { endpoints } from '@fastwell/contract/endpoints';

type Call = { url: string; method: string; body: unknown; auth: string | null };

/** A whole subscription view as the server answers it (id sub_1). */
const SUB_1 = activeSubscription({ id: 'sub_1' });

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
        new Response(JSON.stringify({ subscription: SUB_1 }), { status: 200 }),
      );
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ManageSubscriptionApi', () => {
  it.each([
    [
      'cancel',
      (s: ManageSubscriptionApi) => s.cancel('expensive'),
      endpoints.cancelSubscription.path,
      { reason: 'expensive' },
    ],
    ['restore', (s: ManageSubscriptionApi) => s.restore(), endpoints.restoreSubscription.path, {}],
    [
      'pause',
      (s: ManageSubscriptionApi) => s.pause(2),
      endpoints.pauseSubscription.path,
      { months: 2 },
    ],
    ['unpause', (s: ManageSubscriptionApi) => s.unpause(), endpoints.unpauseSubscription.path, {}],
    [
      'special offer',
      (s: ManageSubscriptionApi) => s.acceptSpecialOffer('threeMonths'),
      endpoints.updateSubscriptionWithSpecialOffer.path,
      { duration: 'threeMonths' },
    ],
  ])('%s posts to its path with the ID token', async (_name, call, path, body) => {
    const calls = stubFetch();
    const service = new ManageSubscriptionApi(new ApiClient(() => Promise.resolve('tok')));
    await expect(call(service)).resolves.toEqual(SUB_1);
    expect(calls).toEqual([{ url: path, method: 'POST', body, auth: 'Bearer tok' }]);
  });

  describe('requestSpecialOffer (issue 17: the offer is made by the server)', () => {
    const answering = (status: number, body: unknown) => {
      const calls: Call[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init: RequestInit) => {
          calls.push({
            url,
            method: init.method ?? 'GET',
            body: init.body ? JSON.parse(String(init.body)) : undefined,
            auth: new Headers(init.headers).get('Authorization'),
          });
          return Promise.resolve(new Response(JSON.stringify(body), { status }));
        }),
      );
      return calls;
    };
    const service = () => new ManageSubscriptionApi(new ApiClient(() => Promise.resolve('tok')));

    it('posts the reason and answers true when the offer is made', async () => {
      const calls = answering(200, {
        offer: { subscriptionId: 'sub_1', percentOff: 50, expiresAt: '2026-11-21T12:30:00.000Z' },
      });
      await expect(service().requestSpecialOffer('expensive')).resolves.toBe(true);
      expect(calls).toEqual([
        {
          url: endpoints.requestSpecialOffer.path,
          method: 'POST',
          body: { reason: 'expensive' },
          auth: 'Bearer tok',
        },
      ]);
    });

    it.each(['special-offer-already-used', 'special-offer-unavailable', 'unsupported-provider'])(
      'answers false when the server has no offer (%s)',
      async (code) => {
        answering(409, { error: { code, message: 'no' } });
        await expect(service().requestSpecialOffer()).resolves.toBe(false);
      },
    );

    it.each([
      [409, 'subscription-paused'],
      [502, 'provider-unavailable'],
    ])('throws other failures (%i %s)', async (status, code) => {
      answering(status, { error: { code, message: 'no' } });
      await expect(service().requestSpecialOffer()).rejects.toMatchObject({ status, code });
    });
  });

  describe('cardUpdateLink (a failed renewal’s card-update page)', () => {
    const answering = (body: unknown) => {
      const calls: Call[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init: RequestInit) => {
          calls.push({
            url,
            method: init.method ?? 'GET',
            body: init.body ? JSON.parse(String(init.body)) : undefined,
            auth: new Headers(init.headers).get('Authorization'),
          });
          return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
        }),
      );
      return calls;
    };
    const service = () => new ManageSubscriptionApi(new ApiClient(() => Promise.resolve('tok')));

    it('posts {} with the ID token and answers the link’s token', async () => {
      const calls = answering({ token: 'signed.token' });
      await expect(service().cardUpdateLink()).resolves.toBe('signed.token');
      expect(calls).toEqual([
        { url: endpoints.cardUpdateLink.path, method: 'POST', body: {}, auth: 'Bearer tok' },
      ]);
    });

    it('answers null when the server has no link', async () => {
      answering({ token: null });
      await expect(service().cardUpdateLink()).resolves.toBeNull();
    });
  });

  it('refuses without a signed-in user, before any request', async () => {
    const calls = stubFetch();
    const service = new ManageSubscriptionApi(new ApiClient(() => Promise.resolve(null)));
    await expect(service.cancel()).rejects.toThrow(NOT_LOGGED_IN_MESSAGE);
    expect(calls).toHaveLength(0);
  });
});
