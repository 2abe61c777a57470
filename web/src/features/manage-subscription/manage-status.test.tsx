// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription } from './domain/subscription.fixtures';
import { USER_AGENTS } from '../../shared/testing/device';
import { renderManage, resetManageTest, SUBSCRIBER } from './testing/manage-subscription-harness';

afterEach(resetManageTest);

const RENEWS = 1_800_000_000; // 15 January 2027
const longDate = (seconds: number) =>
  new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(seconds * 1000),
  );
const options = () =>
  Array.from(document.querySelectorAll('[data-step-id] [data-option]')).map((element) =>
    element.getAttribute('data-option'),
  );

describe('subscription status (spec 02 §2.6, §4.12)', () => {
  it.each([
    [
      'active',
      activeSubscription(),
      'Active',
      `Renews on ${longDate(RENEWS)}`,
      ['cancelSubscription', 'pauseSubscription', 'haveQuestion'],
    ],
    [
      'canceled',
      activeSubscription({ canceled_at: 1_790_000_000 }),
      'Canceled',
      `Ends on ${longDate(RENEWS)}`,
      ['restoreSubscription'],
    ],
    [
      'expired',
      activeSubscription({ status: 'canceled', canceled_at: 1_790_000_000 }),
      'Expired',
      `Expired on ${longDate(RENEWS)}`,
      ['reactivateSubscription'],
    ],
    [
      'onHold',
      activeSubscription({ pause_collection: { behavior: 'void', resumes_at: 1_805_000_000 } }),
      'Paused',
      `Paused until ${longDate(1_805_000_000)}`,
      ['unpauseSubscription'],
    ],
  ])(
    '%s: status, date and the right buttons',
    async (state, subscription, label, date, buttons) => {
      renderManage({ subscription });
      const status = await screen.findByTestId('manage-status');
      expect(status.textContent).toBe(label);
      expect(status.getAttribute('data-state')).toBe(state);
      expect(screen.getByTestId('manage-status-date').textContent).toBe(date);
      expect(screen.getByTestId('manage-email').textContent).toBe(SUBSCRIBER.email);
      expect(screen.getByTestId('manage-plan').textContent).toContain('1-month plan · €29.99');
      expect(options()).toEqual(buttons);
    },
  );

  it('active: the primary button (manage) enters the cancel flow at the reasons, not a pause offer', async () => {
    const { location } = renderManage({ subscription: activeSubscription() });
    await screen.findByTestId('manage-status');
    expect(options()[0]).toBe('cancelSubscription');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(location()).toBe('/manage_subscription/cancellation_reason'));
  });

  it('an ended subscription whose payments failed says so', async () => {
    renderManage({
      subscription: activeSubscription({
        status: 'canceled',
        canceled_at: 1_790_000_000,
        end_reason: 'payment_failed',
      }),
    });
    expect((await screen.findByTestId('manage-status')).textContent).toBe('Expired');
    expect(screen.getByTestId('manage-description').textContent).toBe(
      'Your subscription ended because its payments failed. Activate a new plan to get back to your fasting routine.',
    );
    expect(options()).toEqual(['reactivateSubscription']);
  });

  it('an ended subscription without a reason keeps the general text', async () => {
    renderManage({
      subscription: activeSubscription({ status: 'canceled', canceled_at: 1_790_000_000 }),
    });
    expect((await screen.findByTestId('manage-description')).textContent).toBe(
      'Your subscription has ended. Activate a new plan to get back to your fasting routine.',
    );
  });

  it('an unknown provider status says so and offers support', async () => {
    renderManage({ subscription: activeSubscription({ status: 'incomplete' }) });
    expect((await screen.findByTestId('manage-status')).textContent).toBe('Unknown');
    const support = screen.getByRole('link', { name: 'Contact support' });
    expect(support.getAttribute('href')).toBe('https://help.fastwell.app/en/contact');
    expect(options()).toEqual(['contactSupport']);
  });

  // Spec 02 §4.12 as the server applies it: the screen offers only what the server then accepts.
  it.each([
    // A trial that ended without a payment method: the server cannot unpause it (409).
    ['paused', 'Unknown', ['contactSupport']],
    // A first payment never made: over, like a canceled one.
    ['incomplete_expired', 'Expired', ['reactivateSubscription']],
  ])('a Stripe %s subscription shows %s with %j', async (status, label, buttons) => {
    renderManage({ subscription: activeSubscription({ status }) });
    expect((await screen.findByTestId('manage-status')).textContent).toBe(label);
    expect(options()).toEqual(buttons);
  });

  it('a registered user without a subscription can choose a plan', async () => {
    const { location } = renderManage({ subscription: null });
    expect((await screen.findByTestId('manage-status')).textContent).toBe('No subscription');
    fireEvent.click(screen.getByRole('button', { name: 'Activate subscription' }));
    await waitFor(() => expect(location()).toBe('/manage_subscription/payment'));
  });

  it('a visitor who is not signed in goes to the login step', async () => {
    const { location } = renderManage({ user: null, path: '/manage_subscription' });
    await waitFor(() => expect(location()).toBe('/manage_subscription/login'));
  });

  it('an anonymous visitor without a subscription goes to the login step', async () => {
    const { location } = renderManage({
      user: { ...SUBSCRIBER, isAnonymous: true, email: null },
      subscription: null,
    });
    await waitFor(() => expect(location()).toBe('/manage_subscription/login'));
  });

  it('the intro shows loading, then the status', async () => {
    const { location } = renderManage({ path: '/manage_subscription' });
    await waitFor(() => expect(location()).toBe('/manage_subscription/subscription_status'));
    expect(await screen.findByTestId('manage-status')).toBeTruthy();
  });

  it('shows a loading status while the subscription loads, retrying a failed fetch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failures = 1;
    renderManage({
      answer: () => (failures-- > 0 ? { status: 503, body: { error: { code: 'x' } } } : undefined),
    });
    expect(screen.getByRole('status').textContent).toContain('Loading your subscription');
    await vi.advanceTimersByTimeAsync(2100);
    expect(await screen.findByTestId('manage-status')).toBeTruthy();
    vi.useRealTimers();
  });

  it('moves focus to the step heading', async () => {
    renderManage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your subscription' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('inside an in-app browser, go back closes it', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderManage({ userAgent: USER_AGENTS.instagramIos });
    const step = await screen.findByTestId('manage-status');
    expect(step).toBeTruthy();
    fireEvent.click(within(document.body).getByRole('button', { name: 'Go back' }));
    expect(close).toHaveBeenCalled();
  });

  it('a stale step (special offer of a canceled subscription) shows the status', async () => {
    const { location } = renderManage({
      path: '/manage_subscription/special_offer',
      subscription: activeSubscription({ canceled_at: 1 }),
    });
    await waitFor(() => expect(location()).toBe('/manage_subscription/subscription_status'));
  });

  it('an unknown step id goes to the intro', async () => {
    const { location } = renderManage({ path: '/manage_subscription/nope' });
    await waitFor(() => expect(location()).toBe('/manage_subscription/subscription_status'));
  });
});

