import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fastwell/contract/endpoints';
import type { CardUpdate } from '@fastwell/contract/api/card-updates';
import { ApiClient } from '../../../shared/services/api-client';
import { TabStorageService } from '../../../shared/services/tab-storage.service';
import { type StubAnswer, stubFetch } from '../../../shared/testing/fetch-stub';
import type { CardUpdateEntry } from '../domain/card-update-entry';
import { CardUpdateApi } from '../services/card-update.api';
import { CardUpdateStore } from './card-update.store';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const TOKEN_KEY = 'fastwell.cardUpdate.token';

const renewal = (overrides: Partial<CardUpdate> = {}): CardUpdate => ({
  state: 'open',
  needs: 'card',
  amount: 2999,
  currency: 'eur',
  graceUntil: '2026-12-08T09:00:00.000Z',
  hardDecline: false,
  ...overrides,
});

const ok = (body: unknown): StubAnswer => ({ status: 200, body });
const status = (overrides: Partial<CardUpdate> = {}) => ok({ cardUpdate: renewal(overrides) });
const setup = (secret = 'seti_1_secret_a') => ok({ clientSecret: secret });
const refused = (
  code: string,
  httpStatus: number,
  extra: object = {},
  headers?: Record<string, string>,
): Exclude<StubAnswer, 'offline'> => ({
  status: httpStatus,
  body: { error: { code, message: code }, ...extra },
  headers,
});

/** Stripe.js as the store uses it: confirmSetup for the new card, handleNextAction for 3-D Secure. */
function fakeStripe() {
  const confirmSetup = vi
    .fn()
    .mockResolvedValue({ setupIntent: { id: 'seti_1', status: 'succeeded' } });
  const handleNextAction = vi.fn().mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  const stripe = { confirmSetup, handleNextAction } as unknown as Stripe;
  const elements = {} as StripeElements;
  return { stripe, elements, confirmSetup, handleNextAction };
}

/** A store as the app builds it; a second one is the page after a reload (same tab). */
function openPage(stripe = fakeStripe().stripe) {
  const analytics = { error: vi.fn() };
  const store = new CardUpdateStore({
    cardUpdates: new CardUpdateApi(new ApiClient(() => Promise.resolve(null))),
    tabStorage: new TabStorageService(window.sessionStorage),
    stripeLoader: { load: () => Promise.resolve(stripe) },
    page: { origin: 'https://fastwell.test' },
    analytics,
    now: () => NOW,
  });
  return { store, analytics };
}

const link = (token: string | null = 'signed.token'): CardUpdateEntry => ({
  token,
  returnedSetup: null,
});

