/** How many requests a caller may make before 429 (issue 18 point 7); see params.ts. */
export interface RateLimits {
  /** Per client address and minute, to each public lookup. */
  publicPerIpPerMinute: number;
  /** Per client address and hour, to each money route. */
  moneyPerIpPerHour: number;
  /** Per signed-in user and hour, to each money route. */
  moneyPerUidPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  publicPerIpPerMinute: 30,
  moneyPerIpPerHour: 60,
  moneyPerUidPerHour: 10,
};

/**
 * Confirmation mails one address can be sent a day through the cancellation without login,
 * from any number of client addresses (a mail bomb through our SMTP server). Past it, the
 * cancellation is still made; only a submission that changed no contract goes unconfirmed.
 */
export const CANCELLATIONS_PER_ADDRESS_PER_DAY = 5;

/**
 * Receipt mails one address can be sent a day through the withdrawal without login (the same
 * mail bomb). Past it the withdrawal is still recorded; only a submission that claimed no contract
 * goes unconfirmed (one that did is always confirmed: its owner must be able to stop it).
 */
export const WITHDRAWALS_PER_ADDRESS_PER_DAY = 5;

/** Wellhub verification mails one address can be sent a day (the same mail bomb, issue 32). */
export const WELLHUB_VERIFICATIONS_PER_ADDRESS_PER_DAY = 5;

/**
 * A provider's webhook deliveries come from a few of its addresses, in bursts (renewals fall due
 * together), so its bucket holds this many times a public lookup's: a forger still pays at most
 * that many verify calls a minute per address, and PayPal retries a delivery refused with 429.
 */
export const WEBHOOK_LIMIT_FACTOR = 20;

/** Retry-After in whole seconds (RFC 9110 §10.2.3), at least 1 so a client does wait. */
export const retryAfterSeconds = (msBeforeNext: number): number =>
  Math.max(1, Math.ceil(msBeforeNext / 1000));

/** Where the counters live (server-only in database.rules.json). */
export const RATE_LIMITS_PATH = 'rateLimits';

/**
 * Windows are aligned to the clock ([end − duration, end)), so every counter of one window shares
 * its end: `rateLimits/counts/{end}/{limiter}/{key}`, listed in `rateLimits/windows/{end}`, and a
 * whole expired window goes with one write without reading its counters.
 */
export const windowEndOf = (nowMs: number, durationMs: number): number =>
  (Math.floor(nowMs / durationMs) + 1) * durationMs;

export const rateLimitCounterPath = (windowEnd: number, limiter: string, key: string): string =>
  `${RATE_LIMITS_PATH}/counts/${windowEnd}/${limiter}/${key}`;

export const rateLimitWindowPath = (windowEnd: number): string =>
  `${RATE_LIMITS_PATH}/windows/${windowEnd}`;

/** A window's counters are deleted by the first sweep this long after it ended. */
export const RATE_LIMIT_EXPIRY_MARGIN_MS = 5 * 60_000;

/** Function instances at most (index.ts maxInstances): each may count a share of a limit alone. */
export const RATE_LIMIT_SHARES = 20;
