import type { OfferedPrice } from '@fastwell/contract/catalogue';
import { defaultPackageIndex, derivePackages } from '../../../shared/domain/packages';
import { type DecoratedPackage, decoratePackages } from './badges';
import type { ColorScheme } from '../../../shared/domain/checkout/color-schemes';
import { type PackageColors, packageColors } from './colors';
import {
  type BadgeKind,
  type PackageOrder,
  type PromotionLabelStyle,
  checkPackageCount,
  resolveBadgeTag,
  resolvePackageOrder,
  resolvePromotionLabelStyle,
} from '../../../shared/domain/checkout/options';
import { type PerDayText, perDayDisplay } from '../../../shared/domain/checkout/per-day';
import type { CheckoutReport } from '../../../shared/domain/checkout/report';

/** Raw experiment values, as the flags give them; each is checked here. */
export type CheckoutOfferInput = {
  withDiscount: boolean;
  /** getProducts' trialAvailable (one trial per person); absent means true. */
  trialAvailable?: boolean;
  locale: string;
  order?: unknown;
  labelStyle?: unknown;
  badgeTag?: unknown;
  colorScheme?: unknown;
  /** The selected-package-index experiment (default 1). */
  selectedIndex?: number;
};

export type CheckoutPackage = DecoratedPackage & { perDay: PerDayText };

export type CheckoutOffer = {
  packages: CheckoutPackage[];
  defaultIndex: number;
  colors: PackageColors;
  scheme: ColorScheme;
  order: PackageOrder;
  labelStyle: PromotionLabelStyle;
  badgeTag: BadgeKind;
  /** To send with analytics, in this order; empty when every value was valid. */
  reports: CheckoutReport[];
};

export const DEFAULT_SELECTED_INDEX = 1;

/** The whole checkout screen list, pure: derivation, labels, badges, per-day text, colours and reports. */
export function deriveCheckoutOffer(
  prices: readonly OfferedPrice[],
  input: CheckoutOfferInput,
): CheckoutOffer {
  const order = resolvePackageOrder(input.order);
  const labelStyle = resolvePromotionLabelStyle(input.labelStyle);
  const badgeTag = resolveBadgeTag(input.badgeTag);
  const colors = packageColors(input.colorScheme);
  const derived = derivePackages(prices, {
    withDiscount: input.withDiscount,
    order: order.value,
    trialAvailable: input.trialAvailable !== false,
  });
  const decorated = decoratePackages(derived, {
    badgeTag: badgeTag.value,
    labelStyle: labelStyle.value,
  });
  const perDay = perDayDisplay(derived, input.locale);
  const packages = decorated.map((pkg, index) => ({
    ...pkg,
    perDay: perDay[index] ?? { pricePerDay: '' },
  }));
  const reports = [
    order.report,
    labelStyle.report,
    badgeTag.report,
    colors.report,
    checkPackageCount(packages.length),
  ].filter((report): report is CheckoutReport => report !== undefined);
  return {
    packages,
    defaultIndex: defaultPackageIndex(
      packages.length,
      input.selectedIndex ?? DEFAULT_SELECTED_INDEX,
    ),
    colors: colors.value,
    scheme: colors.scheme,
    order: order.value,
    labelStyle: labelStyle.value,
    badgeTag: badgeTag.value,
    reports,
  };
}
