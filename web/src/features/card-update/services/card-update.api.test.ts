import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import { ApiClient } from '../../../shared/services/api-client';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import { CardUpdateApi } from './card-update.api';

const OPEN = {
  state: 'open',
  needs: 'card',
  amount: 2999,
  currency: 'eur',
  graceUntil: '2026-12-10T09:00:00.000Z',
  hardDecline: false,
} as const;

/** The API as the app builds it; a token provider that fails if it is asked (public calls). */
function api() {
  const getToken = vi.fn(() => Promise.reject(new Error('a public call asks for no token')));
  return { cardUpdates: new CardUpdateApi(new ApiClient(getToken)), getToken };
}

function sent(fetchMock: ReturnType<typeof stubFetch>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url,
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
    authorization: (init?.headers as Record<string, string>).Authorization,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('CardUpdateApi', () => {
  it('reads the renewal with POST /api/card-updates/status { token }, without a Bearer token', async () => {
    const fetchMock = stubFetch({ status: 200, body: { cardUpdate: OPEN } });
    const { cardUpdates, getToken } = api();
    await expect(cardUpdates.status('signed.token')).resolves.toEqual(OPEN);
    expect(sent(fetchMock)).toEqual({
      url: endpoints.cardUpdateStatus.path,
      method: 'POST',
      body: { token: 'signed.token' },
      authorization: undefined,
    });
    expect(getToken).not.toHaveBeenCalled();
  });

  it('asks for a SetupIntent with POST /api/card-updates/setup { token }', async () => {
    const fetchMock = stubFetch({ status: 200, body: { clientSecret: 'seti_1_secret_x' } });
    const { cardUpdates } = api();
    await expect(cardUpdates.startSetup('signed.token')).resolves.toBe('seti_1_secret_x');
    expect(sent(fetchMock)).toMatchObject({
      url: endpoints.startCardUpdate.path,
      body: { token: 'signed.token' },
    });
  });

  it('pays with POST /api/card-updates/complete { token, setupIntentId }', async () => {
    const paid = { ...OPEN, state: 'paid' };
    const fetchMock = stubFetch({ status: 200, body: { cardUpdate: paid } });
    const { cardUpdates } = api();
    await expect(cardUpdates.complete('signed.token', 'seti_123')).resolves.toEqual({
      kind: 'updated',
      cardUpdate: paid,
    });
    expect(sent(fetchMock)).toMatchObject({
      url: endpoints.completeCardUpdate.path,
      body: { token: 'signed.token', setupIntentId: 'seti_123' },
      authorization: undefined,
    });
  });

  it('a 402 requires_action answers the payment to confirm (spec 02 §8)', async () => {
    stubFetch({
      status: 402,
      body: {
        error: { code: 'requires_action', message: 'Authentication required' },
        clientSecret: 'pi_9_secret_y',
      },
    });
    const { cardUpdates } = api();
    await expect(cardUpdates.complete('t', 'seti_123')).resolves.toEqual({
      kind: 'confirm-payment',
      clientSecret: 'pi_9_secret_y',
    });
  });

  it('a decline (402 with the issuer code) is passed on as an error', async () => {
    stubFetch({
      status: 402,
      body: { error: { code: 'insufficient_funds', message: 'The new card was declined' } },
    });
    const { cardUpdates } = api();
    await expect(cardUpdates.complete('t', 'seti_123')).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_funds',
    });
  });

  it('a 402 requires_action without a client secret is passed on as an error', async () => {
    stubFetch({ status: 402, body: { error: { code: 'requires_action', message: 'x' } } });
    const { cardUpdates } = api();
    await expect(cardUpdates.complete('t', 'seti_123')).rejects.toMatchObject({
      code: 'requires_action',
    });
  });

  it('asks for the bank’s confirmation with POST /api/card-updates/authenticate { token }', async () => {
    const fetchMock = stubFetch({ status: 200, body: { clientSecret: 'pi_9_secret_y' } });
    const { cardUpdates } = api();
    await expect(cardUpdates.authenticate('signed.token')).resolves.toBe('pi_9_secret_y');
    expect(sent(fetchMock)).toMatchObject({
      url: endpoints.authenticateRenewal.path,
      body: { token: 'signed.token' },
    });
  });

  it.each(['', 'x'.repeat(2001)])(
    'a token the contract refuses is a broken link, without a request (%#)',
    async (token) => {
      const fetchMock = stubFetch();
      const { cardUpdates } = api();
      for (const call of [
        () => cardUpdates.status(token),
        () => cardUpdates.startSetup(token),
        () => cardUpdates.complete(token, 'seti_1'),
        () => cardUpdates.authenticate(token),
      ])
        await expect(call()).rejects.toMatchObject({ code: 'card-update-link-invalid' });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('a SetupIntent id the contract refuses is not sent', async () => {
    const fetchMock = stubFetch();
    const { cardUpdates } = api();
    await expect(cardUpdates.complete('t', 'pi_1')).rejects.toMatchObject({
      status: 400,
      code: 'invalid-request',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'card-update-link-invalid'],
    [409, 'subscription-expired'],
    [409, 'nothing-to-restore'],
  ])('passes on %i %s', async (status, code) => {
    stubFetch({ status, body: { error: { code, message: 'x' } } });
    const { cardUpdates } = api();
    await expect(cardUpdates.startSetup('t')).rejects.toMatchObject({ status, code });
  });

  it('passes on rate-limited with its Retry-After', async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'Too many attempts' } },
      headers: { 'Retry-After': '90' },
    });
    const { cardUpdates } = api();
    await expect(cardUpdates.status('t')).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      retryAfterSeconds: 90,
    });
  });

  it('an answer the contract does not describe is an invalid answer', async () => {
    stubFetch({ status: 200, body: { cardUpdate: { state: 'open' } } });
    const { cardUpdates } = api();
    await expect(cardUpdates.status('t')).rejects.toMatchObject({ code: 'invalid-answer' });
  });
});
