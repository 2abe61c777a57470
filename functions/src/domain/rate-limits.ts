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

/** Retry-After in whole seconds (RFC 9110 §10.2.3), at least 1 so a client does wait. */
export const retryAfterSeconds = (msBeforeNext: number): number =>
  Math.max(1, Math.ceil(msBeforeNext / 1000));
