// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription } from '../domain/subscription.fixtures';
import { createTestStore } from '../../../app/testing/app-harness';
import type { TestStore } from '../../../app/testing/app-harness';
import { emulateDevice, USER_AGENTS } from '../../../shared/testing/device';

const active = activeSubscription();

type Route = (path: string, body: unknown) => { status: number; body: unknown };
const calls: string[] = [];

/**
 * The API at the network boundary: answers by path, records what was called. The user record
 * (GET /user/profile) is `profile`: by default one the server has not flagged.
 */
function stubApi(route: Route, profile: Record<string, unknown> | 'fails' = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = url.replace('/api', '');
      calls.push(path);
      const answer =
        path !== '/user/profile'
          ? route(path, init.body ? JSON.parse(String(init.body)) : undefined)
          : profile === 'fails'
            ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
            : { status: 200, body: { user: profile } };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
}

/** requestSpecialOffer's answer when the server makes the retention offer (30 minutes). */
const offerMade = {
  status: 200,
  body: {
    offer: {
      subscriptionId: active.id,
      percentOff: 50,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  },
};

let store: TestStore;
beforeEach(() => {
  calls.length = 0;
  store = createTestStore();
  store.services.auth.getIdToken = () => Promise.resolve('tok');
});
afterEach(() => vi.unstubAllGlobals());

describe('ManageSubscriptionStore', () => {
  it('loads the subscription and derives state and primary action', async () => {
    stubApi(() => ({ status: 200, body: { subscription: { ...active, canceled_at: 1 } } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.state).toBe('canceled');
    expect(store.manageSubscription.primaryAction).toBe('restore');
  });

  it('offers no restore for a cancelled PayPal subscription that runs to its period end', async () => {
    const paypal = { ...active, provider: 'paypal', canceled_at: 1 };
    stubApi(() => ({ status: 200, body: { subscription: paypal } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.state).toBe('canceled');
    expect(store.manageSubscription.primaryAction).toBeNull();
  });

  it('offers restore for a PayPal subscription held for a cancellation made without login', async () => {
    const held = {
      ...active,
      provider: 'paypal',
      canceled_at: 1,
      metadata: { ...active.metadata, cancellationHeld: 'true' },
    };
    stubApi(() => ({ status: 200, body: { subscription: held } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.primaryAction).toBe('restore');
  });

  it('reports a plan of no known duration (spec 02 §4.10), and still shows the subscription', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dataLayer = [];
    const yearly = { ...active, plan: { ...active.plan, interval: 'year', interval_count: 1 } };
    stubApi(() => ({ status: 200, body: { subscription: yearly } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.state).toBe('active');
    expect(
      window.dataLayer.find((entry) => entry.event === 'web_unknownDurationType'),
    ).toMatchObject({
      message: 'Unknown duration type: year × 1',
      interval: 'year',
      intervalCount: 1,
    });
    stubApi(() => ({ status: 200, body: { subscription: active } }));
    window.dataLayer = [];
    await store.manageSubscription.load();
    expect(window.dataLayer.map((entry) => entry.event)).not.toContain('web_unknownDurationType');
  });

  it('retries a failed fetch after 2 s', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    stubApi(() =>
      ++attempt === 1
        ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
        : { status: 200, body: { subscription: active } },
    );
    const loading = store.manageSubscription.load();
    await vi.advanceTimersByTimeAsync(2000);
    await loading;
    vi.useRealTimers();
    expect(attempt).toBe(2);
    expect(store.manageSubscription.state).toBe('active');
  });

  it('forgets the subscription when the wizard closes (another account may sign in next)', async () => {
    stubApi(() => ({ status: 200, body: { subscription: active } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.state).toBe('active');
    store.manageSubscription.dispose();
    expect(store.manageSubscription.state).toBeNull();
    expect(store.manageSubscription.loadState).toBe('loading');
  });

  it('in an in-app browser, got it closes once the tag manager sent the step (60 s at most)', async () => {
    const device = emulateDevice({ userAgent: USER_AGENTS.instagramIos });
    window.google_tag_manager = { 'GTM-TEST': {} };
    window.dataLayer = [];
    try {
      stubApi(() => ({ status: 200, body: { subscription: active } }));
      await store.manageSubscription.load();
      vi.useFakeTimers();
      const state = { next: null as unknown };
      void store.manageSubscription
        .choose({ step: 'success', successStep: 'pause_subscription_success', option: 'gotIt' })
        .then((next) => (state.next = next));
      const sent = window.dataLayer.find((entry) => entry.event === 'web_manageStep');
      expect(sent).toMatchObject({ step: 'pause_subscription_success', eventTimeout: 60_000 });
      await vi.advanceTimersByTimeAsync(59_999);
      expect(state.next).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(state.next).toEqual({ kind: 'closeInAppBrowser' });

      // A tag manager that has sent the event lets it close at once.
      const again = store.manageSubscription.choose({
        step: 'success',
        successStep: 'pause_subscription_success',
        option: 'gotIt',
      });
      const callback = window.dataLayer.at(-1)?.eventCallback;
      expect(callback).toBeTypeOf('function');
      (callback as () => void)();
      await expect(again).resolves.toEqual({ kind: 'closeInAppBrowser' });
    } finally {
      vi.useRealTimers();
      window.google_tag_manager = undefined;
      device.restore();
    }
  });

  it('a user the server flagged (an offer taken before) cancels anyway without an offer', async () => {
    stubApi(() => ({ status: 200, body: { subscription: active } }), { specialOfferUsed: true });
    await store.manageSubscription.load();
    expect(store.manageSubscription.userFlagged).toBe(true);
    const next = await store.manageSubscription.choose({
      step: 'cancellation_reason',
      reason: 'notSpecified',
    });
    expect(next).toEqual({ kind: 'action', action: 'cancel', then: 'cancel_subscription_success' });
    expect(calls).not.toContain('/payment/requestSpecialOffer');
    expect(calls).toContain('/payment/cancelSubscription');
  });

  it('an unreadable user record counts as not flagged: the server is asked for the offer', async () => {
    stubApi(
      (path) =>
        path === '/payment/requestSpecialOffer'
          ? offerMade
          : { status: 200, body: { subscription: active } },
      'fails',
    );
    await store.manageSubscription.load();
    expect(store.manageSubscription.userFlagged).toBe(false);
    const next = await store.manageSubscription.choose({
      step: 'cancellation_reason',
      reason: 'notSpecified',
    });
    expect(next).toMatchObject({ action: 'requestSpecialOffer', then: 'special_offer' });
  });

  it('pauses for the chosen months and keeps the answer', async () => {
    const paused = { ...active, pause_collection: { behavior: 'void', resumes_at: 1_805_000_000 } };
    stubApi((path, body) =>
      path === '/payment/pauseSubscription'
        ? { status: 200, body: { subscription: paused, echo: body } }
        : { status: 200, body: { subscription: active } },
    );
    await store.manageSubscription.load();
    const next = await store.manageSubscription.choose({
      step: 'pause_subscription',
      option: 'confirm',
      duration: 'twoMonths',
    });
    expect(next).toMatchObject({ kind: 'action', then: 'pause_subscription_success', months: 2 });
    expect(store.manageSubscription.state).toBe('onHold');
  });

  it('accepts the special offer with the flag’s duration', async () => {
    let sent: unknown;
    stubApi((path, body) => {
      if (path === '/payment/updateSubscriptionWithSpecialOffer') sent = body;
      return { status: 200, body: { subscription: active } };
    });
    runInAction(() => {
      store.flags.values = { ...store.flags.values, 'special-offer-duration': 'oneMonth' };
    });
    await store.manageSubscription.load();
    await store.manageSubscription.choose({ step: 'special_offer', option: 'accept' });
    expect(sent).toEqual({ duration: 'oneMonth' });
  });

  it('cancel anyway asks the server for the offer, then shows it (issue 17)', async () => {
    const bodies: unknown[] = [];
    stubApi((path, body) => {
      if (path === '/payment/requestSpecialOffer') bodies.push(body);
      return path === '/payment/requestSpecialOffer'
        ? offerMade
        : { status: 200, body: { subscription: active } };
    });
    await store.manageSubscription.load();
    await store.manageSubscription.choose({ step: 'cancellation_reason', reason: 'expensive' });
    const next = await store.manageSubscription.choose({
      step: 'reason',
      reasonStep: 'cancellation_reason_expensive',
      option: 'cancelAnyway',
    });
    expect(next).toEqual({ kind: 'action', action: 'requestSpecialOffer', then: 'special_offer' });
    expect(bodies).toEqual([{ reason: 'expensive', duration: 'threeMonths' }]);
    expect(calls).not.toContain('/payment/cancelSubscription');
    expect(store.manageSubscription.state).toBe('active');
  });

  it('when the server makes no offer, cancel anyway cancels (with the reason)', async () => {
    const bodies: unknown[] = [];
    stubApi((path, body) => {
      if (path === '/payment/cancelSubscription') bodies.push(body);
      if (path === '/payment/requestSpecialOffer')
        return {
          status: 409,
          body: { error: { code: 'special-offer-already-used', message: 'used' } },
        };
      return {
        status: 200,
        body: {
          subscription:
            path === '/payment/cancelSubscription' ? { ...active, canceled_at: 1 } : active,
        },
      };
    });
    await store.manageSubscription.load();
    const next = await store.manageSubscription.choose({
      step: 'cancellation_reason',
      reason: 'notSpecified',
    });
    expect(next).toEqual({
      kind: 'action',
      action: 'cancel',
      then: 'cancel_subscription_success',
    });
    expect(calls.slice(-2)).toEqual([
      '/payment/requestSpecialOffer',
      '/payment/cancelSubscription',
    ]);
    expect(bodies).toEqual([{ reason: 'notSpecified' }]);
    expect(store.manageSubscription.state).toBe('canceled');
  });

  it('a failed action shows errors.unknownError and stays', async () => {
    stubApi((path) =>
      path === '/payment/cancelSubscription'
        ? { status: 502, body: { error: { code: 'provider', message: 'Stripe down' } } }
        : { status: 200, body: { subscription: active } },
    );
    await store.manageSubscription.load();
    const next = await store.manageSubscription.choose({
      step: 'special_offer',
      option: 'decline',
    });
    expect(next).toBeNull();
    expect(store.manageSubscription.state).toBe('active');
    expect(store.ui.notices.map((notice) => notice.messageKey)).toContain('errors.unknownError');
    expect(store.ui.blocked).toBe(false);
  });

  it('a trial subscription cancels without the offer', async () => {
    stubApi(() => ({
      status: 200,
      body: { subscription: { ...active, status: 'trialing', trial_end: 4_000_000_000 } },
    }));
    await store.manageSubscription.load();
    const next = await store.manageSubscription.choose({
      step: 'cancellation_reason',
      reason: 'notSpecified',
    });
    expect(next).toMatchObject({ kind: 'action', action: 'cancel' });
    expect(calls).toContain('/payment/cancelSubscription');
  });

  it('an unknown status is an error state, reported', async () => {
    const track = vi.spyOn(store.services.analytics, 'track');
    stubApi(() => ({ status: 200, body: { subscription: { ...active, status: 'incomplete' } } }));
    await store.manageSubscription.load();
    expect(store.manageSubscription.state).toBe('error');
    expect(store.manageSubscription.primaryAction).toBeNull();
    expect(track).toHaveBeenCalledWith('web_unknownSubscriptionStatus', { status: 'incomplete' });
  });

  it('sends the reason picked with the cancellation', async () => {
    const bodies: unknown[] = [];
    stubApi((path, body) => {
      if (path === '/payment/cancelSubscription') bodies.push(body);
      if (path === '/payment/requestSpecialOffer') return offerMade;
      return { status: 200, body: { subscription: { ...active, canceled_at: 1 } } };
    });
    await store.manageSubscription.load();
    await store.manageSubscription.choose({ step: 'cancellation_reason', reason: 'goalAchieved' });
    await store.manageSubscription.choose({
      step: 'reason',
      reasonStep: 'cancellation_reason_goal_achieved',
      option: 'cancelAnyway',
    });
    await store.manageSubscription.choose({ step: 'special_offer', option: 'decline' });
    expect(bodies).toEqual([{ reason: 'goalAchieved' }]);
    expect(store.manageSubscription.state).toBe('canceled');
  });

  it('a PayPal subscription is offered too, where PayPal can lower its price (issue 36)', async () => {
    const paypal = { ...active, provider: 'paypal' };
    stubApi((path) =>
      path === '/payment/requestSpecialOffer'
        ? offerMade
        : { status: 200, body: { subscription: paypal } },
    );
    await store.manageSubscription.load();
    const next = await store.manageSubscription.choose({
      step: 'reason',
      reasonStep: 'cancellation_reason_expensive',
      option: 'cancelAnyway',
    });
    expect(next).toEqual({ kind: 'action', action: 'requestSpecialOffer', then: 'special_offer' });
    expect(calls).not.toContain('/payment/cancelSubscription');
  });

  it('logs each choice with its step and option', async () => {
    const track = vi.spyOn(store.services.analytics, 'track');
    stubApi(() => ({ status: 200, body: { subscription: active } }));
    await store.manageSubscription.load();
    await store.manageSubscription.choose({ step: 'special_offer', option: 'pauseInstead' });
    await store.manageSubscription.choose({ step: 'pause_offer', option: 'pause' });
    expect(track).toHaveBeenCalledWith('web_manageStep', {
      step: 'special_offer',
      option: 'pauseInstead',
    });
    expect(track).toHaveBeenCalledWith('web_manageStep', { step: 'pause_offer', option: 'pause' });
  });

  it('the pause picker goes back to where it was opened, and to the status in a new visit', async () => {
    stubApi(() => ({ status: 200, body: { subscription: active } }));
    await store.manageSubscription.load();
    const back = () =>
      store.manageSubscription.choose({ step: 'pause_subscription', option: 'goBack' });
    await store.manageSubscription.choose({ step: 'pause_offer', option: 'pause' });
    await expect(back()).resolves.toEqual({ kind: 'step', step: 'pause_offer' });
    store.manageSubscription.dispose();
    await store.manageSubscription.load();
    await expect(back()).resolves.toEqual({ kind: 'step', step: 'subscription_status' });
    await store.manageSubscription.choose({ step: 'pause_offer', option: 'pause' });
    await store.manageSubscription.choose({
      step: 'subscription_status',
      option: 'pauseSubscription',
    });
    await expect(back()).resolves.toEqual({ kind: 'step', step: 'subscription_status' });
  });

  describe('a failed renewal (past_due)', () => {
    const pastDue = { ...active, status: 'past_due' };

    it('is a failed payment only while Stripe retries (past_due)', async () => {
      stubApi(() => ({ status: 200, body: { subscription: pastDue } }));
      await store.manageSubscription.load();
      expect(store.manageSubscription.paymentFailed).toBe(true);
      expect(store.manageSubscription.state).toBe('active');
      stubApi(() => ({ status: 200, body: { subscription: active } }));
      await store.manageSubscription.load();
      expect(store.manageSubscription.paymentFailed).toBe(false);
    });

    it('"Update card" leads to the card-update page with the subscriber’s link', async () => {
      stubApi((path) =>
        path === '/payment/cardUpdateLink'
          ? { status: 200, body: { token: 'a.b/c' } }
          : { status: 200, body: { subscription: pastDue } },
      );
      await store.manageSubscription.load();
      await expect(store.manageSubscription.cardUpdatePath()).resolves.toBe(
        '/card-update?token=a.b%2Fc',
      );
      expect(store.manageSubscription.cardUpdateLinkMissing).toBe(false);
      expect(store.ui.blocked).toBe(false);
    });

    it('no link: stays, and the screen points to the mail (until the next load)', async () => {
      stubApi((path) =>
        path === '/payment/cardUpdateLink'
          ? { status: 200, body: { token: null } }
          : { status: 200, body: { subscription: pastDue } },
      );
      await store.manageSubscription.load();
      await expect(store.manageSubscription.cardUpdatePath()).resolves.toBeNull();
      expect(store.manageSubscription.cardUpdateLinkMissing).toBe(true);
      await store.manageSubscription.load();
      expect(store.manageSubscription.cardUpdateLinkMissing).toBe(false);
    });

    it('a failed request shows errors.unknownError and is reported', async () => {
      stubApi((path) =>
        path === '/payment/cardUpdateLink'
          ? { status: 502, body: { error: { code: 'internal', message: 'down' } } }
          : { status: 200, body: { subscription: pastDue } },
      );
      const reported = vi
        .spyOn(store.services.analytics, 'error')
        .mockImplementation(() => undefined);
      await store.manageSubscription.load();
      await expect(store.manageSubscription.cardUpdatePath()).resolves.toBeNull();
      expect(store.ui.notices.map((notice) => notice.messageKey)).toContain('errors.unknownError');
      expect(reported).toHaveBeenCalledWith('web_cardUpdateLinkFailed', expect.anything());
      expect(store.manageSubscription.cardUpdateLinkMissing).toBe(false);
    });
  });
});