describe('a failed renewal (past_due: Stripe retries it)', () => {
  const pastDue = () => activeSubscription({ status: 'past_due' });

  it('the alert, and "Update card" first; the other actions stay', async () => {
    renderManage({ subscription: pastDue() });
    const alert = await screen.findByTestId('manage-payment-failed');
    expect(alert.textContent).toBe('Your last payment failed. Update your card to keep Premium.');
    expect(screen.getByTestId('manage-status').textContent).toBe('Active');
    expect(options()).toEqual([
      'updateCard',
      'cancelSubscription',
      'pauseSubscription',
      'haveQuestion',
    ]);
  });

  it('PayPal: the alert sends to PayPal (it bills and retries itself), no card update', async () => {
    renderManage({ subscription: activeSubscription({ status: 'past_due', provider: 'paypal' }) });
    const alert = await screen.findByTestId('manage-payment-failed');
    expect(alert.textContent).toBe(
      'PayPal could not collect your last payment. Check the payment method in PayPal to keep Premium.',
    );
    const link = screen.getByRole('link', { name: 'Open PayPal' });
    expect(link.getAttribute('href')).toBe('https://www.paypal.com/myaccount/autopay/');
    expect(options()).not.toContain('updateCard');
  });

  it('"Update card" asks for the subscriber’s link and opens the card-update page with it', async () => {
    const { calls, location } = renderManage({
      subscription: pastDue(),
      answer: (path) =>
        path === '/payment/cardUpdateLink'
          ? { status: 200, body: { token: 'signed.card+token' } }
          : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(location()).toBe('/card-update'));
    expect(screen.getByTestId('card-update-page').textContent).toBe('?token=signed.card%2Btoken');
    expect(calls.find((call) => call.path === '/payment/cardUpdateLink')?.body).toEqual({});
  });

  it('no link on the server: the alert points to the mail instead of the button', async () => {
    const { location } = renderManage({
      subscription: pastDue(),
      answer: (path) =>
        path === '/payment/cardUpdateLink' ? { status: 200, body: { token: null } } : undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    const hint = await screen.findByTestId('manage-payment-failed-hint');
    expect(hint.textContent).toBe(
      'Please check your e-mail: the message about the failed payment has a link to update your card.',
    );
    await waitFor(() => expect(document.activeElement).toBe(hint));
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
    expect(options()).toEqual(['cancelSubscription', 'pauseSubscription', 'haveQuestion']);
    expect(location()).toBe('/manage_subscription/subscription_status');
  });

  it('a failed request says so and keeps the button', async () => {
    renderManage({
      subscription: pastDue(),
      answer: (path) =>
        path === '/payment/cardUpdateLink'
          ? { status: 502, body: { error: { code: 'internal', message: 'down' } } }
          : undefined,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update card' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByTestId('manage-payment-failed-hint')).toBeNull();
  });

  it('an active subscription shows no alert', async () => {
    renderManage();
    await screen.findByTestId('manage-status');
    expect(screen.queryByTestId('manage-payment-failed')).toBeNull();
  });
});
