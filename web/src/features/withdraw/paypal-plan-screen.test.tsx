import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayPalPlanStatus } from '@fastwell/contract/api/paypal-plan-consent';
import { endpoints } from '@fastwell/contract/endpoints';
import type { Language } from '@fastwell/contract/languages';
import { createTestStore, type TestStore } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import { stubFetch, type StubAnswer } from '../../shared/testing/fetch-stub';
import PaypalPlanScreen from './paypal-plan-screen';

const TOKEN_KEY = 'fastwell.withdraw.paypalPlan.token';
const APPROVE_URL = 'https://www.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-1';
const PAYPAL_RETURN = '?subscription_id=I-SUB1&ba_token=BA-1&token=EC-1';

const planAnswer = (
  status: PayPalPlanStatus['status'],
  overrides: Partial<PayPalPlanStatus> = {},
) =>
  ({
    status: 200,
    body: {
      plan: {
        status,
        amount: 1499,
        currency: 'eur',
        months: 1,
        firstChargeAt: '2026-12-27T10:00:00.000Z',
        ...overrides,
      },
    },
  }) satisfies StubAnswer;
const refused = (status: number, code: string, headers?: Record<string, string>): StubAnswer => ({
  status,
  body: { error: { code, message: code } },
  headers,
});

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

/**
 * The page at /withdraw/paypal-plan{search}; `store`: the same app again (a reload keeps the
 * tab's session storage); `tabToken`: a token this tab kept from an earlier visit.
 */
function openPlan(
  search = '?plan=signed.token',
  {
    language = 'en',
    store,
    tabToken,
  }: { language?: Language; store?: TestStore; tabToken?: string } = {},
) {
  const app = store ?? createTestStore();
  if (tabToken) window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify(tabToken));
  const assign = vi.fn();
  app.services.page.assign = assign;
  renderInLanguage(
    app,
    language,
    `/withdraw/paypal-plan${search}`,
    <>
      <Routes>
        <Route path="/withdraw/paypal-plan" element={<PaypalPlanScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <SearchProbe />
    </>,
  );
  return { store: app, assign };
}

const page = () => screen.getByTestId('paypal-plan');
const shown = (state: string) => waitFor(() => expect(page().dataset.state).toBe(state));
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

