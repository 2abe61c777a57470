import { reaction } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsService } from '../services/analytics.service';
import { FlagsStore } from './flags.store';

/** A GrowthBook stand-in that answers the given remote values. */
function remote(values: Record<string, unknown>, fails = false) {
  return {
    init: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve()),
    value: (name: string) => values[name],
  };
}

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
  beforeEach(() => sessionStorage.clear());

  it('notifies only the readers of flags whose remote value differs from the default', async () => {
    const store = new FlagsStore(
      remote({ 'loading-title': 'yourPath', 'upsell-funnel-active-durations': [] }),
      new AnalyticsService(),
    );
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 1, durations: 0, ready: 1 });
    expect(store.get('loading-title')).toBe('yourPath');
    expect(store.get('upsell-funnel-active-durations')).toEqual([]);
  });

  it('notifies the reader of a list flag whose items changed', async () => {
    const store = new FlagsStore(
      remote({ 'upsell-funnel-active-durations': ['threeMonths'] }),
      new AnalyticsService(),
    );
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 0, durations: 1, ready: 1 });
    expect(store.get('upsell-funnel-active-durations')).toEqual(['threeMonths']);
  });

  it('keeps the defaults, unnotified, when the remote flags are unavailable', async () => {
    const store = new FlagsStore(remote({}, true), new AnalyticsService());
    const seen = await changesSeen(store, () => store.init(''));
    expect(seen).toEqual({ title: 0, durations: 0, ready: 1 });
    expect(store.get('loading-title')).toBe('no1');
  });

  it('puts a URL override over the remote value', async () => {
    const store = new FlagsStore(remote({ 'loading-title': 'yourPath' }), new AnalyticsService());
    await store.init('?ff.loading-title=newYearNewYou');
    expect(store.get('loading-title')).toBe('newYearNewYou');
  });
});
