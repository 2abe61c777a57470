import type { SignedLinkResult } from './signed-link';
import { signLink, verifyLink } from './signed-link';

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

export type RestoreLinkResult = SignedLinkResult<RestoreClaim>;

/** The same lower bound as the futoken's key (RFC 7518 §3.2). */
export const RESTORE_LINK_MIN_SECRET_LENGTH = 32;

const PURPOSE = 'restore-link';
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export function signRestoreLink(claim: RestoreClaim, secret: string): string {
  return signLink(PURPOSE, secret, {
    c: claim.cancellationId,
    p: claim.provider,
    s: claim.subscriptionId,
    e: claim.expiresAt,
  });
}

function parseClaim({ c, p, s, e }: Record<string, unknown>): RestoreClaim | null {
  if (typeof c !== 'string' || !ID.test(c) || typeof s !== 'string' || !ID.test(s)) return null;
  if ((p !== 'stripe' && p !== 'paypal') || typeof e !== 'number' || !Number.isSafeInteger(e))
    return null;
  return { cancellationId: c, provider: p, subscriptionId: s, expiresAt: e };
}

export const verifyRestoreLink = (token: string, secret: string, now: Date): RestoreLinkResult =>
  verifyLink(PURPOSE, token, secret, now, parseClaim);
