/** The discount countdown of spec 02 §4.14: when it starts, what it shows, when it has run out. */
export const DEFAULT_TIMER_MINUTES = 10;
const MINUTE_MS = 60_000;

export type DiscountBannerType = 'gift' | 'countdown' | 'both';

/** The stored expiry (ms since the epoch); anything else counts as no stored timer. */
export function parseStoredExpiry(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * How long a run-out countdown is remembered (spec 01 §9: dscExp is removed after a constant).
 * Within it a reload stays expired, so the countdown never resets by reload; after it the stored
 * expiry is removed and a later campaign (dc=true) shows the discount with a new countdown.
 */
export const EXPIRED_COUNTDOWN_KEPT_MS = 24 * 60 * MINUTE_MS;

/** The stored expiry while it still counts, undefined once it is to be removed. */
export function storedExpiryInForce(stored: number | undefined, now: number): number | undefined {
  return stored !== undefined && now - stored < EXPIRED_COUNTDOWN_KEPT_MS ? stored : undefined;
}

/** The discount-timer-minutes flag; a value that is not a positive number gives the default. */
export function timerMinutes(flagValue: unknown): number {
  return typeof flagValue === 'number' && Number.isFinite(flagValue) && flagValue > 0
    ? flagValue
    : DEFAULT_TIMER_MINUTES;
}

/**
 * The expiry after a first view: a stored one is kept (a reload neither restarts nor resets
 * it); otherwise a new one only when discounted prices exist and the discount is granted.
 */
export function timerExpiry(input: {
  stored: number | undefined;
  hasDiscountedPrices: boolean;
  discountGranted: boolean;
  now: number;
  minutes: number;
}): { expiresAt: number | undefined; isNew: boolean } {
  if (input.stored !== undefined) return { expiresAt: input.stored, isNew: false };
  if (!input.hasDiscountedPrices || !input.discountGranted)
    return { expiresAt: undefined, isNew: false };
  return { expiresAt: input.now + input.minutes * MINUTE_MS, isNew: true };
}

export function remainingMs(expiresAt: number | undefined, now: number): number {
  return expiresAt === undefined ? 0 : Math.max(0, expiresAt - now);
}

export function isExpired(expiresAt: number | undefined, now: number): boolean {
  return expiresAt !== undefined && now >= expiresAt;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * mm:ss, rounded up to the whole second so 00:00 shows only at expiry; past an hour the minutes
 * keep counting (75:00) because the spec's format is mm:ss.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/** Shown only when a discount exists and time is left (spec 02 §2.2). */
export function isBannerVisible(hasDiscount: boolean, remaining: number): boolean {
  return hasDiscount && remaining > 0;
}

/**
 * App state discountBannerType is gift or other (spec 02 §3). The gift shows with the countdown
 * while expiry removes the discount (use-discount-timer); otherwise a countdown would mean nothing.
 */
export function bannerType(giftShown: boolean, timerInUse: boolean): DiscountBannerType {
  if (!giftShown) return 'countdown';
  return timerInUse ? 'both' : 'gift';
}

export function hasDiscountedPrices(packages: readonly { discountedPrice?: number }[]): boolean {
  return packages.some((pkg) => pkg.discountedPrice !== undefined);
}
