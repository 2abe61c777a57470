import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import { ApiClient } from '../../../shared/services/api-client';
import { TabStorageService } from '../../../shared/services/tab-storage.service';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import { WithdrawalApi } from '../services/withdrawal.api';
import { WithdrawalStore } from './withdrawal.store';

const RECEIPT = {
  id: 'w_123',
  receivedAt: '2026-11-27T03:58:00.000Z',
  name: 'Erika Mustermann',
  email: 'erika@example.com',
};

/** A store as the app builds it; a second call is the page after a reload (same tab). */
function openPage(language: 'en' | 'de' = 'en') {
  return new WithdrawalStore({
    withdrawal: new WithdrawalApi(new ApiClient(() => Promise.resolve(null))),
    tabStorage: new TabStorageService(window.sessionStorage),
    page: { assign: () => undefined },
    language: () => language,
  });
}

function fill(store: WithdrawalStore) {
  store.update('name', '  Erika Mustermann ');
  store.update('email', 'Erika@Example.com ');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('withdrawal store', () => {
  it('shows translated errors for missing fields and stays on the form', () => {
    const store = openPage();
    expect(store.review()).toBe(false);
    expect(store.step).toBe('form');
    expect(store.errors).toEqual({
      name: 'withdraw.errors.nameRequired',
      email: 'withdraw.errors.emailRequired',
    });
  });

  it('clears an error once the field is fixed, without showing new ones early', () => {
    const store = openPage();
    store.update('reference', 'r'.repeat(101));
    expect(store.errors).toEqual({});
    expect(store.review()).toBe(false);
    store.update('name', 'Erika');
    expect(store.errors.name).toBeUndefined();
    expect(store.errors.email).toBe('withdraw.errors.emailRequired');
    store.update('email', 'not-an-address');
    expect(store.errors.email).toBe('withdraw.errors.emailInvalid');
    store.update('reference', 'W-42');
    expect(store.errors).toEqual({ email: 'withdraw.errors.emailInvalid' });
  });

  it('sends what the confirmation step shows, once, without a Bearer token', async () => {
    const fetchMock = stubFetch({
      status: 201,
      body: { withdrawal: { ...RECEIPT, reference: 'W-42' } },
    });
    const store = openPage('de');
    fill(store);
    store.update('reference', ' W-42 ');
    expect(store.review()).toBe(true);
    expect(store.step).toBe('review');
    const shown = store.pending;
    expect(shown).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      reference: 'W-42',
      language: 'de',
    });
    await Promise.all([store.submit(), store.submit()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.submitWithdrawal.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(shown);
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(store.step).toBe('done');
    expect(store.receipt).toEqual({ ...RECEIPT, reference: 'W-42' });
  });

  it("sends nothing from the form step (the law's button is on the confirmation step)", async () => {
    const fetchMock = stubFetch();
    const store = openPage();
    fill(store);
    await store.submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.step).toBe('form');
  });

  it('leaves out an empty reference', async () => {
    const fetchMock = stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    const store = openPage();
    fill(store);
    store.update('reference', '   ');
    store.review();
    await store.submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      language: 'en',
    });
  });

  it('keeps the draft for the tab: a reload shows everything typed', () => {
    const store = openPage();
    fill(store);
    store.update('reference', 'W-42');
    const reloaded = openPage();
    expect(reloaded.step).toBe('form');
    expect(reloaded.draft).toEqual({
      name: '  Erika Mustermann ',
      email: 'Erika@Example.com ',
      reference: 'W-42',
    });
  });

  it('after success clears the draft and keeps the receipt: a reload shows the confirmation', async () => {
    stubFetch({ status: 201, body: { withdrawal: RECEIPT } });
    const store = openPage();
    fill(store);
    store.review();
    await store.submit();
    expect(window.sessionStorage.getItem('fastwell.withdraw.draft')).toBeNull();
    expect(window.sessionStorage.getItem('fastwell.withdraw.receipt')).not.toBeNull();
    const reloaded = openPage();
    expect(reloaded.step).toBe('done');
    expect(reloaded.receipt).toEqual(RECEIPT);
    expect(reloaded.draft.name).toBe('');
    reloaded.startOver();
    expect(reloaded.step).toBe('form');
    expect(reloaded.receipt).toBeNull();
    expect(openPage().step).toBe('form');
  });

  it("keeps its own keys: the cancel page's draft is not the withdrawal's", () => {
    window.sessionStorage.setItem(
      'fastwell.cancel.draft',
      JSON.stringify({ name: 'Someone else', email: 'x@y.zz', reference: '' }),
    );
    expect(openPage().draft.name).toBe('');
  });

  it('says when to try again when rate-limited, and keeps the step and the draft', async () => {
    stubFetch({
      status: 429,
      body: { error: { code: 'rate-limited', message: 'Too many attempts' } },
      headers: { 'Retry-After': '125' },
    });
    const store = openPage();
    fill(store);
    store.review();
    await store.submit();
    expect(store.problem).toEqual({
      key: 'withdraw.errors.rateLimitedFor',
      values: { minutes: 3 },
    });
    expect(store.step).toBe('review');
    expect(store.submitting).toBe(false);
    expect(openPage().draft.name).toBe('  Erika Mustermann ');
  });

  it.each([
    ['offline' as const, 'withdraw.errors.network'],
    [
      { status: 400, body: { error: { code: 'invalid-request', message: 'bad' } } },
      'withdraw.errors.invalidData',
    ],
    [
      { status: 503, body: { error: { code: 'server-misconfigured', message: 'no mail' } } },
      'withdraw.errors.unknown',
    ],
    [
      { status: 429, body: { error: { code: 'rate-limited', message: 'x' } } },
      'withdraw.errors.rateLimited',
    ],
    [{ status: 201, body: { unexpected: true } }, 'withdraw.errors.unknown'],
  ])('translates a failed submission (%j) and lets the visitor try again', async (answer, key) => {
    stubFetch(answer, { status: 201, body: { withdrawal: RECEIPT } });
    const store = openPage();
    fill(store);
    store.review();
    await store.submit();
    expect(store.problem?.key).toBe(key);
    expect(store.step).toBe('review');
    await store.submit();
    expect(store.problem).toBeNull();
    expect(store.step).toBe('done');
  });

  it('shows submitting while the request is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const store = openPage();
    fill(store);
    store.review();
    const sent = store.submit();
    expect(store.submitting).toBe(true);
    answer(new Response(JSON.stringify({ withdrawal: RECEIPT }), { status: 201 }));
    await sent;
    expect(store.submitting).toBe(false);
  });

  it('back to edit keeps everything typed and forgets the last failure', async () => {
    stubFetch('offline');
    const store = openPage();
    fill(store);
    store.review();
    await store.submit();
    expect(store.problem).not.toBeNull();
    store.edit();
    expect(store.step).toBe('form');
    expect(store.problem).toBeNull();
    expect(store.draft.name).toBe('  Erika Mustermann ');
  });
});

