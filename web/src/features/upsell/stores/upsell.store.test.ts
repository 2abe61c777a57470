import { runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlagValues } from '../../../shared/domain/flags';
import { subscription } from '../testing/offer-harness';
import { createTestStore } from '../../../app/testing/app-harness';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function storeWith(kind: Parameters<typeof subscription>[0], flags: Partial<FlagValues>) {
  const store = createTestStore({ flags });
  runInAction(() => {
    store.upsell.subscription = subscription(kind);
  });
  return store;
}

describe('UpsellStore.ebookBlocksBack (spec 02 §2.3)', () => {
  it.each([
    ['oneMonth', [], false, true],
    ['oneMonth', ['oneMonth'], false, false],
    ['oneMonth', ['oneMonth'], true, true],
    ['trial', ['oneMonth'], false, true],
    ['trial', ['trial'], false, false],
    ['sixMonths', ['trial', 'oneMonth', 'threeMonths'], false, true],
  ] as const)('%s with %j, upsell bought %s → %s', (kind, durations, bought, blocks) => {
    const store = storeWith(kind, { 'upsell-funnel-active-durations': [...durations] });
    runInAction(() => {
      store.upsell.upsellAccepted = bought;
    });
    expect(store.upsell.ebookBlocksBack).toBe(blocks);
  });
});

describe('UpsellStore loading', () => {
  it('retries the subscription every 2 s and stops once the screen is left', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createTestStore();
    vi.spyOn(store.services.auth, 'getIdToken').mockResolvedValue('id-token');
    const loading = store.upsell.loadUpsell('step1');
    await vi.advanceTimersByTimeAsync(4100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    store.upsell.leave();
    await vi.advanceTimersByTimeAsync(10_000);
    await loading;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.upsell.upsellState).toBe('loading');
  });
});
