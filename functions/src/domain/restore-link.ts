import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "this was not me" link of a cancellation's e-mail: which cancellation, which subscription,
 * and until when it may be restored (the end of the paid period), signed with HMAC-SHA256 so
 * nobody can make one for another subscription. Single use is the database's business.
 */
export interface RestoreClaim {
  cancellationId: string;
  provider: 'stripe' | 'paypal';
  subscriptionId: string;
  /** Unix seconds: the link is refused from then on. */
  expiresAt: number;
}

export type RestoreLinkResult =
  { ok: true; claim: RestoreClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** The same lower bound as the futoken's key (RFC 7518 §3.2). */
export const RESTORE_LINK_MIN_SECRET_LENGTH = 32;

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const sign = (secret: string, payload: string): Buffer =>
  createHmac('sha256', `restore-link:${secret}`).update(payload).digest();

export function signRestoreLink(claim: RestoreClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({
      c: claim.cancellationId,
      p: claim.provider,
      s: claim.subscriptionId,
      e: claim.expiresAt,
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

function parseClaim(payload: string): RestoreClaim | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { c, p, s, e } = value as Record<string, unknown>;
  if (typeof c !== 'string' || !ID.test(c) || typeof s !== 'string' || !ID.test(s)) return null;
  if ((p !== 'stripe' && p !== 'paypal') || typeof e !== 'number' || !Number.isSafeInteger(e))
    return null;
  return { cancellationId: c, provider: p, subscriptionId: s, expiresAt: e };
}

export function verifyRestoreLink(token: string, secret: string, now: Date): RestoreLinkResult {
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
