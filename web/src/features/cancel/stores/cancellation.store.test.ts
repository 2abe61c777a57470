import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../shared/services/api-client';
import { CancellationApi } from '../services/cancellation.api';
import { TabStorageService } from '../../../shared/services/tab-storage.service';
import { CancellationStore } from './cancellation.store';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import { endpoints } from '@fastwell/contract/endpoints';

const RECEIPT = {
  id: 'c_123',
  receivedAt: '2026-11-27T03:58:00.000Z',
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  kind: 'ordinary' as const,
};

/** A store as the app builds it; a second call is the page after a reload (same tab). */
function openPage(language: 'en' | 'de' = 'en') {
  return new CancellationStore({
    cancellation: new CancellationApi(new ApiClient(() => Promise.resolve(null))),
    tabStorage: new TabStorageService(window.sessionStorage),
    language: () => language,
    now: () => new Date(2026, 10, 27, 10),
  });
}

function fill(store: CancellationStore) {
  store.update('name', '  Erika Mustermann ');
  store.update('email', 'Erika@Example.com ');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('cancellation store', () => {
  it('shows translated errors for missing fields and stays on the form', () => {
    const store = openPage();
    store.update('kind', 'extraordinary');
    store.update('endChoice', 'date');
    expect(store.review()).toBe(false);
    expect(store.step).toBe('form');
    expect(store.errors).toEqual({
      name: 'cancel.errors.nameRequired',
      email: 'cancel.errors.emailRequired',
      reason: 'cancel.errors.reasonRequired',
      endDate: 'cancel.errors.dateRequired',
    });
  });

  it('clears an error once the field is fixed, without showing new ones early', () => {
    const store = openPage();
    expect(store.review()).toBe(false);
    store.update('name', 'Erika');
    expect(store.errors.name).toBeUndefined();
    expect(store.errors.email).toBe('cancel.errors.emailRequired');
    store.update('email', 'not-an-address');
    expect(store.errors.email).toBe('cancel.errors.emailInvalid');
  });

  it('refuses a wished end date in the past', () => {
    const store = openPage();
    fill(store);
    store.update('endChoice', 'date');
    store.update('endDate', '2026-11-26');
    expect(store.review()).toBe(false);
    expect(store.errors.endDate).toBe('cancel.errors.dateInPast');
    store.update('endDate', '2026-11-27');
    expect(store.review()).toBe(true);
  });

  it('sends what the confirmation step shows, once, without a Bearer token', async () => {
    const fetchMock = stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    const store = openPage('de');
    fill(store);
    store.update('reference', ' sub_42 ');
    store.update('kind', 'extraordinary');
    store.update('reason', 'Umzug ins Ausland');
    store.update('endChoice', 'date');
    store.update('endDate', '2026-12-31');
    expect(store.review()).toBe(true);
    expect(store.step).toBe('review');
    const shown = store.pending;
    expect(shown).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      reference: 'sub_42',
      kind: 'extraordinary',
      reason: 'Umzug ins Ausland',
      endDate: '2026-12-31',
      language: 'de',
    });
    await Promise.all([store.submit(), store.submit()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.submitCancellation.path);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(shown);
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(store.step).toBe('done');
    expect(store.receipt).toEqual(RECEIPT);
  });

  it('leaves out the end date for "earliest possible" and the reason of an ordinary one', async () => {
    const fetchMock = stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    const store = openPage();
    fill(store);
    store.update('reason', 'typed, then switched back to ordinary');
    store.review();
    await store.submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.com',
      kind: 'ordinary',
      language: 'en',
    });
  });

  it('keeps the draft for the tab: a reload shows everything typed', () => {
    const store = openPage();
    fill(store);
    store.update('kind', 'extraordinary');
    store.update('reason', 'Moving abroad');
    const reloaded = openPage();
    expect(reloaded.step).toBe('form');
    expect(reloaded.draft).toMatchObject({
      name: '  Erika Mustermann ',
      email: 'Erika@Example.com ',
      kind: 'extraordinary',
      reason: 'Moving abroad',
    });
  });

  it('after success clears the draft and keeps the receipt: a reload shows the confirmation', async () => {
    stubFetch({ status: 201, body: { cancellation: RECEIPT } });
    const store = openPage();
    fill(store);
    store.review();
    await store.submit();
    expect(window.sessionStorage.getItem('fastwell.cancel.draft')).toBeNull();
    expect(window.sessionStorage.getItem('fastwell.cancel.receipt')).not.toBeNull();
    const reloaded = openPage();
    expect(reloaded.step).toBe('done');
    expect(reloaded.receipt).toEqual(RECEIPT);
    expect(reloaded.draft.name).toBe('');
    reloaded.startOver();
    expect(reloaded.step).toBe('form');
    expect(openPage().step).toBe('form');
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
    expect(store.problem).toEqual({ key: 'cancel.errors.rateLimitedFor', values: { minutes: 3 } });
    expect(store.step).toBe('review');
    expect(store.submitting).toBe(false);
    expect(openPage().draft.name).toBe('  Erika Mustermann ');
  });

  it.each([
    ['offline' as const, 'cancel.errors.network'],
    [
      { status: 400, body: { error: { code: 'invalid-request', message: 'bad' } } },
      'cancel.errors.invalidData',
    ],
    [
      { status: 503, body: { error: { code: 'server-misconfigured', message: 'no mail' } } },
      'cancel.errors.unknown',
    ],
    [
      { status: 429, body: { error: { code: 'rate-limited', message: 'x' } } },
      'cancel.errors.rateLimited',
    ],
    [{ status: 201, body: { unexpected: true } }, 'cancel.errors.unknown'],
  ])('translates a failed submission (%j) and lets the visitor try again', async (answer, key) => {
    stubFetch(answer, { status: 201, body: { cancellation: RECEIPT } });
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

  it('back to edit keeps everything typed', () => {
    const store = openPage();
    fill(store);
    store.review();
    store.edit();
    expect(store.step).toBe('form');
    expect(store.draft.name).toBe('  Erika Mustermann ');
  });
});

describe('restore (the e-mail\'s "this was not me" link)', () => {
  it('sends nothing until asked, then one POST with the token', async () => {
    const fetchMock = stubFetch({
      status: 200,
      body: { restored: { renewsAt: '2026-12-27T00:00:00.000Z' } },
    });
    const restore = openPage().restore();
    expect(fetchMock).not.toHaveBeenCalled();
    await restore.keep('signed.token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoints.restoreCancellation.path);
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'signed.token' });
    expect(restore.status).toBe('restored');
    expect(restore.renewsAt).toBe('2026-12-27T00:00:00.000Z');
    await restore.keep('signed.token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    'restore-link-invalid',
    'restore-link-expired',
    'restore-link-used',
    'restore-not-possible',
  ])('shows the translated error for %s', async (code) => {
    stubFetch({ status: 410, body: { error: { code, message: code } } });
    const restore = openPage().restore();
    await restore.keep('signed.token');
    expect(restore.status).toBe('failed');
    expect(restore.problem).toEqual({ key: `cancel.restore.errors.${code}` });
  });

  it('a link without a token is invalid, without a request', async () => {
    const fetchMock = stubFetch();
    const restore = openPage().restore();
    await restore.keep(null);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(restore.problem).toEqual({ key: 'cancel.restore.errors.restore-link-invalid' });
  });
});
