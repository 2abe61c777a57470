import { CHECKOUT_PACKAGE_COUNT } from '../package-count';
import type { PackageTag } from '../packages';
import { type CheckoutReport, type Resolved, resolveChoice } from './report';

/** Display enumerations of spec 01 §3 and 02 §3; unexpected flag values fall back and are reported. */
export const PACKAGE_ORDERS = ['original', 'reversed'] as const;
export type PackageOrder = (typeof PACKAGE_ORDERS)[number];

export const PROMOTION_LABEL_STYLES = ['original', 'mostPopularFastTrack'] as const;
export type PromotionLabelStyle = (typeof PROMOTION_LABEL_STYLES)[number];

export const PACKAGE_KINDS = [
  'best-value',
  'most-popular',
  'fast-track',
  'trial',
] as const satisfies readonly PackageTag[];

export const BADGE_KINDS = ['none', 'best-value', 'most-popular', 'fast-track'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

export const resolvePackageOrder = (value: unknown): Resolved<PackageOrder> =>
  resolveChoice(PACKAGE_ORDERS, value, 'original', 'web_wrongPackageOrder');

export const resolvePromotionLabelStyle = (value: unknown): Resolved<PromotionLabelStyle> =>
  resolveChoice(PROMOTION_LABEL_STYLES, value, 'original', 'web_wrongPromotionLabelStyle');

/** The badge-tag flag: which package kind carries the badge; a wrong value is logged, treated as none. */
export const resolveBadgeTag = (value: unknown): Resolved<BadgeKind> =>
  resolveChoice(BADGE_KINDS, value, 'none', 'web_wrongBadgeTag');

/** The displayed list must have exactly 3 entries (spec 02 §5); otherwise a report. */
export function checkPackageCount(count: number): CheckoutReport | undefined {
  if (count === CHECKOUT_PACKAGE_COUNT) return undefined;
  return { event: 'web_wrongPackageCount', params: { count } };
}
