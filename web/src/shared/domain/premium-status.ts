import { givesNoAccess } from '@fastwell/contract/subscription-statuses';

/** The subscription on a user record, reduced to what the download screen needs. */
export type RecordSubscription = { id: string | null; status: string | null };

/** Reads the record's `subscription` (unknown JSON) without trusting its shape. */
export function readRecordSubscription(raw: unknown): RecordSubscription | null {
  if (!raw || typeof raw !== 'object') return null;
  const id = 'id' in raw && typeof raw.id === 'string' ? raw.id : null;
  const status = 'status' in raw && typeof raw.status === 'string' ? raw.status : null;
  return { id, status };
}

export type PremiumFacts = {
  /** The partner flow's `hasOldSubscription` query flag. */
  hasOldSubscriptionFlag: boolean;
  /** The subscription on the user's record, if any. */
  recordSubscription: RecordSubscription | null;
  /**
   * A purchase happened in this visit: the purchase store holds one, or the post-purchase query
   * names one (subscriptionId or session_id).
   */
  boughtThisVisit: boolean;
};

/**
 * Spec 01 §2.3: "already premium" is a subscription that existed before this visit. A buyer who
 * has just paid is new, not already premium; an ended subscription is not premium at all.
 */
export function isAlreadyPremium(facts: PremiumFacts): boolean {
  if (facts.hasOldSubscriptionFlag) return true;
  if (facts.boughtThisVisit || !facts.recordSubscription) return false;
  const status = facts.recordSubscription.status;
  return !status || !givesNoAccess(status);
}
