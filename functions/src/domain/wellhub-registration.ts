import { z } from 'zod';

/** Spec 02 §3 "Partner registration", as the partner's signup hook databases it. */
export interface WellhubRegistration {
  gympass_user_id: string;
  email: string;
}

/** users/{uid}/wellhub: the partner membership that makes a subscription active (spec 02 §4.3). */
export interface WellhubMembership {
  status: 'active';
  gympassUserId: string;
  email: string;
  registeredAt: string;
}

/** Ids used as database keys: 1–128 characters, none of . # $ [ ] / or whitespace. */
export const isDatabaseKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[^/.#$[\]\s\p{Cc}]{1,128}$/u.test(value);

const storedRegistration = z.object({
  gympass_user_id: z.union([z.string().min(1), z.number().transform(String)]),
  email: z.string().min(1),
});

/** A stored registration, or null when the record is missing or not one. */
export function parseRegistration(stored: unknown): WellhubRegistration | null {
  const parsed = storedRegistration.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** A registration vouches for a partner id and e-mail when both match (e-mail case-insensitive). */
export function vouchesFor(
  registration: WellhubRegistration,
  claim: { gympassUserId: string; email: string },
): boolean {
  return (
    registration.gympass_user_id === claim.gympassUserId &&
    registration.email.trim().toLowerCase() === claim.email.trim().toLowerCase()
  );
}

export type MembershipDecision =
  { kind: 'write'; membership: WellhubMembership } | { kind: 'unchanged' };

/**
 * Registering is idempotent: an active membership of the same partner id stays as it is (its
 * registeredAt included); anything else becomes an active membership registered now.
 */
export function decideMembership(
  current: unknown,
  input: { gympassUserId: string; email: string; now: Date },
): MembershipDecision {
  const existing = z
    .object({ status: z.literal('active'), gympassUserId: z.string() })
    .safeParse(current);
  if (existing.success && existing.data.gympassUserId === input.gympassUserId)
    return { kind: 'unchanged' };
  return {
    kind: 'write',
    membership: {
      status: 'active',
      gympassUserId: input.gympassUserId,
      email: input.email.toLowerCase(),
      registeredAt: input.now.toISOString(),
    },
  };
}

export type ClaimDecision = 'claim' | 'mine' | 'taken';

/** wellhubMembers/{gympassUserId} → uid: one partner membership backs one account. */
export function decideClaim(current: unknown, uid: string): ClaimDecision {
  if (current === null || current === undefined) return 'claim';
  return current === uid ? 'mine' : 'taken';
}
