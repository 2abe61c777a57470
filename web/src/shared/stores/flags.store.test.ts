import { reaction } from 'mobx';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../domain/flag-overrides';
import { AnalyticsService } from '../services/analytics.service';
import { TEST_VISITOR_ID, flagsStoreOf, remoteFlags } from '../testing/flags-store.fixture';
import type { FlagsStore } from './flags.store';

/** How often each reader saw its flag change while `run` ran. */
async function changesSeen(store: FlagsStore, run: () => Promise<void>) {
  const seen = { title: 0, durations: 0, ready: 0 };
  const stops = [
    reaction(
      () => store.get('loading-title'),
      () => (seen.title += 1),
    ),
    reaction(
      () => store.get('upsell-funnel-active-durations'),
      () => (seen.durations += 1),
    ),
    reaction(
      () => store.ready,
      () => (seen.ready += 1),
    ),
  ];
  await run();
  stops.forEach((stop) => stop());
  return seen;
}

describe('FlagsStore', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    window.dataLayer = [];
  });

  it('notifies only the readers of flags whose remote value differs from the default', async () => {
    const store = flagsStoreOf(
      remoteFlags({ 'loading-title': 'yourPath', 'upsell-funnel-active-durations': [] }),
    );
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 1, durations: 0, ready: 1 });
    expect(store.get('loading-title')).toBe('yourPath');
    expect(store.get('upsell-funnel-active-durations')).toEqual([]);
  });

  it('notifies the reader of a list flag whose items changed', async () => {
    const store = flagsStoreOf(remoteFlags({ 'upsell-funnel-active-durations': ['threeMonths'] }));
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 0, durations: 1, ready: 1 });
    expect(store.get('upsell-funnel-active-durations')).toEqual(['threeMonths']);
  });

  it('keeps the defaults, unnotified, when the remote flags are unavailable', async () => {
    const store = flagsStoreOf(remoteFlags({}, { fails: true }));
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 0, durations: 0, ready: 1 });
    expect(store.get('loading-title')).toBe('no1');
  });

  it('puts a URL override over the remote value', async () => {
    const store = flagsStoreOf(remoteFlags({ 'loading-title': 'yourPath' }));
    await store.init('?ff.loading-title=newYearNewYou');
    expect(store.get('loading-title')).toBe('newYearNewYou');
  });

  it('ignores overrides in a QA-key build without the key, and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = flagsStoreOf(remoteFlags({ 'discount-timer-minutes': 10 }), {
      overridePolicy: { mode: 'qa-key', keySha256: await sha256Hex('qa-secret') },
    });
    await store.init('?ff.discount-timer-minutes=600&ff.use-discount-timer=false');
    expect(store.get('discount-timer-minutes')).toBe(10);
    expect(store.get('use-discount-timer')).toBe(true);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'web_flagOverridesIgnored',
        flags: 'discount-timer-minutes,use-discount-timer',
      }),
    );
    expect(console.warn).toHaveBeenCalled();
  });

  it('applies overrides in a QA-key build with the key, for the rest of the visit', async () => {
    const policy = { mode: 'qa-key' as const, keySha256: await sha256Hex('qa-secret') };
    const first = flagsStoreOf(remoteFlags({}), { overridePolicy: policy });
    await first.init('?ff.qa=qa-secret&ff.color-scheme=blue');
    expect(first.get('color-scheme')).toBe('blue');
    // Another page of the same visit, without the query.
    const next = flagsStoreOf(remoteFlags({}), { overridePolicy: policy });
    await next.init('');
    expect(next.get('color-scheme')).toBe('blue');
  });
});

const COLOR_EXPERIMENT = {
  feature: 'color-scheme',
  experimentKey: 'checkout-colors',
  variation: 'blue',
};
const viewedEvents = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'web_experimentViewed');