/** What was sent, in order: the endpoint's path and the body. */
const requests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String(init?.body)) as unknown]);

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('card-update store', () => {
  it('opens with the link’s token: what is owed, then a SetupIntent for the Payment Element', async () => {
    const fetchMock = stubFetch(status(), setup());
    const { store } = openPage();
    expect(store.view).toBe('loading');
    await store.open(link());
    expect(store.view).toBe('card');
    expect(store.update).toEqual(renewal());
    expect(store.cardFormSecret).toBe('seti_1_secret_a');
    expect(store.graceUntil).toEqual(new Date('2026-12-08T09:00:00.000Z'));
    expect(requests(fetchMock)).toEqual([
      [endpoints.cardUpdateStatus.path, { token: 'signed.token' }],
      [endpoints.startCardUpdate.path, { token: 'signed.token' }],
    ]);
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('"signed.token"');
  });

  it('after a reload the tab’s token opens the page', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify('kept.token'));
    const fetchMock = stubFetch(status(), setup());
    const { store } = openPage();
    await store.open(link(null));
    expect(store.view).toBe('card');
    expect(requests(fetchMock)[0]).toEqual([
      endpoints.cardUpdateStatus.path,
      { token: 'kept.token' },
    ]);
  });

  it('a new link replaces the tab’s token', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify('old.token'));
    const fetchMock = stubFetch(status({ state: 'paid' }));
    const { store } = openPage();
    await store.open(link('new.token'));
    expect(requests(fetchMock)[0]?.[1]).toEqual({ token: 'new.token' });
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('"new.token"');
  });

  it('opens once per entry (React runs the effect twice in strict mode)', async () => {
    const fetchMock = stubFetch(status(), setup());
    const { store } = openPage();
    const entry = link();
    await Promise.all([store.open(entry), store.open(entry)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without a token (none in the address, none in the tab) the link is invalid, with no request', async () => {
    const fetchMock = stubFetch();
    const { store } = openPage();
    await store.open(link(null));
    expect(store.view).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('card-update-link-invalid: the link is invalid and the tab forgets it', async () => {
    stubFetch(refused('card-update-link-invalid', 400));
    const { store } = openPage();
    await store.open(link());
    expect(store.view).toBe('invalid');
    expect(store.problem).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it.each([
    ['an ended renewal', status({ state: 'ended' })],
    ['subscription-expired (409, the link outlived it)', refused('subscription-expired', 409)],
  ])('%s: the subscription has ended, no SetupIntent', async (_, answer) => {
    const fetchMock = stubFetch(answer);
    const { store } = openPage();
    await store.open(link());
    expect(store.view).toBe('ended');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a renewal paid meanwhile (a retry worked) shows it paid', async () => {
    const fetchMock = stubFetch(status({ state: 'paid' }));
    const { store } = openPage();
    await store.open(link());
    expect(store.view).toBe('paid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('premium paused: no date once the grace period is over', async () => {
    stubFetch(status({ graceUntil: '2026-11-30T09:00:00.000Z' }), setup());
    const { store } = openPage();
    await store.open(link());
    expect(store.graceUntil).toBeNull();
  });

  it('the new card: confirmSetup (redirect only if required, back to this page), then it pays', async () => {
    const fetchMock = stubFetch(status(), setup(), status({ state: 'paid' }));
    const { stripe, elements, confirmSetup } = fakeStripe();
    const { store } = openPage(stripe);
    await store.open(link());
    const paying = store.submitCard({ stripe, elements });
    expect(store.busy).toBe(true);
    await paying;
    expect(confirmSetup).toHaveBeenCalledWith({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: 'https://fastwell.test/card-update' },
    });
    expect(requests(fetchMock)[2]).toEqual([
      endpoints.completeCardUpdate.path,
      { token: 'signed.token', setupIntentId: 'seti_1' },
    ]);
    expect(store.view).toBe('paid');
    expect(store.busy).toBe(false);
    expect(store.problem).toBeNull();
  });

  it('402 requires_action: the bank confirms the payment (handleNextAction), then the renewal is read again', async () => {
    const fetchMock = stubFetch(
      status(),
      setup(),
      refused('requires_action', 402, { clientSecret: 'pi_7_secret_b' }),
      status({ state: 'paid' }),
    );
    const { stripe, elements, handleNextAction } = fakeStripe();
    const { store } = openPage(stripe);
    await store.open(link());
    await store.submitCard({ stripe, elements });
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_7_secret_b' });
    expect(requests(fetchMock).map(([path]) => path)).toEqual([
      endpoints.cardUpdateStatus.path,
      endpoints.startCardUpdate.path,
      endpoints.completeCardUpdate.path,
      endpoints.cardUpdateStatus.path,
    ]);
    expect(store.view).toBe('paid');
  });

  it('402 requires_action, then the bank refuses: its message, and another card on a new SetupIntent', async () => {
    stubFetch(
      status(),
      setup('seti_1_secret_a'),
      refused('requires_action', 402, { clientSecret: 'pi_7_secret_b' }),
      status(),
      setup('seti_2_secret_c'),
    );
    const { stripe, elements, handleNextAction } = fakeStripe();
    handleNextAction.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const { store } = openPage(stripe);
    await store.open(link());
    await store.submitCard({ stripe, elements });
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.authenticationFailed' });
    expect(store.view).toBe('card');
    expect(store.cardFormSecret).toBe('seti_2_secret_c');
  });

  it('a decline of the new card: its message, the renewal read again, a new SetupIntent for another card', async () => {
    const fetchMock = stubFetch(
      status(),
      setup('seti_1_secret_a'),
      refused('insufficient_funds', 402),
      status({ hardDecline: false }),
      setup('seti_2_secret_c'),
    );
    const { stripe, elements } = fakeStripe();
    const { store } = openPage(stripe);
    await store.open(link());
    await store.submitCard({ stripe, elements });
    expect(store.view).toBe('card');
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.insufficientFunds' });
    expect(store.cardFormSecret).toBe('seti_2_secret_c');
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('a card Stripe.js refuses: its message, the same SetupIntent, nothing sent to the API', async () => {
    const fetchMock = stubFetch(status(), setup());
    const { stripe, elements, confirmSetup } = fakeStripe();
    confirmSetup.mockResolvedValue({
      error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    });
    const { store } = openPage(stripe);
    await store.open(link());
    await store.submitCard({ stripe, elements });
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.expiredCard' });
    expect(store.cardFormSecret).toBe('seti_1_secret_a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('incomplete fields are the Payment Element’s to show: no message', async () => {
    stubFetch(status(), setup());
    const { stripe, elements, confirmSetup } = fakeStripe();
    confirmSetup.mockResolvedValue({
      error: { type: 'validation_error', code: 'incomplete_number' },
    });
    const { store } = openPage(stripe);
    await store.open(link());
    await store.submitCard({ stripe, elements });
    expect(store.problem).toBeNull();
  });

  it('one payment at a time', async () => {
    stubFetch(status(), setup(), status({ state: 'paid' }));
    const { stripe, elements, confirmSetup } = fakeStripe();
    const { store } = openPage(stripe);
    await store.open(link());
    await Promise.all([
      store.submitCard({ stripe, elements }),
      store.submitCard({ stripe, elements }),
    ]);
    expect(confirmSetup).toHaveBeenCalledTimes(1);
  });

  it('back from the bank’s page with a confirmed SetupIntent: it pays at once with the tab’s token', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify('kept.token'));
    const fetchMock = stubFetch(status({ state: 'paid' }));
    const { store } = openPage();
    await store.open({ token: null, returnedSetup: { id: 'seti_9', succeeded: true } });
    expect(requests(fetchMock)).toEqual([
      [endpoints.completeCardUpdate.path, { token: 'kept.token', setupIntentId: 'seti_9' }],
    ]);
    expect(store.view).toBe('paid');
  });

  it('back from the bank’s page without success: its message, and another try on a new SetupIntent', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify('kept.token'));
    const fetchMock = stubFetch(status(), setup());
    const { store } = openPage();
    await store.open({ token: null, returnedSetup: { id: 'seti_9', succeeded: false } });
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.authenticationFailed' });
    expect(store.view).toBe('card');
    expect(requests(fetchMock).map(([path]) => path)).toEqual([
      endpoints.cardUpdateStatus.path,
      endpoints.startCardUpdate.path,
    ]);
  });

  it('the bank asks to confirm the renewal: "Confirm payment" runs 3-D Secure, then it is paid', async () => {
    const fetchMock = stubFetch(
      status({ needs: 'authentication' }),
      ok({ clientSecret: 'pi_5_secret_d' }),
      status({ state: 'paid' }),
    );
    const { stripe, handleNextAction } = fakeStripe();
    const { store } = openPage(stripe);
    await store.open(link());
    expect(store.view).toBe('authentication');
    expect(store.cardFormSecret).toBeNull();
    await store.authenticate();
    expect(requests(fetchMock)[1]).toEqual([
      endpoints.authenticateRenewal.path,
      { token: 'signed.token' },
    ]);
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_5_secret_d' });
    expect(store.view).toBe('paid');
  });

  it('the bank’s confirmation cancelled: its message, and the button stays', async () => {
    stubFetch(
      status({ needs: 'authentication' }),
      ok({ clientSecret: 'pi_5_secret_d' }),
      status({ needs: 'authentication' }),
    );
    const { stripe, handleNextAction } = fakeStripe();
    handleNextAction.mockResolvedValue({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    const { store } = openPage(stripe);
    await store.open(link());
    await store.authenticate();
    expect(store.view).toBe('authentication');
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.authenticationFailed' });
  });

  it('nothing left to confirm (paid meanwhile): the renewal is read again', async () => {
    stubFetch(
      status({ needs: 'authentication' }),
      refused('nothing-to-restore', 409),
      status({ state: 'paid' }),
    );
    const { store } = openPage();
    await store.open(link());
    await store.authenticate();
    expect(store.view).toBe('paid');
  });

  it('the first read fails: the page says so and tries again on request', async () => {
    stubFetch('offline', status(), setup());
    const { store } = openPage();
    await store.open(link());
    expect(store.view).toBe('unavailable');
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.network' });
    await store.retry();
    expect(store.view).toBe('card');
    expect(store.problem).toBeNull();
  });

  it('an unexpected failure is reported', async () => {
    stubFetch({ status: 500, body: { error: { code: 'internal', message: 'x' } } });
    const { store, analytics } = openPage();
    await store.open(link());
    expect(store.problem).toEqual({ key: 'cardUpdate.errors.unknown' });
    expect(analytics.error).toHaveBeenCalledWith('web_cardUpdateFailed', expect.anything(), {
      step: 'status',
    });
  });

  it('a refused SetupIntent (rate-limited): when to try again, and a new one on request', async () => {
    stubFetch(status(), refused('rate-limited', 429, {}, { 'Retry-After': '60' }), setup());
    const { store } = openPage();
    await store.open(link());
    expect(store.view).toBe('card');
    expect(store.setupState).toBe('failed');
    expect(store.problem).toEqual({
      key: 'cardUpdate.errors.rateLimitedFor',
      values: { minutes: 1 },
    });
    await store.retry();
    expect(store.cardFormSecret).toBe('seti_1_secret_a');
    expect(store.problem).toBeNull();
  });
});
