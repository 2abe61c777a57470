import { WELLHUB_VERIFICATION_PARAM } from '@fastwell/contract/api/wellhub';
import type { RegistrationDetailsAnswer } from '@fastwell/contract/api/wellhub.answers';
import { normalizeEmail } from '../../../shared/domain/email';
import { isAlreadyPremium, readRecordSubscription } from '../../../shared/domain/premium-status';

/** The partner (Wellhub / Gympass) flow of spec 02 §2.7, §4.15: pure rules, no IO. */
export const WELLHUB_REGISTRATION_PARAM = 'wellhubRegistrationId';

export const WELLHUB_PATHS = {
  entry: '/wellhub',
  login: '/wellhub/login',
  register: '/wellhub/register',
  welcomeBack: '/wellhub/welcome-back',
  download: '/wellhub/download',
} as const;

/**
 * What a registration shows before the address is proven (issue 32): the partner id, the
 * address masked (a hint for the member: "a•••@e•••.com") and whether it was already used.
 */
export type WellhubRegistration = { gympassUserId: string; emailHint: string };

/** Spec 02 §8 partner errors, and a registration that was already used (issue 32). */
export type WellhubProblem =
  'wellhubEmailMissing' | 'gympassUserIdMissing' | 'wellhubRegistrationUsed';

/** What the mail's link proved: its token (sent when registering) and the address in full. */
export type WellhubVerification = { token: string; email: string };

/**
 * What the partner flow keeps for this tab, so a reload does not lose it: the registration, the
 * e-mail typed, and the mail link's proof once opened (session storage: this tab only).
 */
export type WellhubFlowState = {
  registrationId: string | null;
  email: string;
  verification: WellhubVerification | null;
};

export const NO_WELLHUB_FLOW: WellhubFlowState = {
  registrationId: null,
  email: '',
  verification: null,
};

function readVerification(raw: object): WellhubVerification | null {
  if (!('verification' in raw) || !raw.verification || typeof raw.verification !== 'object')
    return null;
  const value = raw.verification;
  const token = 'token' in value && typeof value.token === 'string' ? value.token : '';
  const email = 'email' in value && typeof value.email === 'string' ? value.email : '';
  return token && email ? { token, email } : null;
}

/** A stored flow state as far as it is one; undefined when it is not an object. */
export function readWellhubFlow(raw: unknown): WellhubFlowState | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const registrationId =
    'registrationId' in raw && typeof raw.registrationId === 'string' ? raw.registrationId : null;
  const email = 'email' in raw && typeof raw.email === 'string' ? raw.email : '';
  return { registrationId, email, verification: readVerification(raw) };
}

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
  if (answer?.used) return { kind: 'problem', problem: 'wellhubRegistrationUsed' };
  return { kind: 'registration', registration: { gympassUserId, emailHint: email } };
}

export type RegistrationCheck =
  { ok: true; registration: WellhubRegistration } | { ok: false; errorKey: string };

/** The registration, or the translation key of why it cannot be used. */
export function checkRegistration(reading: RegistrationReading): RegistrationCheck {
  if (reading.kind === 'problem') return { ok: false, errorKey: problemKey(reading.problem) };
  return { ok: true, registration: reading.registration };
}

/** The mail's link parameter on /wellhub/register, if any. */
export function verificationTokenFrom(search: string): string | null {
  return new URLSearchParams(search).get(WELLHUB_VERIFICATION_PARAM)?.trim() || null;
}

/** The query without the link's token: it is kept in the tab, never in the address bar. */
export function withoutVerificationToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WELLHUB_VERIFICATION_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** An address entered matches a proven one (the account must be made with exactly that one). */
export function isVerifiedEmail(email: string, verification: WellhubVerification | null): boolean {
  return verification !== null && normalizeEmail(email) === normalizeEmail(verification.email);
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

/** Codes every partner call may answer, with what to do next. */
const COMMON_ERROR_KEYS: Record<string, string> = {
  gympassUserIdMissing: 'wellhub.errors.gympassUserIdMissing',
  wellhubRegistrationMissing: 'wellhub.errors.gympassUserIdMissing',
  'not-found': 'wellhub.errors.gympassUserIdMissing',
  wellhubRegistrationUsed: 'wellhub.errors.wellhubRegistrationUsed',
  wellhubEmailNotVerified: 'wellhub.errors.emailNotVerified',
  wellhubVerificationExpired: 'wellhub.errors.linkExpired',
  'rate-limited': 'errors.rateLimited',
  'network-error': 'errors.network',
};

/** API error codes of registerNewWellhubUser with their own message; others are unknown. */
const REGISTER_ERROR_KEYS: Record<string, string> = {
  ...COMMON_ERROR_KEYS,
  wellhubEmailMissing: 'wellhub.errors.wellhubEmailMissing',
  wellhubRegistrationMismatch: 'wellhub.errors.registrationMismatch',
  wellhubUserAlreadyRegistered: 'wellhub.errors.alreadyRegistered',
  wellhubMembershipEnded: 'wellhub.errors.membershipEnded',
};

/** sendVerification: a mismatch there is an address the registration does not name. */
const SEND_ERROR_KEYS: Record<string, string> = {
  ...COMMON_ERROR_KEYS,
  wellhubRegistrationMismatch: 'wellhub.errors.emailMismatch',
  'mail-not-sent': 'wellhub.errors.mailNotSent',
};

export function registerErrorKey(code: string): string {
  return REGISTER_ERROR_KEYS[code] ?? 'errors.unknownError';
}

export function sendVerificationErrorKey(code: string): string {
  return SEND_ERROR_KEYS[code] ?? 'errors.unknownError';
}

/** checkVerification (the link opened): the same codes as registering. */
export const verificationErrorKey = registerErrorKey;

export function problemKey(problem: WellhubProblem): string {
  return `wellhub.errors.${problem}`;
}
