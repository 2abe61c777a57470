import { isAllowedFlagValue, SCREEN_SWITCH_FLAGS } from './flag-rules';
import type { ScreenSwitch } from './onboarding/step-kinds';

/** Remote feature flags with the spec's defaults; the one typed list of what the app reads. */
export const FLAG_DEFAULTS = {
  'unauth-route-directs-to': 'loading' as 'loading' | 'login',
  'enable-ebook-upsell': false,
  'upsell-funnel-active-durations': [] as string[],
  'onboarding-steps-variant': 'v1' as 'v1' | 'v2',
  /** Info screens: true all six, false none, or the ids of those shown (spec 01 §2.2). */
  'active-info-screens': false as ScreenSwitch,
  /** Reinforcement screens: true both, false none, or the ids of those shown. */
  'active-reinforcement-screens': true as ScreenSwitch,
  'selected-package-index': 1,
  'gift-banner-experiment': true,
  'benefit-modal-type': 'classic' as 'classic' | 'scientificChart' | 'beforeAfter',
  'discount-debug': false,
  /** Height step blocked until the health-data consent box is ticked (spec 01 §4). */
  'health-data-consent': false,
  /** E-mail step text variant v1–v5; resolve with `resolveEmailTextVariant` (unknown → v1). */
  'newsletter-disclaimer': 'v1' as string,
  /** Loading title no1 / newYearNewYou / yourPath; resolve with `resolveLoadingTitle`. */
  'loading-title': 'no1' as string,
  /** Loading image burger / happyNewYear; resolve with `resolveLoadingImage`. */
  'loading-image': 'burger' as string,
  'show-step-counter': true,
  'show-segment-dots': false,
  /** Checkout screen experiments (spec 02 §3, §9); resolved and reported in `domain/checkout screen`. */
  'package-order': 'original' as string,
  'promotion-label-style': 'original' as string,
  'badge-tag': 'none' as string,
  'color-scheme': 'original' as string,
  /** Discount countdown: expiry removes discounts (spec 02 §4.5, §4.14). */
  'use-discount-timer': true,
  /** Discount countdown length in minutes. */
  'discount-timer-minutes': 10,
  /** Upsell terms checkbox experiment (spec 02 §4.11). */
  'upsell-terms-checkbox': false,
  /** Retention special offer length (spec 02 §4.13, §9). */
  'special-offer-duration': 'threeMonths' as 'oneMonth' | 'threeMonths',
  /** Google and Apple sign-in and sign-up buttons on login and create account (spec 01 §2.3). */
  'social-login-available': true,
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;
/** Boolean and number defaults are literals under `as const`; their flags take any value. */
type Widen<T> = T extends boolean ? boolean : T extends number ? number : T;
export type FlagValues = { [K in FlagName]: Widen<(typeof FLAG_DEFAULTS)[K]> };

function sameShape(name: FlagName, value: unknown, fallback: unknown): boolean {
  if (name in SCREEN_SWITCH_FLAGS) return typeof value === 'boolean' || Array.isArray(value);
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback;
}

/**
 * A remote value of the wrong type, out of range or not one of the flag's choices falls back to
 * the default; the caller reports it (web_growthBookWrongFeature).
 */
export function coerceFlag<K extends FlagName>(
  name: K,
  value: unknown,
): { value: FlagValues[K]; wrongType: boolean } {
  if (value === undefined || value === null)
    return { value: FLAG_DEFAULTS[name], wrongType: false };
  if (!sameShape(name, value, FLAG_DEFAULTS[name]) || !isAllowedFlagValue(name, value))
    return { value: FLAG_DEFAULTS[name], wrongType: true };
  return { value: value as FlagValues[K], wrongType: false };
}

export const FLAG_OVERRIDE_PREFIX = 'ff.';

/** `?ff.name=value` overrides one flag for this visit; values are JSON when they parse. */
export function overridesFromSearch(search: string): Partial<Record<FlagName, unknown>> {
  const overrides: Partial<Record<FlagName, unknown>> = {};
  new URLSearchParams(search).forEach((raw, key) => {
    if (!key.startsWith(FLAG_OVERRIDE_PREFIX)) return;
    const name = key.slice(FLAG_OVERRIDE_PREFIX.length);
    if (!(name in FLAG_DEFAULTS)) return;
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // plain string
    }
    overrides[name as FlagName] = value;
  });
  return overrides;
}
