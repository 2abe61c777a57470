import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../shared/domain/routes';
import type { TestStore } from '../../app/testing/app-harness';
import {
  type ApiAnswer,
  PREVIEW_PRORATION_DATE,
  buyerStore,
  eventOf,
  events,
  renderOffer,
  stubApi,
  subscription,
} from './testing/offer-harness';
import UpdateSubscriptionScreen from './update-subscription-screen';
import { endpoints, pathOf } from '@fastwell/contract/endpoints';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const UPDATE = endpoints.updateSubscription.path;

function open(store: TestStore, flow: Flow = 'onboarding', query = '?stepId=step1') {
  const route = flow === 'login' ? '/login/update_subscription' : '/update_subscription';
  return renderOffer(store, `${route}${query}`, route, <UpdateSubscriptionScreen flow={flow} />);
}

const applied: ApiAnswer = (call) =>
  call.path === UPDATE ? [200, { subscription: subscription('sixMonths') }] : undefined;
/** The h1 once the offer has loaded (the skeleton holds placeholder copy before). */
async function heading() {
  await screen.findByTestId('upsell-bar-upsell');
  return screen.getByRole('heading', { level: 1 });
}
const accept = () => fireEvent.click(screen.getByTestId('upsell-accept'));

describe('update subscription screen', () => {
  it('compares a one-month plan with the six-month plan and upgrades on accept', async () => {
    const calls = stubApi(applied);
    const { store } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    expect((await heading()).textContent).toBe('Upgrade now and save 50%');
    expect(screen.getByTestId('upsell-bar-current').dataset.height).toBe('175');
    expect(screen.getByTestId('upsell-bar-upsell').dataset.height).toBe('87');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Price per day: your plan €0.99, new plan €0.49.',
    );
    expect(screen.getByTestId('upsell-row-current').textContent).toContain('1-month plan · €29.99');
    expect(screen.getByTestId('upsell-row-upsell').textContent).toContain('6-month plan · €89.99');
    expect(screen.getByTestId('upsell-row-perDay').textContent).toContain('€0.49 instead of €0.99');
    // What accepting charges today is the server's preview, not the plan price.
    expect(screen.getByTestId('upsell-row-today').textContent).toContain('€70.01');
    expect(screen.getByTestId('upsell-disclaimer').textContent).toContain(
      'We charge €70.01 to your card now: €89.99 less the unused part of your current plan.',
    );
    expect(screen.getByTestId('upsell-bullets').querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByTestId('upsell-terms')).toBeNull();
    expect(calls.map((call) => call.path)).toContain(
      pathOf(endpoints.getProducts, { groupId: 'v8_standard' }),
    );

    accept();
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(calls.find((call) => call.path === UPDATE)?.body).toEqual({
      priceId: 'price_v8_standard_sixMonthsV8_eur',
      withDiscount: false,
      lang: 'en',
      prorationDate: PREVIEW_PRORATION_DATE,
    });
    expect(eventOf('web_purchaseSuccess')).toMatchObject({
      channel: 'stripe',
      product: 'upsell',
      value: 70.01,
      currency: 'EUR',
    });
    expect(events()).toEqual(
      expect.arrayContaining([
        'web_goto_36_update_subscription',
        'web_commit_36_update_subscription',
      ]),
    );
    expect(store.purchase.subscription?.plan.interval_count).toBe(6);
  });

  it('offers three months to a trial and nine months to a three-month plan', async () => {
    stubApi();
    const trial = buyerStore({ subscription: subscription('trial') }).store;
    open(trial);
    await heading();
    expect(screen.getByTestId('upsell-row-current').textContent).toContain(
      '1-month plan after your trial · €29.99',
    );
    expect(screen.getByTestId('upsell-row-upsell').textContent).toContain('3-month plan · €59.99');
    expect(screen.getByTestId('upsell-disclaimer').textContent).toMatch(
      /^When you upgrade, your trial ends today/,
    );
    cleanup();
    open(buyerStore({ subscription: subscription('threeMonths') }).store);
    expect((await heading()).textContent).toBe('Upgrade now and save 39%');
    expect(screen.getByTestId('upsell-row-upsell').textContent).toContain('9-month plan · €109.99');
  });

  it('declines without a call and goes to the final route', async () => {
    const calls = stubApi();
    const { store } = buyerStore({ subscription: subscription('oneMonth'), isAnonymous: false });
    const { location } = open(store, 'login');
    await heading();
    fireEvent.click(screen.getByTestId('upsell-decline'));
    expect(location()).toBe('/login/download');
    // Reading the offer previews today's charge; declining pays nothing.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      endpoints.previewUpsell.path,
    ]);
    expect(eventOf('web_commit_36_update_subscription')).toMatchObject({ choice: 'decline' });
  });

  it('asks for the terms box when the experiment is on', async () => {
    const calls = stubApi(applied);
    const { store } = buyerStore({
      subscription: subscription('oneMonth'),
      flags: { 'upsell-terms-checkbox': true },
    });
    const { location } = open(store);
    await heading();
    accept();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please accept the terms to upgrade your plan.',
    );
    const box = screen.getByRole('checkbox', { name: /terms of the upgrade/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === UPDATE)).toBe(false);
    fireEvent.click(box);
    expect(screen.getByRole('alert').textContent).toBe('');
    accept();
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
  });

  it('confirms the card when the server answers 402 requires_action', async () => {
    stubApi((call) =>
      call.path === UPDATE
        ? [
            402,
            {
              error: { code: 'requires_action', message: 'confirm' },
              clientSecret: 'pi_1_secret_2',
            },
          ]
        : undefined,
    );
    const { store, stripe } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await heading();
    accept();
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      return_url: expect.stringContaining('/update_subscription'),
    });
    expect(store.upsell.upsellAccepted).toBe(true);
  });

  it('shows the unknown-error toast when the upgrade fails and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi((call) =>
      call.path === UPDATE ? [500, { error: { code: 'internal', message: 'boom' } }] : undefined,
    );
    const { store } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await heading();
    accept();
    await waitFor(() => expect(store.ui.notices).toHaveLength(1));
    expect(store.ui.notices[0]?.messageKey).toBe('errors.unknownError');
    expect(location()).toBe('/update_subscription');
    expect(events()).not.toContain('web_purchaseSuccess');
    expect(store.ui.blocked).toBe(false);
  });

  it('reports an invalid plan and moves on (its skip event)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi();
    const { store } = buyerStore({ subscription: subscription('sixMonths') });
    const { location } = open(store);
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(eventOf('web_upsellInvalidPlan')).toMatchObject({
      message: 'invalid subscription plan',
    });
    expect(eventOf('web_skip_36_update_subscription')).toMatchObject({ flow: 'onboarding' });
  });

  it('passes over an invalid plan without a skip event in the login flow', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi();
    const { store } = buyerStore({ subscription: subscription('sixMonths') });
    const { location } = open(store, 'login');
    await waitFor(() => expect(location()).not.toBe('/login/update_subscription'));
    expect(events()).toContain('web_upsellInvalidPlan');
    expect(events()).not.toContain('web_skip_36_update_subscription');
  });

  it('reports a plan of no known duration (spec 02 §4.10) and offers no upgrade', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi();
    const twoMonths = subscription('oneMonth');
    twoMonths.plan.interval_count = 2;
    const { location } = open(buyerStore({ subscription: twoMonths }).store);
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(eventOf('web_unknownDurationType')).toMatchObject({
      message: 'Unknown duration type: month × 2',
      subscriptionId: 'sub_1',
      interval: 'month',
      intervalCount: 2,
    });
  });

  it('reads the subscription from the API when the payment did not record it', async () => {
    const calls = stubApi((call) =>
      call.path === endpoints.getSubscription.path
        ? [200, { subscription: subscription('oneMonth') }]
        : undefined,
    );
    open(buyerStore({ subscription: null }).store);
    expect((await heading()).textContent).toBe('Upgrade now and save 50%');
    expect(calls[0]?.path).toBe(endpoints.getSubscription.path);
  });

  it('does not offer an upgrade the server prices differently (its preview names another plan)', async () => {
    stubApi((call) =>
      call.path === endpoints.previewUpsell.path
        ? [
            200,
            {
              preview: {
                priceId: 'price_v8_standard_nineMonthsV8_eur',
                amountDue: 1,
                currency: 'eur',
                prorationDate: PREVIEW_PRORATION_DATE,
              },
            },
          ]
        : undefined,
    );
    const { store } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await waitFor(() => expect(location()).toBe('/upgrade_account'));
    expect(screen.queryByTestId('upsell-row-today')).toBeNull();
  });

  it('reads the offer again when the server says the amount shown is out of date, and stays', async () => {
    let previews = 0;
    const calls = stubApi((call) => {
      if (call.path === endpoints.previewUpsell.path) previews += 1;
      if (call.path !== UPDATE) return undefined;
      return [409, { error: { code: 'upsell-preview-expired', message: 'reload' } }];
    });
    const { store } = buyerStore({ subscription: subscription('oneMonth') });
    const { location } = open(store);
    await heading();
    accept();
    await waitFor(() => expect(previews).toBe(2));
    expect(location()).toBe('/update_subscription');
    expect(store.ui.notices.at(-1)?.messageKey).toBe('upsellFunnel.previewExpired');
    expect(calls.filter((call) => call.path === UPDATE)).toHaveLength(1);
    expect(await screen.findByTestId('upsell-row-today')).toBeTruthy();
  });
});
