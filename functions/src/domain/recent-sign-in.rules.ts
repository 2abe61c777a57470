/**
 * Minting a custom token starts a new long-lived session, so it needs a sign-in with a
 * credential this recent (Firebase's own guidance for session cookies: five minutes). A token
 * merely refreshed since then does not count: auth_time is the sign-in, not the refresh.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Clocks of Google's token servers and ours may differ slightly. */
const CLOCK_SKEW_SECONDS = 60;

export function isRecentSignIn(
  authTime: Date,
  now: Date,
  maxAgeSeconds = RECENT_SIGN_IN_SECONDS,
): boolean {
  const ageSeconds = (now.getTime() - authTime.getTime()) / 1000;
  return ageSeconds <= maxAgeSeconds && ageSeconds >= -CLOCK_SKEW_SECONDS;
}
