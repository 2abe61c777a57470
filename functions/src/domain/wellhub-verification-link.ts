import { createHmac, timingSafeEqual } from 'node:crypto';

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

export type VerificationLinkResult =
  { ok: true; claim: VerificationClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** A day: long enough to open the mail later, short enough for a forwarded link to go stale. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The web route the link opens, and the parameter that carries it (never `token`: 02 §2.2). */
export const VERIFICATION_LINK_PATH = '/wellhub/register';
export const VERIFICATION_LINK_PARAM = 'wellhubVerification';

const PURPOSE = 'wellhub-email-verification';
const ID = /^[^/.#$[\]\s\p{Cc}]{1,128}$/u;

const sign = (secret: string, payload: string): Buffer =>
  createHmac('sha256', `${PURPOSE}:${secret}`).update(payload).digest();

export function signVerificationLink(claim: VerificationClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ r: claim.registrationId, m: claim.email, e: claim.expiresAt }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

function parseClaim(payload: string): VerificationClaim | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { r, m, e } = value as Record<string, unknown>;
  if (typeof r !== 'string' || !ID.test(r)) return null;
  if (typeof m !== 'string' || m.length === 0 || m.length > 320) return null;
  if (typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
  return { registrationId: r, email: m, expiresAt: e };
}

export function verifyVerificationLink(
  token: string,
  secret: string,
  now: Date,
): VerificationLinkResult {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  const claim = parseClaim(payload);
  if (!claim) return { ok: false, reason: 'invalid' };
  if (now.getTime() >= claim.expiresAt * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}

/** The link the mail carries: PUBLIC_WEB_URL + /wellhub/register with the registration and token. */
export function verificationUrl(webUrl: string, registrationId: string, token: string): string {
  const url = new URL(VERIFICATION_LINK_PATH, webUrl);
  url.searchParams.set('wellhubRegistrationId', registrationId);
  url.searchParams.set(VERIFICATION_LINK_PARAM, token);
  return url.toString();
}
