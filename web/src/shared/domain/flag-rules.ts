import { EMAIL_TEXT_VARIANTS, LOADING_IMAGES, LOADING_TITLES } from './onboarding/experiments';
import { INFO_SCREEN_IDS, REINFORCEMENT_SCREEN_IDS } from './onboarding/step-kinds';
import { COLOR_SCHEMES } from './checkout/color-schemes';
import { BADGE_KINDS, PACKAGE_ORDERS, PROMOTION_LABEL_STYLES } from './checkout/options';

/** Duration types a subscription can have (spec 02 §4.10), as upsell-funnel-active-durations names them. */
export const DURATION_TYPES = ['trial', 'oneMonth', 'threeMonths', 'sixMonths', 'nineMonths'];

/** The values each enumerated flag may take; anything else falls back to the default. */
export const FLAG_CHOICES: Readonly<Record<string, readonly unknown[]>> = {
  'unauth-route-directs-to': ['loading', 'login'],
  'onboarding-steps-variant': ['v1', 'v2'],
  'benefit-modal-type': ['classic', 'scientificChart', 'beforeAfter'],
  'special-offer-duration': ['oneMonth', 'threeMonths'],
  'newsletter-disclaimer': EMAIL_TEXT_VARIANTS,
  'loading-title': LOADING_TITLES,
  'loading-image': LOADING_IMAGES,
  'package-order': PACKAGE_ORDERS,
  'promotion-label-style': PROMOTION_LABEL_STYLES,
  'badge-tag': BADGE_KINDS,
  'color-scheme': COLOR_SCHEMES,
};

const isNonNegativeInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isPositiveNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Flags that switch optional screens: true, false, or a list of the screens' ids. */
export const SCREEN_SWITCH_FLAGS: Readonly<Record<string, readonly string[]>> = {
  'active-info-screens': INFO_SCREEN_IDS,
  'active-reinforcement-screens': REINFORCEMENT_SCREEN_IDS,
};

const isScreenSwitch = (ids: readonly string[]) => (value: unknown) =>
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => ids.includes(String(item))));

/** Value checks beyond the type: ranges and list members. */
const FLAG_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  'selected-package-index': isNonNegativeInteger,
  'discount-timer-minutes': isPositiveNumber,
  'upsell-funnel-active-durations': (value) =>
    Array.isArray(value) && value.every((item) => DURATION_TYPES.includes(String(item))),
  ...Object.fromEntries(
    Object.entries(SCREEN_SWITCH_FLAGS).map(([name, ids]) => [name, isScreenSwitch(ids)]),
  ),
};

/** A remote value of the right type may still be out of range or not one of the choices. */
export function isAllowedFlagValue(name: string, value: unknown): boolean {
  const choices = FLAG_CHOICES[name];
  if (choices && !choices.includes(value)) return false;
  const check = FLAG_CHECKS[name];
  return check ? check(value) : true;
}
