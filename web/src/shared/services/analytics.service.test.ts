import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsService } from './analytics.service';

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  vi.restoreAllMocks();
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
