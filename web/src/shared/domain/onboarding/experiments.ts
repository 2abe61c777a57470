/**
 * Copy and image experiments of the onboarding (spec 01 §2.3, §4, §8). Flag values are strings
 * from the remote config; an unknown one falls back to the default and is reported
 * (`unknown: true`, the caller sends the error event).
 */
export const LOADING_TITLES = ['no1', 'newYearNewYou', 'yourPath'] as const;
export type LoadingTitle = (typeof LOADING_TITLES)[number];
export const LOADING_IMAGES = ['burger', 'happyNewYear'] as const;
export type LoadingImage = (typeof LOADING_IMAGES)[number];
/** E-mail step text variants of the newsletter-disclaimer experiment. */
export const EMAIL_TEXT_VARIANTS = ['v1', 'v2', 'v3', 'v4', 'v5'] as const;
export type EmailTextVariant = (typeof EMAIL_TEXT_VARIANTS)[number];

export type Resolved<T> = { value: T; unknown: boolean };

function resolve<T extends string>(allowed: readonly T[], fallback: T, raw: unknown): Resolved<T> {
  const known = allowed.find((value) => value === raw);
  return known === undefined
    ? { value: fallback, unknown: true }
    : { value: known, unknown: false };
}

/** Flag 'loading-title': no1 (default), newYearNewYou, yourPath. */
export function resolveLoadingTitle(raw: unknown): Resolved<LoadingTitle> {
  return resolve(LOADING_TITLES, 'no1', raw);
}

/** Flag 'loading-image': burger (default), happyNewYear. */
export function resolveLoadingImage(raw: unknown): Resolved<LoadingImage> {
  return resolve(LOADING_IMAGES, 'burger', raw);
}

/** Flag 'newsletter-disclaimer': v1 (default) to v5. */
export function resolveEmailTextVariant(raw: unknown): Resolved<EmailTextVariant> {
  return resolve(EMAIL_TEXT_VARIANTS, 'v1', raw);
}

/** Translation keys: `loading.titles.{title}` and `steps.email.variants.{variant}.{part}`. */
export function loadingTitleKey(title: LoadingTitle): string {
  return `loading.titles.${title}`;
}

export function emailTextKey(
  variant: EmailTextVariant,
  part: 'title' | 'subtitle' | 'disclaimer',
): string {
  return `steps.email.variants.${variant}.${part}`;
}
