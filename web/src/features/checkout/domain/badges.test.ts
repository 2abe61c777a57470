import { describe, expect, it } from 'vitest';
import type { Package, PackageTag } from '../../../shared/domain/packages';
import { badgeOf, decoratePackages, promotionLabel } from './badges';
import type { BadgeKind, PromotionLabelStyle } from '../../../shared/domain/checkout/options';

const TAGS: PackageTag[] = ['trial', 'fast-track', 'most-popular', 'best-value'];

describe('promotionLabel', () => {
  it.each<[PromotionLabelStyle, (PackageTag | null)[]]>([
    ['original', [null, null, 'most-popular', 'best-value']],
    ['mostPopularFastTrack', [null, 'fast-track', 'most-popular', null]],
  ])('%s labels trial, fast-track, most-popular, best-value as %j', (style, labels) => {
    expect(TAGS.map((tag) => promotionLabel(tag, style))).toEqual(labels);
  });
});

describe('badgeOf — the flag names the one kind that shows its badge', () => {
  it.each<[BadgeKind, BadgeKind[]]>([
    ['none', ['none', 'none', 'none', 'none']],
    ['fast-track', ['none', 'fast-track', 'none', 'none']],
    ['most-popular', ['none', 'none', 'most-popular', 'none']],
    ['best-value', ['none', 'none', 'none', 'best-value']],
  ])('%s → %j', (badgeTag, badges) => {
    expect(TAGS.map((tag) => badgeOf(tag, badgeTag))).toEqual(badges);
  });
});

describe('decoratePackages', () => {
  it('adds badge and label and keeps the package fields and order', () => {
    const packages = TAGS.map((tag) => ({ id: tag, tag }) as Package);
    const decorated = decoratePackages(packages, {
      badgeTag: 'most-popular',
      labelStyle: 'mostPopularFastTrack',
    });
    expect(decorated.map(({ id, badge, label }) => ({ id, badge, label }))).toEqual([
      { id: 'trial', badge: 'none', label: null },
      { id: 'fast-track', badge: 'none', label: 'fast-track' },
      { id: 'most-popular', badge: 'most-popular', label: 'most-popular' },
      { id: 'best-value', badge: 'none', label: null },
    ]);
  });
});
