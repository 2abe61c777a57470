import type { RegistrationDetailsAnswer } from '@fastwell/contract/api/wellhub.answers';
import { normalizeEmail } from './email';
import { isAlreadyPremium, readRecordSubscription } from './premium-status';

/** The partner (Wellhub / Gympass) flow of spec 02 §2.7, §4.15: pure rules, no IO. */
export const WELLHUB_REGISTRATION_PARAM = 'wellhubRegistrationId';

export const WELLHUB_PATHS = {
  entry: '/wellhub',
  login: '/wellhub/login',
  register: '/wellhub/register',
  welcomeBack: '/wellhub/welcome-back',
  download: '/wellhub/download',
} as const;

/** What the partner's registration vouches for: both are needed to register (spec 02 §4.15). */
export type WellhubRegistration = { gympassUserId: string; email: string };

/** Spec 02 §8 partner errors. */
export type WellhubProblem = 'wellhubEmailMissing' | 'gympassUserIdMissing';

export type RegistrationReading =
  | { kind: 'registration'; registration: WellhubRegistration }
  | { kind: 'problem'; problem: WellhubProblem };

/** The id from the link wins; else the one remembered for this tab (a reload keeps the flow). */
export function registrationIdFrom(search: string, remembered: string | null): string | null {
  const fromUrl = new URLSearchParams(search).get(WELLHUB_REGISTRATION_PARAM)?.trim();
  if (fromUrl) return fromUrl;
  return remembered?.trim() || null;
}

/**
 * Reads the registrationDetails answer (its shape checked by the contract's schema). No answer
 * (no id in the link, unknown id, failed call, an answer off the contract) means the partner
 * member is unknown: gympassUserIdMissing.
 */
export function readRegistration(answer: RegistrationDetailsAnswer | null): RegistrationReading {
  const gympassUserId = answer?.gympass_user_id.trim() ?? '';
  if (!gympassUserId) return { kind: 'problem', problem: 'gympassUserIdMissing' };
  const email = answer?.email?.trim() ?? '';
  if (!email) return { kind: 'problem', problem: 'wellhubEmailMissing' };
  return { kind: 'registration', registration: { gympassUserId, email: normalizeEmail(email) } };
}

/** The API accepts a registration only for the account with the registration's e-mail. */
export function emailMatchesRegistration(
  email: string,
  registration: WellhubRegistration,
): boolean {
  return normalizeEmail(email) === normalizeEmail(registration.email);
}

export type RegistrationCheck =
  { ok: true; registration: WellhubRegistration } | { ok: false; errorKey: string };

/** Registering needs the registration's partner id and e-mail, and this e-mail to be that one. */
export function checkRegistration(reading: RegistrationReading, email: string): RegistrationCheck {
  if (reading.kind === 'problem') return { ok: false, errorKey: problemKey(reading.problem) };
  if (!emailMatchesRegistration(email, reading.registration))
    return { ok: false, errorKey: 'wellhub.errors.emailMismatch' };
  return { ok: true, registration: reading.registration };
}

/** Entry: an existing account signs in (welcome back), a new one registers. */
export function entryDestination(emailExists: boolean): string {
  return emailExists ? WELLHUB_PATHS.welcomeBack : WELLHUB_PATHS.register;
}

/**
 * Spec 02 §4.3 on the user record: active when the partner status is active, else when a
 * subscription exists that has not ended.
 */
export function hadActiveSubscription(record: unknown): boolean {
  if (!record || typeof record !== 'object') return false;
  const wellhub = 'wellhub' in record ? record.wellhub : null;
  if (wellhub && typeof wellhub === 'object' && 'status' in wellhub && wellhub.status === 'active')
    return true;
  const subscription = 'subscription' in record ? record.subscription : null;
  return isAlreadyPremium({
    hasOldSubscriptionFlag: false,
    recordSubscription: readRecordSubscription(subscription),
    boughtThisVisit: false,
  });
}

export function wellhubDownloadPath(hasOldSubscription: boolean): string {
  return `${WELLHUB_PATHS.download}?hasOldSubscription=${hasOldSubscription}`;
}

/** API error codes of registerNewWellhubUser with their own message; others are unknown. */
const REGISTER_ERROR_KEYS: Record<string, string> = {
  wellhubEmailMissing: 'wellhub.errors.wellhubEmailMissing',
  gympassUserIdMissing: 'wellhub.errors.gympassUserIdMissing',
  wellhubRegistrationMissing: 'wellhub.errors.gympassUserIdMissing',
  'not-found': 'wellhub.errors.gympassUserIdMissing',
  wellhubRegistrationMismatch: 'wellhub.errors.registrationMismatch',
  wellhubUserAlreadyRegistered: 'wellhub.errors.alreadyRegistered',
  'network-error': 'errors.network',
};

export function registerErrorKey(code: string): string {
  return REGISTER_ERROR_KEYS[code] ?? 'errors.unknownError';
}

export function problemKey(problem: WellhubProblem): string {
  return `wellhub.errors.${problem}`;
}
