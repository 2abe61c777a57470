// @vitest-environment jsdom
import { z } from '@fastwell/contract/zod';
import { subscriptionAnswerSchema } from '@fastwell/contract/subscription-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription } from '../domain/manage-subscription/subscription.fixtures';
import { ApiClient, ApiError, INVALID_ANSWER } from './api-client';

const answering = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );

const client = (reported: ApiError[] = []) =>
  new ApiClient(
    () => Promise.resolve('tok'),
    '/api',
    (error) => reported.push(error),
  );

afterEach(() => vi.unstubAllGlobals());

describe('ApiClient answers', () => {
  it('gives the answer its schema parsed (unknown keys dropped)', async () => {
    const view = activeSubscription();
    answering(200, { subscription: { ...view, extra: 1 }, other: true });
    await expect(
      client().get('/payment/getSubscription', subscriptionAnswerSchema),
    ).resolves.toEqual({ subscription: view });
  });

  it.each([
    ['a field of the wrong type', { subscription: { ...activeSubscription(), status: 7 } }],
    ['a missing field', { subscription: { id: 'sub_1' } }],
    ['no body', null],
    ['an array', []],
  ])('turns %s into a handled server error, and reports it', async (_case, body) => {
    answering(200, body);
    const reported: ApiError[] = [];
    const call = client(reported).post('/payment/cancelSubscription', {}, subscriptionAnswerSchema);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 502, code: INVALID_ANSWER, payload: body });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.message).toMatch(
      /^Invalid answer from POST \/payment\/cancelSubscription: /,
    );
  });

  it('names the route without its query in the report', async () => {
    answering(200, { data: 'no' });
    const reported: ApiError[] = [];
    await expect(
      client(reported).get(
        '/wellhub/x?wellhubRegistrationId=secret',
        z.object({ data: z.number() }),
      ),
    ).rejects.toMatchObject({ code: INVALID_ANSWER });
    expect(reported[0]?.message).toBe('Invalid answer from GET /wellhub/x: data: Invalid input');
  });

  it('keeps the server’s own errors as they are (not checked against the answer schema)', async () => {
    answering(409, { error: { code: 'already-subscribed', message: 'no' } });
    const reported: ApiError[] = [];
    await expect(
      client(reported).post('/payment/createSubscription', {}, subscriptionAnswerSchema),
    ).rejects.toMatchObject({ status: 409, code: 'already-subscribed', message: 'no' });
    expect(reported).toEqual([]);
  });
});
