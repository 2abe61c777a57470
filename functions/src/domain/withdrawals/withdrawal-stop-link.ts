import type { SignedLinkResult } from '../signed-link';
import { signLink, verifyLink } from '../signed-link';

/**
 * The "this was not me" link of a withdrawal's e-mail: which withdrawal, and until when it can be
 * stopped (when it is carried out), signed with HMAC-SHA256 so nobody can make one for another.
 */
export interface WithdrawalStopClaim {
  withdrawalId: string;
  /** Unix seconds: the link is refused from then on. */
  expiresAt: number;
}

export type WithdrawalStopLinkResult = SignedLinkResult<WithdrawalStopClaim>;

const PURPOSE = 'withdrawal-stop';
const ID = /^[A-Za-z0-9_-]{1,128}$/;

export const signWithdrawalStopLink = (claim: WithdrawalStopClaim, secret: string): string =>
  signLink(PURPOSE, secret, { w: claim.withdrawalId, e: claim.expiresAt });

function parseClaim({ w, e }: Record<string, unknown>): WithdrawalStopClaim | null {
  if (typeof w !== 'string' || !ID.test(w)) return null;
  if (typeof e !== 'number' || !Number.isSafeInteger(e)) return null;
  return { withdrawalId: w, expiresAt: e };
}

export const verifyWithdrawalStopLink = (
  token: string,
  secret: string,
  now: Date,
): WithdrawalStopLinkResult => verifyLink(PURPOSE, token, secret, now, parseClaim);
