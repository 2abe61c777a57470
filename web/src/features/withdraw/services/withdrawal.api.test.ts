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

  describe('the kept PayPal plan’s link', () => {
    const PLAN = {
      status: 'awaiting-consent',
      amount: 1499,
      currency: 'eur',
      months: 1,
      firstChargeAt: '2026-12-27T10:00:00.000Z',
    };

    it('reads the plan with POST /api/withdrawals/paypal-plan/status { token }, without a Bearer', async () => {
      const fetchMock = stubFetch({ status: 200, body: { plan: PLAN } });
      const { api: withdrawals, getToken } = api();
      await expect(withdrawals.paypalPlanStatus('signed.token')).resolves.toEqual(PLAN);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(endpoints.paypalPlanStatus.path);
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
      expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
      expect(getToken).not.toHaveBeenCalled();
    });

    it('starts the consent with POST /api/withdrawals/paypal-plan/consent { token } and answers PayPal’s page', async () => {
      const approveUrl =
        'https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1';
      const fetchMock = stubFetch({ status: 200, body: { approveUrl } });
      const { api: withdrawals } = api();
      await expect(withdrawals.startPaypalPlanConsent('signed.token')).resolves.toBe(approveUrl);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe(endpoints.startPaypalPlanConsent.path);
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
      expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    });

    it.each(['', 'x'.repeat(2001)])(
      'a token the contract refuses is an invalid link, without a request (%#)',
      async (token) => {
        const fetchMock = stubFetch();
        const { api: withdrawals } = api();
        await expect(withdrawals.paypalPlanStatus(token)).rejects.toMatchObject({
          status: 400,
          code: 'plan-link-invalid',
        });
        await expect(withdrawals.startPaypalPlanConsent(token)).rejects.toMatchObject({
          code: 'plan-link-invalid',
        });
        expect(fetchMock).not.toHaveBeenCalled();
      },
    );

    it.each([
      [400, 'plan-link-invalid', null],
      [409, 'plan-consent-closed', null],
      [429, 'rate-limited', 60],
      [503, 'paypal-unavailable', null],
    ])('passes on %i %s with its Retry-After', async (status, code, retryAfterSeconds) => {
      const answer = {
        status,
        body: { error: { code, message: code } },
        headers: retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
      };
      stubFetch(answer, answer);
      const { api: withdrawals } = api();
      const expected = { status, code, retryAfterSeconds };
      await expect(withdrawals.paypalPlanStatus('t')).rejects.toMatchObject(expected);
      await expect(withdrawals.startPaypalPlanConsent('t')).rejects.toMatchObject(expected);
    });

    it('a network failure is a network error', async () => {
      stubFetch('offline');
      const { api: withdrawals } = api();
      await expect(withdrawals.startPaypalPlanConsent('t')).rejects.toMatchObject({
        code: 'network-error',
      });
    });

    it.each([
      ['a state the contract does not know', { plan: { ...PLAN, status: 'paused' } }],
      ['a first charge that is no date', { plan: { ...PLAN, firstChargeAt: 'soon' } }],
      ['a currency that is no code', { plan: { ...PLAN, currency: '€' } }],
    ])('%s is an invalid answer', async (_what, body) => {
      stubFetch({ status: 200, body });
      const { api: withdrawals } = api();
      await expect(withdrawals.paypalPlanStatus('t')).rejects.toMatchObject({
        code: 'invalid-answer',
      });
    });

    it.each(['javascript:alert(1)', 'not a link', ''])(
      'an approve link that is no web address is an invalid answer (%j)',
      async (approveUrl) => {
        stubFetch({ status: 200, body: { approveUrl } });
        const { api: withdrawals } = api();
        await expect(withdrawals.startPaypalPlanConsent('t')).rejects.toMatchObject({
          code: 'invalid-answer',
        });
      },
    );
  });
});
