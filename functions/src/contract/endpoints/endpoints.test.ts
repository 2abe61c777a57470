import { describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints, pathOf } from './index';

describe('the endpoint table', () => {
  const all = Object.entries(endpoints);

  it('names each method and path once, all under /api', () => {
    const routes = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [, endpoint] of all) expect(endpoint.path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it.each(all.filter(([, endpoint]) => endpoint.method === 'GET'))(
    '%s (GET) has no body',
    (_name, endpoint) => expect(endpoint.body).toBeNull(),
  );

  it.each([
    [pathOf(endpoints.getProducts, { groupId: 'v' }), '/api/payment/getProducts/v'],
    [
      pathOf(endpoints.getStripeSubscriptionViaId, { id: 'sub_1' }),
      '/api/payment/getStripeSubscriptionViaId/sub_1',
    ],
    [
      pathOf(endpoints.getPaypalSubscriptionViaId, { id: 'I-A/B?c' }),
      '/api/payment/getPaypalSubscriptionViaId/I-A%2FB%3Fc',
    ],
    [pathOf(endpoints.pauseSubscription, {}), '/api/payment/pauseSubscription'],
  ])('pathOf fills in the parameters: %s', (filled, path) => {
    expect(filled).toBe(path);
  });
});
