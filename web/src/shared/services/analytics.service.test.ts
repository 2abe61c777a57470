import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENT_TIMEOUT_MS,
  AnalyticsService,
  type DataLayerEntry,
} from './analytics.service';
import { RELEASE } from '../domain/release';
import { ALL_GRANTED } from '../domain/consent';
import { composeTestStore } from '../../app/testing/app-harness';

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AnalyticsService behind performance consent', () => {
  it('sends at once when consent is granted', () => {
    const analytics = new AnalyticsService({ consent: 'granted' });
    analytics.track('web_a', { step: 1 });
    expect(window.dataLayer).toEqual([{ event: 'web_a', step: 1 }]);
  });

  it('holds events before a choice and flushes them in order on accept', () => {
    const analytics = new AnalyticsService();
    analytics.track('web_a');
    analytics.track('web_b');
    expect(events()).toEqual([]);
    analytics.setConsent('granted');
    analytics.track('web_c');
    expect(events()).toEqual(['web_a', 'web_b', 'web_c']);
  });

  it('drops held and later events on decline, errors included', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = new AnalyticsService();
    analytics.track('web_a');
    analytics.setConsent('denied');
    analytics.track('web_b');
    analytics.error('web_failed', new Error('boom'));
    expect(window.dataLayer).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('stops sending when consent is withdrawn', () => {
    const analytics = new AnalyticsService({ consent: 'granted' });
    analytics.track('web_a');
    analytics.setConsent('denied');
    analytics.track('web_b');
    expect(events()).toEqual(['web_a']);
  });

  it('tells local listeners about every event, whatever the consent', () => {
    const seen: string[] = [];
    const analytics = new AnalyticsService({ consent: 'denied' });
    const stop = analytics.onEvent((entry) => seen.push(entry.event));
    analytics.track('web_a');
    stop();
    analytics.track('web_b');
    expect(seen).toEqual(['web_a']);
    expect(window.dataLayer).toEqual([]);
  });

  it('adds the visitor id, then the uid, to every event; an event may name its own', () => {
    const analytics = new AnalyticsService({ consent: 'granted' });
    analytics.identify({ visitorId: 'visitor-1' });
    analytics.track('web_a');
    analytics.identify({ visitorId: 'visitor-1', uid: 'uid-9' });
    analytics.track('web_b', { step: 2 });
    expect(window.dataLayer).toEqual([
      { event: 'web_a', visitorId: 'visitor-1' },
      { event: 'web_b', visitorId: 'visitor-1', uid: 'uid-9', step: 2 },
    ]);
  });

  it('tells sent-listeners only about events that passed the consent gate, when they pass', () => {
    const sent: string[] = [];
    const analytics = new AnalyticsService();
    analytics.onSent((entry) => sent.push(entry.event));
    analytics.track('web_a');
    expect(sent).toEqual([]);
    analytics.setConsent('granted');
    analytics.track('web_b');
    analytics.setConsent('denied');
    analytics.track('web_c');
    expect(sent).toEqual(['web_a', 'web_b']);
  });

  it('cuts event names to 40 characters', () => {
    const analytics = new AnalyticsService({ consent: 'granted' });
    analytics.track('x'.repeat(50));
    expect(events()).toEqual(['x'.repeat(40)]);
  });
});

describe('the release label (spec 01 §9, 02 §9)', () => {
  it('is web/package.json’s version, 0.84.0, compiled in', async () => {
    const { version } = (await import('../../../package.json')).default;
    expect(RELEASE).toBe(version);
    // The spec's release label; a new release changes both.
    expect(RELEASE).toBe('0.84.0');
  });

  it('goes with every event and every error report', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = new AnalyticsService({ consent: 'granted', release: '1.2.3' });
    analytics.track('web_a', { step: 1 });
    analytics.error('web_failed', new Error('boom'));
    expect(window.dataLayer).toEqual([
      { event: 'web_a', release: '1.2.3', step: 1 },
      { event: 'web_failed', release: '1.2.3', message: 'boom' },
    ]);
  });

  it('is what the app’s analytics send', () => {
    const { services } = composeTestStore({ consent: ALL_GRANTED });
    services.analytics.track('web_a');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'web_a', release: '0.84.0' });
  });
});

describe('an event the page waits on (spec 02 §9: tag event timeout 60 000 ms)', () => {
  /** A tag manager on the page: records the entries, and calls back when told to. */
  function withTagManager() {
    const pushed: DataLayerEntry[] = [];
    const analytics = new AnalyticsService({
      consent: 'granted',
      sink: (entry) => pushed.push(entry),
      tagManagerLoaded: () => true,
    });
    return { analytics, pushed };
  }

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('is sent with GTM’s eventCallback and an eventTimeout of 60 000 ms, and resolves on the callback', async () => {
    const { analytics, pushed } = withTagManager();
    const waited = settled(analytics.trackAndWait('web_manageStep', { step: 'x' }));
    expect(ANALYTICS_EVENT_TIMEOUT_MS).toBe(60_000);
    expect(pushed).toEqual([
      {
        event: 'web_manageStep',
        step: 'x',
        eventTimeout: 60_000,
        eventCallback: expect.any(Function),
      },
    ]);
    await Promise.resolve();
    expect(waited.done).toBe(false);
    const callback = pushed[0]?.eventCallback;
    expect(callback).toBeTypeOf('function');
    (callback as () => void)();
    await vi.waitFor(() => expect(waited.done).toBe(true));
  });

  it('resolves after 60 000 ms when the tag manager never calls back', async () => {
    vi.useFakeTimers();
    const { analytics } = withTagManager();
    const waited = settled(analytics.trackAndWait('web_manageStep'));
    await vi.advanceTimersByTimeAsync(ANALYTICS_EVENT_TIMEOUT_MS - 1);
    expect(waited.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited.done).toBe(true);
  });

  it('waits for nothing without a tag manager on the page, or without consent', async () => {
    window.google_tag_manager = undefined;
    const alone = new AnalyticsService({ consent: 'granted' });
    await alone.trackAndWait('web_a');
    const pending = new AnalyticsService({ tagManagerLoaded: () => true });
    await pending.trackAndWait('web_b');
    expect(events()).toEqual(['web_a']);
    expect(window.dataLayer?.[0]).not.toHaveProperty('eventCallback');
  });

  it('sees GTM’s container on the page (window.google_tag_manager)', () => {
    vi.useFakeTimers();
    window.google_tag_manager = { 'GTM-TEST': {} };
    try {
      const analytics = new AnalyticsService({ consent: 'granted' });
      void analytics.trackAndWait('web_a');
      expect(window.dataLayer?.[0]).toMatchObject({ event: 'web_a', eventTimeout: 60_000 });
    } finally {
      window.google_tag_manager = undefined;
    }
  });
});
