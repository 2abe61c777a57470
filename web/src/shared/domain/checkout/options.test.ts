import { describe, expect, it } from 'vitest';
import {
  checkPackageCount,
  resolveBadgeTag,
  resolvePackageOrder,
  resolvePromotionLabelStyle,
} from './options';

describe('resolveBadgeTag — a wrong value is logged and treated as none', () => {
  it.each(['none', 'best-value', 'most-popular', 'fast-track'])('%s is kept', (value) => {
    expect(resolveBadgeTag(value)).toEqual({ value });
  });
  it.each([undefined, null])('%s (flag absent) is none without a report', (value) => {
    expect(resolveBadgeTag(value)).toEqual({ value: 'none' });
  });
  it.each(['trial', 'bestValue', 'Best-Value', '', 3, true])('%s → none, reported', (value) => {
    expect(resolveBadgeTag(value)).toEqual({
      value: 'none',
      report: { event: 'web_wrongBadgeTag', params: { value: String(value) } },
    });
  });
});

describe('resolvePackageOrder', () => {
  it.each([
    ['original', 'original', undefined],
    ['reversed', 'reversed', undefined],
    [undefined, 'original', undefined],
    ['reverse', 'original', 'web_wrongPackageOrder'],
    [1, 'original', 'web_wrongPackageOrder'],
  ])('%s → %s', (value, expected, event) => {
    const resolved = resolvePackageOrder(value);
    expect(resolved.value).toBe(expected);
    expect(resolved.report?.event).toBe(event);
  });
});

describe('resolvePromotionLabelStyle', () => {
  it.each([
    ['original', 'original', undefined],
    ['mostPopularFastTrack', 'mostPopularFastTrack', undefined],
    [null, 'original', undefined],
    ['mostpopularfasttrack', 'original', 'web_wrongPromotionLabelStyle'],
    ['', 'original', 'web_wrongPromotionLabelStyle'],
  ])('%s → %s', (value, expected, event) => {
    const resolved = resolvePromotionLabelStyle(value);
    expect(resolved.value).toBe(expected);
    expect(resolved.report?.event).toBe(event);
  });
});

describe('checkPackageCount — exactly 3 entries', () => {
  it.each([0, 1, 2, 4])('%i is reported', (count) => {
    expect(checkPackageCount(count)).toEqual({
      event: 'web_wrongPackageCount',
      params: { count },
    });
  });
  it('3 is fine', () => {
    expect(checkPackageCount(3)).toBeUndefined();
  });
});
