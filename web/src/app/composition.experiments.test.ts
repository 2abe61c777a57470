import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED, type ConsentChoice } from '../shared/domain/consent';
import { composeTestStore } from './testing/app-harness';
import { endpoints } from '@fastwell/contract/endpoints';

const VISITOR = 'visitor-composed-1';
const requests: { url: string; body: unknown }[] = [];

beforeAll(() => {
  // Before GrowthBook's chunk loads (it binds fetch once): the features API and our API.
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const features = {
        'color-scheme': {
          defaultValue: 'original',
          rules: [
            {
              key: 'checkout-colors',
              variations: ['original', 'blue'],
              weights: [0, 1],
              hashAttribute: 'id',
              hashVersion: 2,
              meta: [{ key: 'control' }, { key: 'blue' }],
            },
          ],
        },
      };
      const answer = url.includes('/api/features/') ? { status: 200, features } : null;
      return Promise.resolve(
        answer
          ? new Response(JSON.stringify(answer), { status: 200 })
          : new Response(null, { status: 204 }),
      );
    }),
  );
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  requests.length = 0;
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.dataLayer = [];
  window.localStorage.setItem('localId', VISITOR);
});

const exposuresPosted = () => requests.filter((request) => request.url.endsWith('/exposure'));

async function seeCheckoutColors(consent: ConsentChoice) {
  const store = composeTestStore({ consent });
  await store.flags.init('');
  expect(store.flags.get('color-scheme')).toBe('blue');
  return store;
}

describe('composition: an exposure reaches analytics and the server only with consent', () => {
  it('with performance consent: the event, then the server record, once', async () => {
    const store = await seeCheckoutColors(ALL_GRANTED);
    store.flags.get('color-scheme');
    await vi.waitFor(() => expect(exposuresPosted()).toHaveLength(1));
    expect(exposuresPosted()[0]).toEqual({
      url: endpoints.recordExposure.path,
      body: { visitorId: VISITOR, experimentKey: 'checkout-colors', variation: 'blue' },
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'web_experimentViewed', visitorId: VISITOR }),
    );
  });

  it('declined: neither the event nor the server record; the variation still shows', async () => {
    const store = await seeCheckoutColors({ decided: true, granted: ['necessary'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exposuresPosted()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
    expect(store.flags.viewedExperiments()).toEqual({ 'checkout-colors': 'blue' });
  });
});
