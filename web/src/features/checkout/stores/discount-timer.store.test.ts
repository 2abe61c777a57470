import { autorun, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlagValues } from '../../../shared/domain/flags';
import { AnalyticsService } from '../../../shared/services/analytics.service';
import { StorageService } from '../../../shared/services/storage.service';
import { flagsStoreOf, remoteFlags } from '../../../shared/testing/flags-store.fixture';
import { DiscountTimerStore } from './discount-timer.store';

const START = new Date('2026-11-21T10:00:00Z').getTime();
const storage = new StorageService(window.localStorage);

/** A timer as after a (re)load: a new store over the same local storage. */
function load(flags: Partial<FlagValues> = {}): DiscountTimerStore {
  const analytics = new AnalyticsService({ consent: 'granted' });
  const flagsStore = flagsStoreOf(remoteFlags({}), { analytics });
  runInAction(() => {
    flagsStore.values = { ...flagsStore.values, ...flags };
  });
  return new DiscountTimerStore({ storage, flags: flagsStore, analytics });
}

const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  window.localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('DiscountTimerStore.start', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('prices %s, discount granted %s → started %s', (prices, granted, started) => {
    const timer = load();
    timer.start(prices, granted);
    expect(timer.started).toBe(started);
    expect(timer.running).toBe(started);
    expect(storage.get('dscExp')).toBe(started ? String(START + 10 * 60_000) : null);
    expect(timer.display).toBe(started ? '10:00' : '00:00');
    timer.dispose();
  });

  it('takes its length from discount-timer-minutes', () => {
    const timer = load({ 'discount-timer-minutes': 90 });
    timer.start(true, true);
    expect(timer.display).toBe('90:00');
    expect(events()).toContain('web_discountTimerStarted');
    timer.dispose();
  });
});

describe('DiscountTimerStore ticking', () => {
  it('counts down each second, clamps at 00:00 and stops at expiry', () => {
    const timer = load({ 'discount-timer-minutes': 1 });
    timer.start(true, true);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(timer.display));
    vi.advanceTimersByTime(1000);
    expect(timer.display).toBe('00:59');
    vi.advanceTimersByTime(58_000);
    expect(timer.display).toBe('00:01');
    expect(timer.expired).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(timer.display).toBe('00:00');
    expect(timer.remainingMs).toBe(0);
    expect(timer.expired).toBe(true);
    expect(timer.running).toBe(false);
    expect(timer.endedWhileRunning).toBe(true);
    expect(events()).toContain('web_discountTimerExpired');
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(61);
    stop();
  });

  it('dispose stops the interval; start resumes with the same expiry', () => {
    const timer = load();
    const intervals = vi.spyOn(globalThis, 'setInterval');
    timer.start(true, true);
    timer.dispose();
    vi.advanceTimersByTime(4 * 60_000);
    expect(timer.display).toBe('10:00');
    timer.start(true, true);
    expect(timer.display).toBe('06:00');
    timer.start(true, true);
    expect(intervals).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(timer.display).toBe('05:59');
    timer.dispose();
  });
});

describe('DiscountTimerStore after a reload', () => {
  it('neither restarts nor resets a running countdown', () => {
    const first = load();
    first.start(true, true);
    vi.advanceTimersByTime(3 * 60_000);
    first.dispose();
    const reloaded = load({ 'discount-timer-minutes': 30 });
    expect(reloaded.display).toBe('07:00');
    reloaded.start(true, true);
    expect(reloaded.display).toBe('07:00');
    expect(storage.get('dscExp')).toBe(String(START + 10 * 60_000));
    reloaded.dispose();
  });

  it.each([
    ['in the past', -1, true],
    ['exactly now', 0, true],
    ['in a second', 1000, false],
  ])('a stored expiry %s is expired (%s) from construction on', (_label, offset, expired) => {
    storage.set('dscExp', String(START + offset));
    const timer = load();
    const intervals = vi.spyOn(globalThis, 'setInterval');
    expect(timer.expired).toBe(expired);
    expect(timer.dropsDiscounts).toBe(expired);
    timer.start(false, true);
    expect(timer.expired).toBe(expired);
    expect(timer.endedWhileRunning).toBe(false);
    expect(intervals).toHaveBeenCalledTimes(expired ? 0 : 1);
    timer.dispose();
  });

  it('a countdown that ran out a day ago is removed: a new campaign shows the discount again', () => {
    storage.set('dscExp', String(START - 24 * 60 * 60_000));
    const timer = load();
    expect(storage.get('dscExp')).toBeNull();
    expect(timer.expired).toBe(false);
    expect(timer.dropsDiscounts).toBe(false);
    timer.start(true, true);
    expect(timer.display).toBe('10:00');
    expect(storage.get('dscExp')).toBe(String(START + 10 * 60_000));
    timer.dispose();
  });

  it('a countdown that ran out within the day stays expired across reloads', () => {
    storage.set('dscExp', String(START - 23 * 60 * 60_000));
    const timer = load();
    timer.start(true, true);
    expect(timer.expired).toBe(true);
    expect(storage.get('dscExp')).toBe(String(START - 23 * 60 * 60_000));
  });

  it('an expired timer does not drop discounts when use-discount-timer is off', () => {
    storage.set('dscExp', String(START - 1));
    expect(load({ 'use-discount-timer': false }).dropsDiscounts).toBe(false);
  });
});

describe('DiscountTimerStore banner type', () => {
  it.each([
    [true, 'both'],
    [false, 'gift'],
  ] as const)('showGift with use-discount-timer %s → %s', (inUse, type) => {
    const timer = load({ 'use-discount-timer': inUse });
    timer.start(true, true);
    expect(timer.bannerType).toBe('countdown');
    expect(timer.discountBannerType).toBe('other');
    timer.showGift();
    expect(timer.bannerType).toBe(type);
    expect(timer.discountBannerType).toBe('gift');
    timer.dispose();
  });

  it('no gift once time has run out', () => {
    storage.set('dscExp', String(START - 1));
    const timer = load();
    timer.showGift();
    expect(timer.bannerType).toBe('countdown');
  });
});
