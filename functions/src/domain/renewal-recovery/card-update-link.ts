import type { SignedLinkResult } from '../signed-link';
import { signLink, verifyLink } from '../signed-link';

/**
 * The link of a failed renewal's mails: which subscription and which unpaid invoice it updates
 * the card for, signed with HMAC-SHA256 so nobody can make one for another subscription. It works
 * until the invoice is paid or the subscription ends (the provider decides); `expiresAt` only
 * bounds a forgotten link.
 */
export interface CardUpdateClaim {
  provider: 'stripe';
  subscriptionId: string;
  invoiceId: string;
  /** Unix seconds: the link is refused from then on. */
  expiresAt: number;
}

export type CardUpdateLinkResult = SignedLinkResult<CardUpdateClaim>;

/** A forgotten link stops working after this long (the retries end long before). */
export const CARD_UPDATE_LINK_DAYS = 60;

const PURPOSE = 'card-update';
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export const signCardUpdateLink = (claim: CardUpdateClaim, secret: string): string =>
  signLink(PURPOSE, secret, {
    p: claim.provider,
    s: claim.subscriptionId,
    i: claim.invoiceId,
    e: claim.expiresAt,
  });

function parseClaim({ p, s, i, e }: Record<string, unknown>): CardUpdateClaim | null {
  if (p !== 'stripe') return null;
  if (typeof s !== 'string' || !ID.test(s) || typeof i !== 'string' || !ID.test(i)) return null;
  if (typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
  return { provider: p, subscriptionId: s, invoiceId: i, expiresAt: e };
}

export const verifyCardUpdateLink = (
  token: string,
  secret: string,
  now: Date,
): CardUpdateLinkResult => verifyLink(PURPOSE, token, secret, now, parseClaim);
