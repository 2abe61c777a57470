import { z } from 'zod';

/** Spec 02 §3 "Partner registration", as the partner's signup hook databases it. */
export interface WellhubRegistration {
  gympass_user_id: string;
  email: string;
  /** The account whose membership this registration became: it works once. */
  consumedBy?: string;
}

/**
 * users/{uid}/wellhub: the partner membership that makes a subscription active (spec 02 §4.3)
 * while its status is 'active'. 'ended': the partner no longer pays for it (kept, so support and
 * the app see when and why premium stopped).
 */
export interface WellhubMembership {
  status: 'active' | 'ended';
  gympassUserId: string;
  email: string;
  registeredAt: string;
  /** When the registration's address was proven through our verification mail. */
  emailVerifiedAt?: string;
  /** When the partner last confirmed the entitlement (absent: not yet; due at the next run). */
  validatedAt?: string;
  endedAt?: string;
}

/** Memberships are re-checked with the partner once this old; the daily run keeps it ≤ 31 days. */
export const REVALIDATE_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** Ids used as database keys: 1–128 characters, none of . # $ [ ] / or whitespace. */
export const isDatabaseKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[^/.#$[\]\s\p{Cc}]{1,128}$/u.test(value);

const storedRegistration = z.object({
  gympass_user_id: z.union([z.string().min(1), z.number().transform(String)]),
  email: z.string().min(1),
  consumedBy: z.string().min(1).optional(),
});

/** A stored registration, or null when the record is missing or not one. */
export function parseRegistration(stored: unknown): WellhubRegistration | null {
  const parsed = storedRegistration.safeParse(stored);
  if (!parsed.success) return null;
  const { gympass_user_id, email, consumedBy } = parsed.data;
  return { gympass_user_id, email, ...(consumedBy ? { consumedBy } : {}) };
}

export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/** A registration vouches for a partner id and e-mail when both match (e-mail case-insensitive). */
export function vouchesFor(
  registration: WellhubRegistration,
  claim: { gympassUserId: string; email: string },
): boolean {
  return (
    registration.gympass_user_id === claim.gympassUserId &&
    normalizedEmail(registration.email) === normalizedEmail(claim.email)
  );
}

/**
 * What a stranger who knows a registration id may see of its address: the first character of
 * the mailbox and of the domain, and the top-level domain, so the member recognises it
 * ("a•••@g•••.com") and nobody learns it.
 */
export function maskEmail(email: string): string {
  const address = normalizedEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}•••@${domain[0] ?? ''}•••${tld}`;
}

const activeMembership = z.object({ status: z.literal('active'), gympassUserId: z.string() });

export type RegistrationUse = 'first' | 'again' | 'used';

/**
 * A registration works once: unused, it may become this account's membership; used by this
 * account whose membership of it is still active, registering again changes nothing (a retried
 * call); used by another account, or its membership has ended, it is refused.
 */
export function registrationUse(
  registration: WellhubRegistration,
  uid: string,
  membership: unknown,
): RegistrationUse {
  if (registration.consumedBy === undefined) return 'first';
  if (registration.consumedBy !== uid) return 'used';
  const active = activeMembership.safeParse(membership);
  return active.success && active.data.gympassUserId === registration.gympass_user_id
    ? 'again'
    : 'used';
}

export type MembershipDecision =
  { kind: 'write'; membership: WellhubMembership } | { kind: 'unchanged' };

/**
 * Registering is idempotent: an active membership of the same partner id stays as it is (its
 * registeredAt included); anything else becomes an active membership registered now.
 */
export function decideMembership(
  current: unknown,
  input: { gympassUserId: string; email: string; now: Date; validated: boolean },
): MembershipDecision {
  const existing = activeMembership.safeParse(current);
  if (existing.success && existing.data.gympassUserId === input.gympassUserId)
    return { kind: 'unchanged' };
  const now = input.now.toISOString();
  return {
    kind: 'write',
    membership: {
      status: 'active',
      gympassUserId: input.gympassUserId,
      email: normalizedEmail(input.email),
      registeredAt: now,
      emailVerifiedAt: now,
      ...(input.validated ? { validatedAt: now } : {}),
    },
  };
}

export type ClaimDecision = 'claim' | 'mine' | 'taken';

/** wellhubMembers/{gympassUserId} → uid: one partner membership backs one account. */
export function decideClaim(current: unknown, uid: string): ClaimDecision {
  if (current === null || current === undefined) return 'claim';
  return current === uid ? 'mine' : 'taken';
}

const storedMembership = z.object({
  status: z.string(),
  gympassUserId: z.string(),
  registeredAt: z.string().optional(),
  validatedAt: z.string().optional(),
});

/**
 * An active membership of this partner id whose last confirmation (else its registration) is
 * REVALIDATE_AFTER_MS old or older, or was never made.
 */
export function isRevalidationDue(membership: unknown, gympassUserId: string, now: Date): boolean {
  const parsed = storedMembership.safeParse(membership);
  if (!parsed.success) return false;
  const { status, validatedAt } = parsed.data;
  if (status !== 'active' || parsed.data.gympassUserId !== gympassUserId) return false;
  const last = Date.parse(validatedAt ?? '');
  return Number.isNaN(last) || now.getTime() - last >= REVALIDATE_AFTER_MS;
}

/** What the partner's answer does to the stored membership (undefined: leave it as it is). */
export function afterPartnerAnswer(
  membership: unknown,
  gympassUserId: string,
  answer: 'active' | 'ended',
  now: Date,
): Record<string, unknown> | undefined {
  const parsed = storedMembership.safeParse(membership);
  if (!parsed.success || parsed.data.status !== 'active') return undefined;
  if (parsed.data.gympassUserId !== gympassUserId) return undefined;
  const current = membership as Record<string, unknown>;
  const at = now.toISOString();
  return answer === 'active'
    ? { ...current, validatedAt: at }
    : { ...current, status: 'ended', validatedAt: at, endedAt: at };
}
