import { describe, expect, it } from 'vitest';
import {
  assertLiveOffer,
  assertNoRetentionDiscount,
  assertOfferEligible,
  liveDiscounts,
  parseOfferRecord,
  type DiscountInfo,
} from './special-offer.rules';

const NOW = Date.UTC(2026, 10, 1);
const inSeconds = (ms: number) => Math.floor(ms / 1000);
const discount = (over: Partial<DiscountInfo>): DiscountInfo => ({
  couponId: 'special_offer_3m',
  duration: 'repeating',
  end: inSeconds(NOW) + 3600,
  ...over,
});

describe('liveDiscounts', () => {
  it.each([
    [discount({ duration: 'forever', end: null, couponId: 'loyal' }), true],
    [discount({}), true],
    [discount({ end: inSeconds(NOW) }), false],
    [discount({ end: null }), false],
    [discount({ duration: 'once', end: null, couponId: 'pct_50' }), false],
  ])('%j → live %s', (info, live) => {
    expect(liveDiscounts([info], NOW)).toEqual(live ? [info] : []);
  });
});

describe('assertOfferEligible', () => {
  it('allows a person who never took it, with no live discount', () => {
    expect(() => assertOfferEligible({ acceptedBefore: false, liveDiscounts: [] })).not.toThrow();
  });
  it('refuses a second offer for the same person', () => {
    expect(() => assertOfferEligible({ acceptedBefore: true, liveDiscounts: [] })).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'special-offer-already-used' }),
    );
  });
  it('refuses on top of a live discount', () => {
    expect(() =>
      assertOfferEligible({ acceptedBefore: false, liveDiscounts: [discount({ couponId: 'x' })] }),
    ).toThrow(expect.objectContaining({ kind: 'conflict', code: 'special-offer-unavailable' }));
  });
});

describe('assertLiveOffer', () => {
  const record = {
    subscriptionId: 'sub_1',
    offeredAt: NOW - 1000,
    expiresAt: NOW + 1000,
    reason: 'expensive',
    acceptedAt: null,
  };
  it('answers the live offer of this subscription', () => {
    expect(assertLiveOffer(record, 'sub_1', NOW)).toEqual(record);
  });
  it.each([
    ['no offer', null, 'special-offer-not-offered'],
    ['another subscription', { ...record, subscriptionId: 'sub_2' }, 'special-offer-not-offered'],
    ['an expired offer', { ...record, expiresAt: NOW }, 'special-offer-not-offered'],
    ['an accepted offer', { ...record, acceptedAt: NOW - 10 }, 'special-offer-already-used'],
  ])('refuses %s', (_name, stored, code) => {
    expect(() => assertLiveOffer(stored, 'sub_1', NOW)).toThrow(
      expect.objectContaining({ kind: 'conflict', code }),
    );
  });
});

describe('parseOfferRecord', () => {
  it('reads a stored offer, without acceptedAt when none', () => {
    expect(parseOfferRecord({ subscriptionId: 's', offeredAt: 1, expiresAt: 2 })).toEqual({
      subscriptionId: 's',
      offeredAt: 1,
      expiresAt: 2,
      reason: null,
      acceptedAt: null,
    });
  });
  it.each([null, 'x', {}, { subscriptionId: 5 }])('ignores %j', (value) => {
    expect(parseOfferRecord(value)).toBeNull();
  });
});

describe('assertNoRetentionDiscount (the upsell)', () => {
  it.each([
    ['no discount: allowed', [], [], true],
    ['a live offer discount: refused', [discount({})], [], false],
    ['an ended offer discount: allowed', [discount({ end: inSeconds(NOW) - 1 })], [], true],
    ['a period billed with the offer: refused', [], ['special_offer_1m'], false],
    [
      'another live discount: allowed',
      [discount({ couponId: 'loyal', duration: 'forever' })],
      [],
      true,
    ],
  ])('%s', (_name, discounts, latest, allowed) => {
    const check = () =>
      assertNoRetentionDiscount({ discounts, latestInvoiceCoupons: latest, nowMs: NOW });
    if (allowed) expect(check).not.toThrow();
    else
      expect(check).toThrow(
        expect.objectContaining({ kind: 'conflict', code: 'special-offer-active' }),
      );
  });
});
