/**
 * The message key of a 429 `rate-limited` answer under `errorsKey` (e.g. 'cancel.errors'): when to
 * try again, in whole minutes, if the server said (Retry-After).
 */
export function rateLimitedProblem(
  errorsKey: string,
  retryAfterSeconds: unknown,
): { key: string; values?: { minutes: number } } {
  if (typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0)
    return {
      key: `${errorsKey}.rateLimitedFor`,
      values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    };
  return { key: `${errorsKey}.rateLimited` };
}
