/** The API's error code when a caller made too many attempts (429, issue 18 point 7). */
export const RATE_LIMITED = 'rate-limited';

/** "Too many attempts — please try again in a moment." */
export const RATE_LIMITED_KEY = 'errors.rateLimited';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export const isRateLimited = (error: unknown): boolean => codeOf(error) === RATE_LIMITED;

/** The message key for a failed API call: "try again in a moment" when rate-limited, else fallback. */
export const apiErrorKey = <K extends string>(
  error: unknown,
  fallback: K,
): K | typeof RATE_LIMITED_KEY => (isRateLimited(error) ? RATE_LIMITED_KEY : fallback);
