// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@fastwell/contract/calendar';
import { activeSubscription } from './domain/subscription.fixtures';
import type { SubscriptionView } from '../../shared/domain/subscription';
import { renderManage, resetManageTest } from './testing/manage-subscription-harness';

afterEach(resetManageTest);

const long = (date: Date) =>
  new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
const step = async (id: string) => {
  await waitFor(() => expect(document.querySelector(`[data-step-id="${id}"]`)).not.toBeNull());
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The API answers each management call with the subscription that call produces. */
function provider(start: SubscriptionView) {
  let current = start;
  const changes: Record<string, (body: Record<string, unknown>) => SubscriptionView> = {
    '/payment/cancelSubscription': () => ({ ...current, canceled_at: 1_790_000_000 }),
    '/payment/restoreSubscription': () => ({ ...current, canceled_at: null }),
    '/payment/pauseSubscription': (body) => ({
      ...current,
      pause_collection: {
        behavior: 'void',
        resumes_at: Math.floor(addCalendarMonths(new Date(), Number(body.months)).getTime() / 1000),
      },
    }),
    '/payment/unpauseSubscription': () => ({ ...current, pause_collection: null }),
    '/payment/updateSubscriptionWithSpecialOffer': () => ({
      ...current,
      metadata: { specialOfferStartDate: new Date().toISOString() },
    }),
  };
  return (path: string, body: unknown) => {
    if (path === '/payment/requestSpecialOffer') {
      const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
      return {
        status: 200,
        body: { offer: { subscriptionId: current.id, percentOff: 50, expiresAt } },
      };
    }
    const change = changes[path];
    if (change) current = change((body ?? {}) as Record<string, unknown>);
    return { status: 200, body: { subscription: current } };
  };
}

describe('manage flows (spec 02 §4.13)', () => {
  it('cancel: reason, learn more link, cancel anyway, offer declined, canceled, restored', async () => {
    const { calls } = renderManage({ answer: provider(activeSubscription()) });
    await step('subscription_status');
    click('Cancel subscription');
    await step('cancellation_reason');
    fireEvent.click(screen.getByText("It's too expensive"));
    await step('cancellation_reason_expensive');
    const learnMore = screen.getByRole('link', { name: 'Learn more' });
    expect(learnMore.getAttribute('href')).toBe(
      'https://help.fastwell.app/en/articles/plans-and-prices',
    );
    expect(learnMore.getAttribute('target')).toBe('_blank');
    click('Cancel anyway');
    await step('special_offer');
    expect(screen.getByTestId('special-offer').textContent).toBe('50% off your next 3 months');
    expect(screen.getByTestId('special-offer-disclaimer').textContent).toContain(
      long(addCalendarMonths(new Date(), 3)),
    );
    click('No thanks, cancel my subscription');
    await step('cancel_subscription_success');
    expect(screen.getByTestId('manage-success-body').textContent).toContain('You keep full access');
    expect(calls.filter((call) => call.path === '/payment/cancelSubscription')).toEqual([
      { path: '/payment/cancelSubscription', body: { reason: 'expensive' } },
    ]);
    click('Got it');
    await step('subscription_status');
    expect(screen.getByTestId('manage-status').textContent).toBe('Canceled');
    click('Restore subscription');
    await step('subscription_restoration_success');
    click('Got it');
    await step('subscription_status');
    expect(screen.getByTestId('manage-status').textContent).toBe('Active');
  });

  it('special offer → rather pause → pause offer → pause → the picker; go back returns to the pause offer, no thanks cancels', async () => {
    const { calls } = renderManage({ answer: provider(activeSubscription()) });
    await step('subscription_status');
    click('Cancel subscription');
    await step('cancellation_reason');
    fireEvent.click(screen.getByText("It's too expensive"));
    await step('cancellation_reason_expensive');
    click('Cancel anyway');
    await step('special_offer');
    click("I'd rather pause my subscription");
    await step('pause_offer');
    expect(screen.getByTestId('pause-benefits').querySelectorAll('li')).toHaveLength(3);
    click('Pause my subscription');
    await step('pause_subscription');
    click('Go back');
    await step('pause_offer');
    expect(calls.map((call) => call.path)).not.toContain('/payment/pauseSubscription');
    click('No thanks, cancel my subscription');
    await step('cancel_subscription_success');
    expect(calls.filter((call) => call.path === '/payment/cancelSubscription')).toEqual([
      { path: '/payment/cancelSubscription', body: { reason: 'expensive' } },
    ]);
  });

  it('the pause offer pauses: the picker from it confirms the length chosen', async () => {
    const { calls } = renderManage({
      path: '/manage_subscription/special_offer',
      answer: provider(activeSubscription()),
    });
    await step('special_offer');
    click("I'd rather pause my subscription");
    await step('pause_offer');
    click('Pause my subscription');
    await step('pause_subscription');
    fireEvent.click(screen.getByLabelText(/3 months/));
    fireEvent.click(screen.getByRole('button', { name: 'Pause subscription' }));
    await step('pause_subscription_success');
    expect(calls.at(-1)).toEqual({ path: '/payment/pauseSubscription', body: { months: 3 } });
  });

  it('app complicated: cancel anyway asks about contacting, then the offer; accept keeps the plan', async () => {
    const { calls } = renderManage({
      path: '/manage_subscription/cancellation_reason',
      answer: provider(activeSubscription()),
    });
    await step('cancellation_reason');
    fireEvent.click(screen.getByText('The app is too complicated'));
    await step('cancellation_reason_app_complicated');
    click('Cancel anyway');
    await step('contact_us_about_experience');
    click('Yes, you may contact me');
    await step('special_offer');
    click('Accept offer');
    await step('special_offer_accepted');
    // The server made the offer in this cancellation before it was accepted (issue 17).
    expect(calls.slice(-2)).toEqual([
      {
        path: '/payment/requestSpecialOffer',
        body: { reason: 'appComplicated', duration: 'threeMonths' },
      },
      { path: '/payment/updateSubscriptionWithSpecialOffer', body: { duration: 'threeMonths' } },
    ]);
    expect(screen.getByTestId('manage-success-body').textContent).toBe(
      `You save 50% on your plan until ${long(addCalendarMonths(new Date(), 3))}.`,
    );
  });

  it('when the server has no offer, cancel anyway goes straight to the cancellation', async () => {
    const answer = provider(activeSubscription());
    const { calls } = renderManage({
      path: '/manage_subscription/cancellation_reason',
      answer: (path, body) =>
        path === '/payment/requestSpecialOffer'
          ? { status: 409, body: { error: { code: 'special-offer-unavailable', message: 'no' } } }
          : answer(path, body),
    });
    await step('cancellation_reason');
    fireEvent.click(screen.getByText("It's too expensive"));
    await step('cancellation_reason_expensive');
    click('Cancel anyway');
    await step('cancel_subscription_success');
    expect(calls.slice(-2)).toEqual([
      {
        path: '/payment/requestSpecialOffer',
        body: { reason: 'expensive', duration: 'threeMonths' },
      },
      { path: '/payment/cancelSubscription', body: { reason: 'expensive' } },
    ]);
  });

  it('a trial cancels without the offer', async () => {
    const trial = activeSubscription({ status: 'trialing', trial_end: 4_000_000_000 });
    renderManage({ path: '/manage_subscription/cancellation_reason', answer: provider(trial) });
    await step('cancellation_reason');
    fireEvent.click(screen.getByText("I'd rather not say"));
    await step('cancel_subscription_success');
  });

  it('a user the server flagged (an offer taken before) cancels anyway without the offer', async () => {
    const { calls } = renderManage({
      answer: provider(activeSubscription()),
      profile: { specialOfferUsed: true },
    });
    await step('subscription_status');
    click('Cancel subscription');
    await step('cancellation_reason');
    fireEvent.click(screen.getByText("It's too expensive"));
    await step('cancellation_reason_expensive');
    click('Cancel anyway');
    await step('cancel_subscription_success');
    expect(document.querySelector('[data-step-id="special_offer"]')).toBeNull();
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/user/profile');
    expect(paths).not.toContain('/payment/requestSpecialOffer');
    expect(paths).toContain('/payment/cancelSubscription');
  });

  it('pause from the status opens the picker directly; its go back returns to the status', async () => {
    renderManage({ answer: provider(activeSubscription()) });
    await step('subscription_status');
    click('Pause subscription');
    await step('pause_subscription');
    expect(document.querySelector('[data-step-id="pause_offer"]')).toBeNull();
    click('Go back');
    await step('subscription_status');
  });

  it('pause: the first length is preselected, each shows its resume date; 2 months pauses', async () => {
    const { calls } = renderManage({ answer: provider(activeSubscription()) });
    await step('subscription_status');
    click('Pause subscription');
    await step('pause_subscription');
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    for (const months of [1, 2, 3])
      expect(
        screen.getByText(`Resumes on ${long(addCalendarMonths(new Date(), months))}`),
      ).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/2 months/));
    fireEvent.click(screen.getByRole('button', { name: 'Pause subscription' }));
    await step('pause_subscription_success');
    expect(calls.at(-1)).toEqual({ path: '/payment/pauseSubscription', body: { months: 2 } });
    expect(screen.getByTestId('manage-success-body').textContent).toContain(
      long(addCalendarMonths(new Date(), 2)),
    );
    click('Got it');
    await step('subscription_status');
    expect(screen.getByTestId('manage-status').textContent).toBe('Paused');
    click('Unpause subscription');
    await step('unpause_subscription_success');
    click('Got it');
    await step('subscription_status');
    expect(screen.getByTestId('manage-status').textContent).toBe('Active');
  });

  it('a failed action shows errors.unknownError and keeps the visitor on the step', async () => {
    const { store } = renderManage({
      path: '/manage_subscription/special_offer',
      answer: (path) =>
        path === '/payment/updateSubscriptionWithSpecialOffer'
          ? { status: 502, body: { error: { code: 'provider-unavailable', message: 'down' } } }
          : undefined,
    });
    await step('special_offer');
    click('Accept offer');
    await waitFor(() =>
      expect(store.ui.notices.map((notice) => notice.messageKey)).toEqual(['errors.unknownError']),
    );
    await step('special_offer');
    expect(store.ui.blocked).toBe(false);
  });

  it('have questions: the FAQ and support are links in the page language', async () => {
    renderManage({ path: '/manage_subscription/have_questions' });
    await step('have_questions');
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe(
      'https://help.fastwell.app/en/faq',
    );
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'https://help.fastwell.app/en/contact',
    );
  });

  it('reactivate goes to the manage-subscription payment route', async () => {
    const { location } = renderManage({
      subscription: activeSubscription({ status: 'canceled', canceled_at: 1 }),
    });
    await step('subscription_status');
    click('Activate subscription');
    await waitFor(() => expect(location()).toBe('/manage_subscription/payment'));
  });
});
