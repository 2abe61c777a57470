import type { SignedLinkResult } from './signed-link';
import { signLink, verifyLink } from './signed-link';

/**
 * The link of the Wellhub verification mail: which partner registration, which e-mail address
 * (the registration's, lower-case) and until when. Holding it proves the mailbox, as only that
 * address was sent it. Signed with HMAC-SHA256 under the restore links' key
 * (CANCELLATION_LINK_SECRET) with a purpose of its own, so neither kind of link passes for the
 * other. Single use is the registration's business (consumed when it becomes a membership).
 */
export interface VerificationClaim {
  registrationId: string;
  email: string;
  /** Unix seconds: refused from then on. */
  expiresAt: number;
}

export type VerificationLinkResult = SignedLinkResult<VerificationClaim>;

/** A day: long enough to open the mail later, short enough for a forwarded link to go stale. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The web route the link opens, and the parameter that carries it (never `token`: 02 §2.2). */
export const VERIFICATION_LINK_PATH = '/wellhub/register';
export const VERIFICATION_LINK_PARAM = 'wellhubVerification';

const PURPOSE = 'wellhub-email-verification';
const ID = /^[^/.#$[\]\s\p{Cc}]{1,128}$/u;

export const signVerificationLink = (claim: VerificationClaim, secret: string): string =>
  signLink(PURPOSE, secret, { r: claim.registrationId, m: claim.email, e: claim.expiresAt });

function parseClaim({ r, m, e }: Record<string, unknown>): VerificationClaim | null {
  if (typeof r !== 'string' || !ID.test(r)) return null;
  if (typeof m !== 'string' || m.length === 0 || m.length > 320) return null;
  if (typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
  return { registrationId: r, email: m, expiresAt: e };
}

export const verifyVerificationLink = (
  token: string,
  secret: string,
  now: Date,
): VerificationLinkResult => verifyLink(PURPOSE, token, secret, now, parseClaim);

/** The link the mail carries: PUBLIC_WEB_URL + /wellhub/register with the registration and token. */
export function verificationUrl(webUrl: string, registrationId: string, token: string): string {
  const url = new URL(VERIFICATION_LINK_PATH, webUrl);
  url.searchParams.set('wellhubRegistrationId', registrationId);
  url.searchParams.set(VERIFICATION_LINK_PARAM, token);
  return url.toString();
}