describe('FlagsStore experiments', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    window.dataLayer = [];
  });

  async function started(
    remote = remoteFlags({ 'color-scheme': 'blue' }, { experiments: [COLOR_EXPERIMENT] }),
  ) {
    const store = flagsStoreOf(remote);
    await store.init('');
    return store;
  }

  it('sends no exposure at start-up: only when the flag is first read', async () => {
    const store = await started();
    expect(viewedEvents()).toEqual([]);
    expect(store.get('color-scheme')).toBe('blue');
    store.get('color-scheme');
    expect(viewedEvents()).toEqual([
      {
        event: 'web_experimentViewed',
        visitorId: TEST_VISITOR_ID,
        experimentKey: 'checkout-colors',
        variationId: 'blue',
      },
    ]);
    expect(store.viewedExperiments()).toEqual({ 'checkout-colors': 'blue' });
  });

  it('sends the exposure once per visitor, across reloads', async () => {
    (await started()).get('color-scheme');
    const reloaded = await started();
    reloaded.get('color-scheme');
    expect(viewedEvents()).toHaveLength(1);
    expect(reloaded.viewedExperiments()).toEqual({ 'checkout-colors': 'blue' });
  });

  it('a flag read without an experiment, a forced flag and an off-type variation expose nothing', async () => {
    const offType = { feature: 'selected-package-index', experimentKey: 'pkg', variation: '1' };
    const store = flagsStoreOf(
      remoteFlags(
        { 'color-scheme': 'blue', 'selected-package-index': 'first' },
        { experiments: [COLOR_EXPERIMENT, offType] },
      ),
    );
    await store.init('?ff.color-scheme=green');
    expect(store.get('color-scheme')).toBe('green');
    expect(store.get('selected-package-index')).toBe(1);
    expect(store.get('loading-title')).toBe('no1');
    expect(viewedEvents()).toEqual([]);
    expect(store.viewedExperiments()).toEqual({});
  });

  it('hands GrowthBook the attributes at start and again when they change', async () => {
    let uid = 'uid-before';
    const remote = remoteFlags({});
    const store = flagsStoreOf(remote, { uid: () => uid });
    await store.refreshAttributes(); // before start: nothing to refresh
    await store.init('');
    uid = 'uid-after';
    await store.refreshAttributes();
    expect(remote.seenFacts).toEqual([
      expect.objectContaining({ visitorId: TEST_VISITOR_ID, uid: 'uid-before' }),
      expect.objectContaining({ visitorId: TEST_VISITOR_ID, uid: 'uid-after' }),
    ]);
  });
});

describe('FlagsStore exposures before the consent choice', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    window.dataLayer = [];
  });

  const remote = () => remoteFlags({ 'color-scheme': 'blue' }, { experiments: [COLOR_EXPERIMENT] });

  it('a reload before the choice shows the exposure again; accepting sends it once', async () => {
    const first = flagsStoreOf(remote(), { analytics: new AnalyticsService() });
    await first.init('');
    first.get('color-scheme');
    // Reloaded before choosing: the held event of the first page is gone.
    const analytics = new AnalyticsService();
    const reloaded = flagsStoreOf(remote(), { analytics });
    await reloaded.init('');
    reloaded.get('color-scheme');
    expect(viewedEvents()).toEqual([]);
    analytics.setConsent('granted');
    expect(viewedEvents()).toHaveLength(1);
    // Sent: the next page does not send it again.
    const next = flagsStoreOf(remote());
    await next.init('');
    next.get('color-scheme');
    expect(viewedEvents()).toHaveLength(1);
  });

  it('declined: nothing is sent, and the purchase still carries what was shown', async () => {
    const analytics = new AnalyticsService({ consent: 'denied' });
    const store = flagsStoreOf(remote(), { analytics });
    await store.init('');
    store.get('color-scheme');
    expect(viewedEvents()).toEqual([]);
    const reloaded = flagsStoreOf(remote(), {
      analytics: new AnalyticsService({ consent: 'denied' }),
    });
    await reloaded.init('');
    expect(reloaded.viewedExperiments()).toEqual({ 'checkout-colors': 'blue' });
  });
});
