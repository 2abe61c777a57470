import { describe, expect, it } from 'vitest';
import { recurringPrice } from './catalogue.fixtures';
import { PACKAGE_COLORS } from './colors';
import { deriveCheckoutOffer } from './offer';

const price = (id: string, amount: number, interval: 'week' | 'month', count: number) =>
  recurringPrice(id, amount, interval, count, 'jpy');

const catalogue = [
  price('three', 9600, 'month', 3),
  price('trial', 500, 'week', 1),
  price('one', 4800, 'month', 1),
  price('six', 9000, 'month', 6),
];

describe('deriveCheckoutOffer', () => {
  it('uses the defaults when no experiment is set', () => {
    const offer = deriveCheckoutOffer(catalogue, { withDiscount: false, locale: 'en' });
    expect(offer).toMatchObject({
      defaultIndex: 1,
      scheme: 'original',
      colors: PACKAGE_COLORS.original,
      order: 'original',
      labelStyle: 'original',
      badgeTag: 'none',
      reports: [],
    });
    expect(offer.packages.map((p) => [p.id, p.label, p.badge, p.perDay.pricePerDay])).toEqual([
      ['trial', null, 'none', '¥71'],
      ['one', null, 'none', '¥158'],
      ['three', 'most-popular', 'none', '¥105'],
    ]);
  });

  it('applies valid experiments', () => {
    const offer = deriveCheckoutOffer(catalogue, {
      withDiscount: true,
      locale: 'de',
      order: 'reversed',
      labelStyle: 'mostPopularFastTrack',
      badgeTag: 'fast-track',
      colorScheme: 'blue',
      selectedIndex: 0,
    });
    expect(offer.defaultIndex).toBe(0);
    expect(offer.colors).toEqual(PACKAGE_COLORS.blue);
    expect(offer.reports).toEqual([]);
    expect(offer.packages.map((p) => [p.id, p.label, p.badge])).toEqual([
      ['three', 'most-popular', 'none'],
      ['one', 'fast-track', 'fast-track'],
      ['trial', null, 'none'],
    ]);
    // ¥2400 / 30.4 = 78.95 and ¥4800 / 30.4 = 157.89: one per-day over 100 drops all fractions.
    expect(offer.packages[1]?.perDay).toEqual({
      pricePerDay: '158\u00a0¥',
      discountedPricePerDay: '79\u00a0¥',
    });
  });

  it('falls back on every invalid value and reports each, plus a wrong package count', () => {
    const offer = deriveCheckoutOffer(catalogue.slice(0, 2), {
      withDiscount: false,
      locale: 'en',
      order: 'random',
      labelStyle: 'bold',
      badgeTag: 'trial',
      colorScheme: 'purple',
      selectedIndex: 5,
    });
    expect(offer).toMatchObject({
      order: 'original',
      labelStyle: 'original',
      badgeTag: 'none',
      scheme: 'original',
      defaultIndex: 0,
    });
    expect(offer.packages.map((p) => p.id)).toEqual(['three']);
    expect(offer.reports).toEqual([
      { event: 'web_wrongPackageOrder', params: { value: 'random' } },
      { event: 'web_wrongPromotionLabelStyle', params: { value: 'bold' } },
      { event: 'web_wrongBadgeTag', params: { value: 'trial' } },
      { event: 'web_invalidColorScheme', params: { value: 'purple' } },
      { event: 'web_wrongPackageCount', params: { count: 1 } },
    ]);
  });

  // Spec 02 §5: six and nine months are hidden; a list of other than three entries is reported.
  const wrongCount = (count: number) => [{ event: 'web_wrongPackageCount', params: { count } }];
  it.each([
    { when: 'a trial can be sold', prices: catalogue, trial: true, ids: ['trial', 'one', 'three'] },
    { when: 'the user had a trial', prices: catalogue, trial: false, ids: ['one', 'three'] },
    {
      when: 'the server sent no trial',
      prices: [...catalogue.filter((p) => p.id !== 'trial'), price('nine', 12000, 'month', 9)],
      trial: true,
      ids: ['one', 'three'],
    },
    {
      when: 'only upsell plans came',
      prices: [price('six', 9000, 'month', 6), price('nine', 12000, 'month', 9)],
      trial: true,
      ids: [],
    },
  ])('when $when it lists $ids, reporting any count but 3', ({ prices, trial, ids }) => {
    const offer = deriveCheckoutOffer(prices, {
      withDiscount: false,
      locale: 'en',
      trialAvailable: trial,
    });
    expect(offer.packages.map((p) => p.id)).toEqual(ids);
    expect(offer.reports).toEqual(ids.length === 3 ? [] : wrongCount(ids.length));
  });
});