describe('stop (the e-mail\'s "this was not me" link)', () => {
  it('sends nothing until asked, then one POST with the token', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { stopped: { receivedAt: RECEIPT.receivedAt } },
    });
    const stop = openPage().stop();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stop.canStop).toBe(true);
    await Promise.all([stop.stop('signed.token'), stop.stop('signed.token')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.stopWithdrawal.path);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
    expect(stop.status).toBe('stopped');
    expect(stop.receivedAt).toBe(RECEIPT.receivedAt);
    expect(stop.canStop).toBe(false);
    await stop.stop('signed.token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['stop-link-invalid', 400],
    ['withdrawal-carried-out', 409],
  ])('%s: the translated error, and no button to try again', async (code, status) => {
    const fetchMock = stubFetch({ status, body: { error: { code, message: code } } });
    const stop = openPage().stop();
    await stop.stop('signed.token');
    expect(stop.status).toBe('failed');
    expect(stop.problem?.key).toBe(`withdraw.stop.errors.${code}`);
    expect(stop.canStop).toBe(false);
    await stop.stop('signed.token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offline or rate-limited: the translated error, and trying again works', async () => {
    stubFetch(
      'offline',
      { status: 429, body: { error: { code: 'rate-limited', message: 'x' } } },
      { status: 200, body: { stopped: { receivedAt: RECEIPT.receivedAt } } },
    );
    const stop = openPage().stop();
    await stop.stop('t');
    expect(stop.problem).toEqual({ key: 'withdraw.stop.errors.network' });
    expect(stop.canStop).toBe(true);
    await stop.stop('t');
    expect(stop.problem).toEqual({ key: 'withdraw.errors.rateLimited' });
    await stop.stop('t');
    expect(stop.status).toBe('stopped');
    expect(stop.problem).toBeNull();
  });

  it('a link without a token is invalid, without a request', async () => {
    const fetchMock = stubFetch();
    const stop = openPage().stop();
    await stop.stop(null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stop.problem).toEqual({ key: 'withdraw.stop.errors.stop-link-invalid', final: true });
  });
});
