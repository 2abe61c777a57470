import { describe, expect, it } from 'vitest';
import {
  bannerType,
  EXPIRED_COUNTDOWN_KEPT_MS,
  formatCountdown,
  hasDiscountedPrices,
  isBannerVisible,
  isExpired,
  parseStoredExpiry,
  remainingMs,
  storedExpiryInForce,
  timerExpiry,
  timerMinutes,
} from './discount-timer';

const NOW = 1_800_000_000_000;
const MIN = 60_000;

describe('timerExpiry — started on the first view with discounted prices and a granted discount', () => {
  it.each([
    [true, true, NOW + 10 * MIN, true],
    [false, true, undefined, false],
    [true, false, undefined, false],
    [false, false, undefined, false],
  ])('prices %s, granted %s → %s (new: %s)', (prices, granted, expiresAt, isNew) => {
    expect(
      timerExpiry({
        stored: undefined,
        hasDiscountedPrices: prices,
        discountGranted: granted,
        now: NOW,
        minutes: 10,
      }),
    ).toEqual({ expiresAt, isNew });
  });

  it.each([
    ['in the future', NOW + 3 * MIN],
    ['in the past', NOW - 3 * MIN],
  ])('a stored expiry %s is kept, never restarted or reset', (_label, stored) => {
    for (const prices of [true, false])
      expect(
        timerExpiry({
          stored,
          hasDiscountedPrices: prices,
          discountGranted: true,
          now: NOW,
          minutes: 10,
        }),
      ).toEqual({ expiresAt: stored, isNew: false });
  });

  it('uses the minutes given', () => {
    const { expiresAt } = timerExpiry({
      stored: undefined,
      hasDiscountedPrices: true,
      discountGranted: true,
      now: NOW,
      minutes: 15,
    });
    expect(expiresAt).toBe(NOW + 15 * MIN);
  });
});

describe('parseStoredExpiry', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['abc', undefined],
    ['-5', undefined],
    ['0', undefined],
    ['12.5', undefined],
    ['1e12', undefined],
    ['99999999999999999999', undefined],
    [String(NOW), NOW],
    [` ${NOW} `, NOW],
  ])('%j → %s', (raw, expected) => {
    expect(parseStoredExpiry(raw)).toBe(expected);
  });
});

describe('storedExpiryInForce — dscExp removed a day after it ran out (spec 01 §9)', () => {
  const DAY = 24 * 60 * MIN;
  it.each([
    ['no stored expiry', undefined, undefined],
    ['running', NOW + 5 * MIN, NOW + 5 * MIN],
    ['just run out', NOW, NOW],
    ['run out a minute short of a day ago', NOW - DAY + MIN, NOW - DAY + MIN],
    ['run out a day ago', NOW - DAY, undefined],
    ['run out a week ago', NOW - 7 * DAY, undefined],
  ])('%s', (_label, stored, expected) => {
    expect(storedExpiryInForce(stored, NOW)).toBe(expected);
  });

  it('keeps it for one day', () => {
    expect(EXPIRED_COUNTDOWN_KEPT_MS).toBe(DAY);
  });
});

describe('timerMinutes — flag discount-timer-minutes, default 10', () => {
  it.each([
    [10, 10],
    [5, 5],
    [0.5, 0.5],
    [0, 10],
    [-3, 10],
    [Number.NaN, 10],
    [Number.POSITIVE_INFINITY, 10],
    ['15', 10],
    [undefined, 10],
  ])('%s → %s', (value, expected) => {
    expect(timerMinutes(value)).toBe(expected);
  });
});

describe('formatCountdown — mm:ss, rounded up to the second', () => {
  it.each([
    [10 * MIN, '10:00'],
    [10 * MIN - 1, '10:00'],
    [10 * MIN - 1000, '09:59'],
    [61_000, '01:01'],
    [59_999, '01:00'],
    [9_000, '00:09'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [60 * MIN, '60:00'],
    [75 * MIN + 5_000, '75:05'],
    [125 * MIN + 7_000, '125:07'],
  ])('%s ms → %s', (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('remainingMs and isExpired', () => {
  it.each([
    [undefined, 0, false],
    [NOW + 5_000, 5_000, false],
    [NOW + 1, 1, false],
    [NOW, 0, true],
    [NOW - 1, 0, true],
    [NOW - 60 * MIN, 0, true],
  ])('expiry %s → remaining %s, expired %s', (expiresAt, remaining, expired) => {
    expect(remainingMs(expiresAt, NOW)).toBe(remaining);
    expect(isExpired(expiresAt, NOW)).toBe(expired);
  });
});

describe('isBannerVisible — a discount exists and time is left', () => {
  it.each([
    [true, 1000, true],
    [true, 1, true],
    [true, 0, false],
    [false, 1000, false],
    [false, 0, false],
  ])('discount %s, remaining %s → %s', (hasDiscount, remaining, visible) => {
    expect(isBannerVisible(hasDiscount, remaining)).toBe(visible);
  });
});

describe('bannerType', () => {
  it.each([
    [false, true, 'countdown'],
    [false, false, 'countdown'],
    [true, true, 'both'],
    [true, false, 'gift'],
  ] as const)('gift %s, timer in use %s → %s', (gift, inUse, expected) => {
    expect(bannerType(gift, inUse)).toBe(expected);
  });
});

describe('hasDiscountedPrices', () => {
  it.each([
    [[], false],
    [[{}, {}], false],
    [[{}, { discountedPrice: 9.99 }], true],
    [[{ discountedPrice: 0 }], true],
  ])('%j → %s', (packages, expected) => {
    expect(hasDiscountedPrices(packages)).toBe(expected);
  });
});
