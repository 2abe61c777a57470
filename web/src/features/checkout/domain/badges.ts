import type { Package, PackageTag } from '../../../shared/domain/packages';
import type { BadgeKind, PromotionLabelStyle } from '../../../shared/domain/checkout/options';

/** Package kinds that carry a promotion label in each style (translate as `payment.tags.<kind>`). */
export const LABELLED_KINDS: Record<PromotionLabelStyle, readonly PackageTag[]> = {
  original: ['best-value', 'most-popular'],
  mostPopularFastTrack: ['most-popular', 'fast-track'],
};

/** The promotion label a package shows, or null. */
export function promotionLabel(tag: PackageTag, style: PromotionLabelStyle): PackageTag | null {
  return LABELLED_KINDS[style].includes(tag) ? tag : null;
}

/** The badge-tag flag names the kind that carries the badge; every other package has none. */
export function badgeOf(tag: PackageTag, badgeTag: BadgeKind): BadgeKind {
  return badgeTag !== 'none' && tag === badgeTag ? badgeTag : 'none';
}

export type DecoratedPackage = Package & { badge: BadgeKind; label: PackageTag | null };

export function decoratePackages(
  packages: readonly Package[],
  options: { badgeTag: BadgeKind; labelStyle: PromotionLabelStyle },
): DecoratedPackage[] {
  return packages.map((pkg) => ({
    ...pkg,
    badge: badgeOf(pkg.tag, options.badgeTag),
    label: promotionLabel(pkg.tag, options.labelStyle),
  }));
}