// jsdom has no scrolling; the heading's focus scrolls to the top.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the kept PayPal plan’s page (/withdraw/paypal-plan, the mail after a withdrawn upsell)', () => {
  it('shows a placeholder while it reads, then asks for consent with the price per period and the date', async () => {
    const fetchMock = stubFetch(planAnswer('awaiting-consent'));
    openPlan();
    expect(page().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('paypal-plan-loading').getAttribute('role')).toBe('status');
    await shown('awaiting-consent');
    expect(page().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('heading', { level: 1, name: 'Keep your plan' })).toBeTruthy();
    expect(screen.getByTestId('paypal-plan-awaiting').textContent).toBe(
      'You have withdrawn from the upgrade of your plan. To keep your previous plan at €14.99 every month, PayPal needs your consent.' +
        'If you do not consent before December 27, 2026, nothing more will be charged and your subscription ends on December 27, 2026.',
    );
    expect(screen.getByRole('button', { name: 'Confirm at PayPal' })).toBeTruthy();
    expect(screen.queryByTestId('paypal-plan-back')).toBeNull();
    expect(document.title).toBe('Keep your plan | Fastwell');
    // Opening the page is a read only: no consent is asked for (mail scanners open links).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpoints.paypalPlanStatus.path);
    expect(bodyOf(fetchMock, 0)).toEqual({ token: 'signed.token' });
  });

  it('"Confirm at PayPal" asks for the consent, then goes to PayPal’s page (busy meanwhile)', async () => {
    const fetchMock = stubFetch(planAnswer('awaiting-consent'), {
      status: 200,
      body: { approveUrl: APPROVE_URL },
    });
    const { assign } = openPlan();
    await shown('awaiting-consent');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm at PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(endpoints.startPaypalPlanConsent.path);
    expect(bodyOf(fetchMock, 1)).toEqual({ token: 'signed.token' });
    const button = screen.getByTestId('paypal-plan-consent');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toContain('Opening PayPal…');
  });

  it('in German (Sie), a three-month plan', async () => {
    stubFetch(planAnswer('awaiting-consent', { amount: 5999, months: 3 }));
    openPlan('?plan=t', { language: 'de' });
    await shown('awaiting-consent');
    expect(screen.getByRole('heading', { level: 1, name: 'Ihren Plan behalten' })).toBeTruthy();
    expect(screen.getByTestId('paypal-plan-awaiting').textContent).toMatch(
      /^Sie haben das Upgrade Ihres Plans widerrufen\. Damit Sie Ihren bisherigen Plan für 59,99\s€ alle 3 Monate behalten, braucht PayPal Ihre Zustimmung\.Wenn Sie nicht vor dem 27\. Dezember 2026 zustimmen/,
    );
    expect(screen.getByRole('button', { name: 'Bei PayPal bestätigen' })).toBeTruthy();
  });

  it('confirmed: PayPal bills the plan from the date, and no button', async () => {
    stubFetch(planAnswer('confirmed'));
    openPlan();
    await shown('confirmed');
    expect(screen.getByRole('heading', { level: 1, name: 'Your plan continues' })).toBeTruthy();
    expect(screen.getByTestId('paypal-plan-confirmed').textContent).toBe(
      'Thank you, your plan continues. PayPal charges €14.99 every month from December 27, 2026.',
    );
    expect(
      screen.getByTestId('paypal-plan-confirmed').closest('[aria-live="polite"]'),
    ).toBeTruthy();
    expect(screen.queryByTestId('paypal-plan-consent')).toBeNull();
  });

  it('ended: the date it ended, nothing more is charged, and a way to subscribe again', async () => {
    stubFetch(planAnswer('ended'));
    openPlan();
    await shown('ended');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your subscription has ended' }),
    ).toBeTruthy();
    expect(screen.getByTestId('paypal-plan-ended').textContent).toBe(
      'Your plan ended on December 27, 2026. Nothing more will be charged.',
    );
    expect(
      screen.getByRole('link', { name: 'Sign in to subscribe again' }).getAttribute('href'),
    ).toBe('/login');
    expect(screen.queryByTestId('paypal-plan-consent')).toBeNull();
  });

  it('takes the token off the address bar at once (other parameters stay); a reload reads with the tab’s token', async () => {
    const fetchMock = stubFetch(planAnswer('awaiting-consent'), planAnswer('awaiting-consent'));
    const { store } = openPlan('?plan=secret.token&lang=de');
    expect(screen.getByTestId('search').textContent).toBe('?lang=de');
    await shown('awaiting-consent');
    expect(JSON.parse(window.sessionStorage.getItem(TOKEN_KEY) ?? 'null')).toBe('secret.token');
    cleanup();
    openPlan('', { store });
    await shown('awaiting-consent');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodyOf(fetchMock, 1)).toEqual({ token: 'secret.token' });
  });

  it('back from PayPal without consent: says so kindly above the button, and PayPal’s fields leave the address bar', async () => {
    const fetchMock = stubFetch(planAnswer('awaiting-consent'));
    openPlan(PAYPAL_RETURN, { tabToken: 'kept.token' });
    expect(screen.getByTestId('search').textContent).toBe('');
    await shown('awaiting-consent');
    const back = screen.getByTestId('paypal-plan-back');
    expect(back.textContent).toBe(
      'Welcome back. PayPal has not received your consent yet. If you would like to keep your plan, please confirm it at PayPal again.',
    );
    const button = screen.getByRole('button', { name: 'Confirm at PayPal' });
    expect(back.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bodyOf(fetchMock, 0)).toEqual({ token: 'kept.token' });
  });

  it('back from PayPal after consenting: the confirmation, without the note', async () => {
    stubFetch(planAnswer('confirmed'));
    openPlan(PAYPAL_RETURN, { tabToken: 'kept.token' });
    await shown('confirmed');
    expect(screen.queryByTestId('paypal-plan-back')).toBeNull();
  });

  it('back from PayPal’s page with the browser’s Back (page cache): reads the plan again and says consent is missing', async () => {
    const fetchMock = stubFetch(
      planAnswer('awaiting-consent'),
      { status: 200, body: { approveUrl: APPROVE_URL } },
      planAnswer('awaiting-consent'),
    );
    const { assign } = openPlan();
    await shown('awaiting-consent');
    fireEvent.click(screen.getByTestId('paypal-plan-consent'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const event = new Event('pageshow');
    Object.defineProperty(event, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(await screen.findByTestId('paypal-plan-back')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('paypal-plan-consent').hasAttribute('disabled')).toBe(false);
  });

  it('plan-link-invalid: the final message, without a button', async () => {
    stubFetch(refused(400, 'plan-link-invalid'));
    openPlan();
    await shown('invalid');
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is not valid. Please use the link from your e-mail as it is.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a link without a token is not valid, without a request', async () => {
    const fetchMock = stubFetch();
    openPlan('');
    await shown('invalid');
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plan-consent-closed on the button: reads the plan again and shows what it is now', async () => {
    const fetchMock = stubFetch(
      planAnswer('awaiting-consent'),
      refused(409, 'plan-consent-closed'),
      planAnswer('ended'),
    );
    const { assign } = openPlan();
    await shown('awaiting-consent');
    fireEvent.click(screen.getByTestId('paypal-plan-consent'));
    await shown('ended');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2]?.[0]).toBe(endpoints.paypalPlanStatus.path);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('rate-limited on opening: says when to try again; "Try again" reads the plan', async () => {
    stubFetch(refused(429, 'rate-limited', { 'Retry-After': '60' }), planAnswer('confirmed'));
    openPlan();
    await shown('unavailable');
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many attempts. Please try again in 1 min.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await shown('confirmed');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server error on opening: says so, and offers to try again', async () => {
    stubFetch(refused(503, 'paypal-unavailable'));
    openPlan();
    await shown('unavailable');
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByTestId('paypal-plan-retry')).toBeTruthy();
  });

  it('a network failure on the button: says so, the button stays and works the next time', async () => {
    stubFetch(planAnswer('awaiting-consent'), 'offline', {
      status: 200,
      body: { approveUrl: APPROVE_URL },
    });
    const { assign } = openPlan();
    await shown('awaiting-consent');
    fireEvent.click(screen.getByTestId('paypal-plan-consent'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The connection failed. Please check your connection and try again.',
    );
    fireEvent.click(screen.getByTestId('paypal-plan-consent'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
  });
});
