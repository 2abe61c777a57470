// @vitest-environment jsdom
import { endpoints, pathOf } from '@fastwell/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription } from '../../features/manage-subscription/domain/subscription.fixtures';
import { ApiClient } from './api-client';
import { ApiError, INVALID_ANSWER } from './api-error';

type Sent = { url: string; method: string; body: unknown; auth: string | null; cache: string };

const answering = (status: number, body: unknown) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        auth: new Headers(init.headers).get('Authorization'),
        cache: String(init.cache),
      });
      return Promise.resolve(
        new Response(status === 204 ? null : JSON.stringify(body), { status }),
      );
    }),
  );
  return sent;
};

const client = (reported: ApiError[] = []) =>
  new ApiClient(
    () => Promise.resolve('tok'),
    (error) => reported.push(error),
  );

afterEach(() => vi.unstubAllGlobals());

describe('ApiClient answers', () => {
  it('gives the answer its schema parsed (unknown keys dropped)', async () => {
    const view = activeSubscription();
    answering(200, { subscription: { ...view, extra: 1 }, other: true });
    await expect(client().call(endpoints.getSubscription)).resolves.toEqual({
      subscription: view,
    });
  });

  it.each([
    ['a field of the wrong type', { subscription: { ...activeSubscription(), status: 7 } }],
    ['a missing field', { subscription: { id: 'sub_1' } }],
    ['no body', null],
    ['an array', []],
  ])('turns %s into a handled server error, and reports it', async (_case, body) => {
    answering(200, body);
    const reported: ApiError[] = [];
    const call = client(reported).call(endpoints.cancelSubscription, {});
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 502, code: INVALID_ANSWER, payload: body });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.message).toContain(
      `Invalid answer from POST ${endpoints.cancelSubscription.path}: `,
    );
  });

  it('names the route without its query in the report', async () => {
    answering(200, { gympass_user_id: 7 });
    const reported: ApiError[] = [];
    await expect(
      client(reported).call(endpoints.registrationDetails, {
        query: { wellhubRegistrationId: 'secret' },
      }),
    ).rejects.toMatchObject({ code: INVALID_ANSWER });
    expect(reported[0]?.message).toBe(
      `Invalid answer from GET ${endpoints.registrationDetails.path}: gympass_user_id: Invalid input`,
    );
  });

  it('keeps the server’s own errors as they are (not checked against the answer schema)', async () => {
    answering(409, { error: { code: 'already-subscribed', message: 'no' } });
    const reported: ApiError[] = [];
    await expect(
      client(reported).call(endpoints.createSubscription, {
        priceId: 'price_x',
        email: 'a@example.com',
      }),
    ).rejects.toMatchObject({ status: 409, code: 'already-subscribed', message: 'no' });
    expect(reported).toEqual([]);
  });
});

describe('ApiClient requests (method, path, token and body from the endpoint table)', () => {
  const view = activeSubscription();

  it('fills the path parameters, encoded, and sends the query', async () => {
    const sent = answering(200, { data: { prices: [] } });
    await client()
      .call(endpoints.getProducts, { params: { groupId: 'a/b' }, query: { currency: 'EUR' } })
      .catch(() => undefined);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/payment/getProducts/a%2Fb?currency=EUR',
    ]);
  });

  it('leaves out a query value that is not given', async () => {
    const sent = answering(200, {});
    await client()
      .call(endpoints.getProducts, { params: { groupId: 'v' }, query: {} })
      .catch(() => undefined);
    expect(sent[0]?.url).toBe(pathOf(endpoints.getProducts, { groupId: 'v' }));
  });

  it('posts `{}` to a POST route the server reads no body of, with the Bearer token', async () => {
    const sent = answering(200, { subscription: view });
    await client().call(endpoints.getStripeSubscriptionViaId, { params: { id: 'sub_1' } });
    expect(sent).toEqual([
      {
        url: pathOf(endpoints.getStripeSubscriptionViaId, { id: 'sub_1' }),
        method: 'POST',
        body: {},
        auth: 'Bearer tok',
        cache: 'default',
      },
    ]);
  });

  it('sends no token to a public route, and asks for no cache when told', async () => {
    const sent = answering(200, { token: 'custom' });
    await expect(
      client().call(endpoints.getJWT, { futoken: 'f' }, { noCache: true }),
    ).resolves.toEqual({ token: 'custom' });
    expect(sent).toEqual([
      {
        url: endpoints.getJWT.path,
        method: 'POST',
        body: { futoken: 'f' },
        auth: null,
        cache: 'no-store',
      },
    ]);
  });

  it('reads no body from a 204', async () => {
    answering(204, null);
    await expect(
      client().call(endpoints.recordExposure, {
        visitorId: 'v-1234567890',
        experimentKey: 'e',
        variation: '1',
      }),
    ).resolves.toBeUndefined();
  });
});
