import type { SignedLinkResult } from '../signed-link';
import { signLink, verifyLink } from '../signed-link';

/**
 * The link of the mails that ask a PayPal subscriber to keep the earlier plan after withdrawing
 * its upgrade alone: which subscription, signed with HMAC-SHA256 so nobody makes one for another.
 * It stays valid a while after the deadline, so the page can still say how it ended.
 */
export interface PayPalPlanClaim {
  subscriptionId: string;
  /** Unix seconds: the link is refused from then on. */
  expiresAt: number;
}

export const PAYPAL_PLAN_LINK_DAYS_AFTER_DEADLINE = 30;

const PURPOSE = 'paypal-plan';
const SUBSCRIPTION_ID = /^I-[A-Za-z0-9]{1,60}$/;

export const signPayPalPlanLink = (claim: PayPalPlanClaim, secret: string): string =>
  signLink(PURPOSE, secret, { s: claim.subscriptionId, e: claim.expiresAt });

function parseClaim({ s, e }: Record<string, unknown>): PayPalPlanClaim | null {
  if (typeof s !== 'string' || !SUBSCRIPTION_ID.test(s)) return null;
  if (typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
  return { subscriptionId: s, expiresAt: e };
}

export const verifyPayPalPlanLink = (
  token: string,
  secret: string,
  now: Date,
): SignedLinkResult<PayPalPlanClaim> => verifyLink(PURPOSE, token, secret, now, parseClaim);
