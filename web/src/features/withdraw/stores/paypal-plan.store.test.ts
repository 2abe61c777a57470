import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import { ApiClient } from '../../../shared/services/api-client';
import { TabStorageService } from '../../../shared/services/tab-storage.service';
import { stubFetch } from '../../../shared/testing/fetch-stub';
import type { PaypalPlanEntry } from '../domain/paypal-plan';
import { WithdrawalApi } from '../services/withdrawal.api';
import { PaypalPlanStore } from './paypal-plan.store';

const TOKEN_KEY = 'fastwell.withdraw.paypalPlan.token';
const APPROVE_URL = 'https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1';

const plan = (status: string) => ({
  plan: {
    status,
    amount: 1499,
    currency: 'eur',
    months: 1,
    firstChargeAt: '2026-12-27T10:00:00.000Z',
  },
});
const ok = (body: unknown) => ({ status: 200, body });
const refused = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code } },
});

/** A visit of the page as the app builds it (the tab's storage is the browser's). */
function visit() {
  const assign = vi.fn();
  const store = new PaypalPlanStore({
    withdrawal: new WithdrawalApi(new ApiClient(() => Promise.resolve(null))),
    tabStorage: new TabStorageService(window.sessionStorage),
    page: { assign },
  });
  return { store, assign };
}

const entry = (token: string | null, returnedFromPaypal = false): PaypalPlanEntry => ({
  token,
  returnedFromPaypal,
});

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the kept PayPal plan’s page (store)', () => {
  it('opening reads the plan once per entry and keeps the token for the tab', async () => {
    const fetchMock = stubFetch(ok(plan('awaiting-consent')));
    const { store } = visit();
    const opened = entry('signed.token');
    expect(store.view).toBe('loading');
    await Promise.all([store.open(opened), store.open(opened)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpoints.paypalPlanStatus.path);
    expect(store.view).toBe('awaiting-consent');
    expect(JSON.parse(window.sessionStorage.getItem(TOKEN_KEY) ?? 'null')).toBe('signed.token');
  });

  it('a reload (no token in the address) reads the plan with the tab’s token', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify('kept.token'));
    const fetchMock = stubFetch(ok(plan('confirmed')));
    const { store } = visit();
    await store.open(entry(null));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'kept.token',
    });
    expect(store.view).toBe('confirmed');
  });

  it('consent: one request however often pressed, then PayPal’s page; busy until the page leaves', async () => {
    const fetchMock = stubFetch(ok(plan('awaiting-consent')), ok({ approveUrl: APPROVE_URL }));
    const { store, assign } = visit();
    await store.open(entry('t'));
    await Promise.all([store.consent(), store.consent()]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(endpoints.startPaypalPlanConsent.path);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(APPROVE_URL);
    expect(store.consenting).toBe(true);
  });

  it.each(['confirmed', 'ended'])('no consent is asked for a plan %s', async (status) => {
    const fetchMock = stubFetch(ok(plan(status)));
    const { store, assign } = visit();
    await store.open(entry('t'));
    await store.consent();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('plan-consent-closed: the plan is read again and its state replaces the message', async () => {
    stubFetch(
      ok(plan('awaiting-consent')),
      refused(409, 'plan-consent-closed'),
      ok(plan('confirmed')),
    );
    const { store, assign } = visit();
    await store.open(entry('t'));
    await store.consent();
    expect(store.view).toBe('confirmed');
    expect(store.problem).toBeNull();
    expect(store.consenting).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('plan-consent-closed while the plan still reads as awaiting: says so', async () => {
    stubFetch(
      ok(plan('awaiting-consent')),
      refused(409, 'plan-consent-closed'),
      ok(plan('awaiting-consent')),
    );
    const { store } = visit();
    await store.open(entry('t'));
    await store.consent();
    expect(store.problem).toEqual({ key: 'withdraw.paypalPlan.errors.plan-consent-closed' });
  });

  it.each(['status', 'consent'])(
    'plan-link-invalid on %s: the final page, and the tab forgets the token',
    async (call) => {
      const fetchMock = stubFetch(
        ...(call === 'status'
          ? [refused(400, 'plan-link-invalid')]
          : [ok(plan('awaiting-consent')), refused(400, 'plan-link-invalid')]),
      );
      const { store } = visit();
      await store.open(entry('t'));
      await store.consent();
      expect(store.view).toBe('invalid');
      expect(store.problem).toEqual({ key: 'withdraw.paypalPlan.errors.plan-link-invalid' });
      expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
      const calls = fetchMock.mock.calls.length;
      await store.retry();
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    },
  );

  it('without a token anywhere: the invalid link’s page, without a request', async () => {
    const fetchMock = stubFetch();
    const { store } = visit();
    await store.open(entry(null));
    expect(store.view).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a first read that failed: its message, and "Try again" reads it', async () => {
    stubFetch(
      { ...refused(429, 'rate-limited'), headers: { 'Retry-After': '30' } },
      'offline',
      refused(503, 'paypal-unavailable'),
      ok(plan('ended')),
    );
    const { store } = visit();
    await store.open(entry('t'));
    expect(store.view).toBe('unavailable');
    expect(store.problem).toEqual({
      key: 'withdraw.paypalPlan.errors.rateLimitedFor',
      values: { minutes: 1 },
    });
    await store.retry();
    expect(store.problem).toEqual({ key: 'withdraw.paypalPlan.errors.network' });
    await store.retry();
    expect(store.problem).toEqual({ key: 'withdraw.paypalPlan.errors.unknown' });
    await store.retry();
    expect(store.view).toBe('ended');
    expect(store.problem).toBeNull();
  });

  it('a failed consent keeps the plan and the button: its message, then trying again works', async () => {
    stubFetch(ok(plan('awaiting-consent')), 'offline', ok({ approveUrl: APPROVE_URL }));
    const { store, assign } = visit();
    await store.open(entry('t'));
    await store.consent();
    expect(store.view).toBe('awaiting-consent');
    expect(store.consenting).toBe(false);
    expect(store.problem).toEqual({ key: 'withdraw.paypalPlan.errors.network' });
    await store.consent();
    expect(store.problem).toBeNull();
    expect(assign).toHaveBeenCalledWith(APPROVE_URL);
  });

  it('back from PayPal: says consent is missing only while the plan still awaits it', async () => {
    stubFetch(ok(plan('awaiting-consent')), ok(plan('confirmed')));
    const back = visit().store;
    await back.open(entry('t', true));
    expect(back.backWithoutConsent).toBe(true);
    const consented = visit().store;
    await consented.open(entry('t', true));
    expect(consented.backWithoutConsent).toBe(false);
  });

  it('shown again from the browser’s cache (Back from PayPal): not busy, the plan read again', async () => {
    const fetchMock = stubFetch(
      ok(plan('awaiting-consent')),
      ok({ approveUrl: APPROVE_URL }),
      ok(plan('awaiting-consent')),
    );
    const { store } = visit();
    await store.open(entry('t'));
    await store.consent();
    await store.resumed();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.consenting).toBe(false);
    expect(store.backWithoutConsent).toBe(true);
  });
});
