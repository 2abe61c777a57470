import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import { ApiClient } from '../../../shared/services/api-client';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import { WithdrawalApi } from './withdrawal.api';

const RECEIPT = {
  id: 'w_1',
  receivedAt: '2026-11-27T09:41:05.000Z',
  name: 'Erika Mustermann',
  email: 'erika@example.com',
};

/** The API as the app builds it; a token provider that would fail if it were asked. */
function api() {
  const getToken = vi.fn(() => Promise.reject(new Error('a public call asks for no token')));
  return { api: new WithdrawalApi(new ApiClient(getToken)), getToken };
}

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawalApi', () => {
  it('submits to POST /api/withdrawals without a Bearer token and answers the receipt', async () => {
    const fetchMock = stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    const { api: withdrawals, getToken } = api();
    const input = { name: 'Erika Mustermann', email: 'erika@example.com', language: 'de' as const };
    await expect(withdrawals.submit(input)).resolves.toEqual(RECEIPT);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.submitWithdrawal.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(input);
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getToken).not.toHaveBeenCalled();
  });

  it('refuses a body the contract refuses, without a request', async () => {
    const fetchMock = stubFetch();
    const { api: withdrawals } = api();
    await expect(
      withdrawals.submit({ name: '', email: 'erika@example.com', language: 'en' }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid-data' });
    await expect(
      withdrawals.submit({ name: 'Erika', email: 'not-an-address', language: 'en' }),
    ).rejects.toMatchObject({ code: 'invalid-data' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the server's error on with its code and Retry-After", async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'Too many attempts' } },
      headers: { 'Retry-After': '90' },
    });
    const { api: withdrawals } = api();
    await expect(
      withdrawals.submit({ name: 'Erika', email: 'erika@example.com', language: 'en' }),
    ).rejects.toMatchObject({ status: 429, code: 'rate-limited', retryAfterSeconds: 90 });
  });

  it('an answer without the receipt is an invalid answer', async () => {
    stubFetch({ status: 201, body: { withdrawal: { id: 'w_1' } } });
    const { api: withdrawals } = api();
    await expect(
      withdrawals.submit({ name: 'Erika', email: 'erika@example.com', language: 'en' }),
    ).rejects.toMatchObject({ code: 'invalid-answer' });
  });

  it('stops with POST /api/withdrawals/stop { token } and answers when it was received', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { stopped: { receivedAt: RECEIPT.receivedAt } },
    });
    const { api: withdrawals } = api();
    await expect(withdrawals.stop('signed.token')).resolves.toBe(RECEIPT.receivedAt);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.stopWithdrawal.path);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it.each(['', 'x'.repeat(2001)])(
    'a token the contract refuses is an invalid link, without a request (%#)',
    async (token) => {
      const fetchMock = stubFetch();
      const { api: withdrawals } = api();
      await expect(withdrawals.stop(token)).rejects.toMatchObject({ code: 'stop-link-invalid' });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('passes on withdrawal-carried-out (409)', async () => {
    stubFetch({
      status: 409,
      body: { error: { code: 'withdrawal-carried-out', message: 'carried out' } },
    });
    const { api: withdrawals } = api();
    await expect(withdrawals.stop('t')).rejects.toMatchObject({
      status: 409,
      code: 'withdrawal-carried-out',
    });
  });
});
