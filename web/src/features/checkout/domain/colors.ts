import { COLOR_SCHEMES, type ColorScheme } from '../../../shared/domain/checkout/color-schemes';
import { type Resolved, resolveChoice } from '../../../shared/domain/checkout/report';

/** Package colour sets (spec 02 §3); status and scale images are assets chosen by the UI. */
export type PackageColors = {
  bannerColor: string;
  bannerTextColor: string;
  buttonColor: string;
  packageColorDark: string;
  packageColorLight: string;
  selectedPriceColor: string;
  selectedPriceTextColor: string;
};

/** Button labels and text on a white package card use these. */
export const BUTTON_TEXT_COLOR = '#ffffff';
export const CARD_BACKGROUND = '#ffffff';

const WHITE = '#ffffff';

/** Every pair below passes WCAG AA (4.5:1) for normal text; see colors.test.ts. */
export const PACKAGE_COLORS: Record<ColorScheme, PackageColors> = {
  // The app theme: primary green, secondary orange (spec 01 §3).
  original: {
    bannerColor: '#b45309',
    bannerTextColor: WHITE,
    buttonColor: '#1c7a45',
    packageColorDark: '#155c34',
    packageColorLight: '#e8f5ee',
    selectedPriceColor: '#1c7a45',
    selectedPriceTextColor: WHITE,
  },
  classic: {
    bannerColor: '#1f2937',
    bannerTextColor: WHITE,
    buttonColor: '#111827',
    packageColorDark: '#1f2937',
    packageColorLight: '#f3f4f6',
    selectedPriceColor: '#374151',
    selectedPriceTextColor: WHITE,
  },
  blue: {
    bannerColor: '#1d4ed8',
    bannerTextColor: WHITE,
    buttonColor: '#1d4ed8',
    packageColorDark: '#1e3a8a',
    packageColorLight: '#eff6ff',
    selectedPriceColor: '#1e40af',
    selectedPriceTextColor: WHITE,
  },
  green: {
    bannerColor: '#15803d',
    bannerTextColor: WHITE,
    buttonColor: '#15803d',
    packageColorDark: '#14532d',
    packageColorLight: '#f0fdf4',
    selectedPriceColor: '#166534',
    selectedPriceTextColor: WHITE,
  },
  orange: {
    bannerColor: '#c2410c',
    bannerTextColor: WHITE,
    buttonColor: '#c2410c',
    packageColorDark: '#7c2d12',
    packageColorLight: '#fff7ed',
    selectedPriceColor: '#9a3412',
    selectedPriceTextColor: WHITE,
  },
};

/** An invalid scheme falls back to original and is reported (spec 02 §3, §8). */
export function resolveColorScheme(value: unknown): Resolved<ColorScheme> {
  return resolveChoice(COLOR_SCHEMES, value, 'original', 'web_invalidColorScheme');
}

export function packageColors(value: unknown): Resolved<PackageColors> & { scheme: ColorScheme } {
  const { value: scheme, report } = resolveColorScheme(value);
  return { scheme, value: PACKAGE_COLORS[scheme], report };
}

export type ContrastPair = { name: string; foreground: string; background: string };

/** The text-on-background pairs a scheme is drawn with. */
export function contrastPairs(colors: PackageColors): ContrastPair[] {
  return [
    { name: 'banner text', foreground: colors.bannerTextColor, background: colors.bannerColor },
    { name: 'button label', foreground: BUTTON_TEXT_COLOR, background: colors.buttonColor },
    {
      name: 'selected price',
      foreground: colors.selectedPriceTextColor,
      background: colors.selectedPriceColor,
    },
    {
      name: 'package text on light',
      foreground: colors.packageColorDark,
      background: colors.packageColorLight,
    },
    {
      name: 'package text on card',
      foreground: colors.packageColorDark,
      background: CARD_BACKGROUND,
    },
    { name: 'text on dark package', foreground: WHITE, background: colors.packageColorDark },
  ];
}
