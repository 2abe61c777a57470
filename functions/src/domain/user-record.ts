import type { AuthIdentity } from './auth-identity';
import type { Language } from '../contract/languages';
import type { Personal, WeightEntry } from './onboarding-personal.mapping';
import type { SubscriptionView } from './subscription-view.mapping';

// A type, not an interface: the profile answer's loose schema reads it as an indexable object.
export type ProviderData = {
  email?: string;
  providerId: string;
  isAnonymous: boolean;
  emailVerified: boolean;
};

/** users/{uid} (spec 02 §3 "User record"); fields written by other clients are kept as they are. */
export interface UserRecord {
  providerData: ProviderData;
  created: string;
  lang: string;
  country: string;
  appVersion: string;
  isWebUser: boolean;
  rv: number;
  newsletter?: boolean;
  newsletterEmail?: string;
  onboardingActive?: boolean;
  personal?: Partial<Personal> & Record<string, unknown>;
  stats?: { weight?: WeightEntry[] } & Record<string, unknown>;
  subscription?: SubscriptionView;
  stripeCustomerId?: string;
  pendingSubscriptionId?: string;
  /** Spec 02 §4.13's flag: the person took a retention offer; written by the server only. */
  specialOfferUsed?: boolean;
  [key: string]: unknown;
}

export const RECORD_VERSION = 5;

export interface NewUserInput {
  identity: AuthIdentity;
  now: Date;
  lang: Language;
  country: string;
  newsletter: boolean;
}

export function providerDataOf(identity: AuthIdentity): ProviderData {
  return {
    ...(identity.email ? { email: identity.email.toLowerCase() } : {}),
    providerId: identity.providerId,
    isAnonymous: identity.isAnonymous,
    emailVerified: identity.emailVerified,
  };
}

function hasPersonalData(record: Record<string, unknown>): boolean {
  const personal = record.personal;
  return typeof personal === 'object' && personal !== null && Object.keys(personal).length > 0;
}

/** Spec 02 §4.2: a web user with no personal data who is not yet onboarding gets onboardingActive. */
function withOnboardingFlag<T extends Record<string, unknown>>(record: T): T {
  if (record.isWebUser === true && !hasPersonalData(record) && record.onboardingActive !== true) {
    return { ...record, onboardingActive: true };
  }
  return record;
}

export function newUserRecord(input: NewUserInput): UserRecord {
  return withOnboardingFlag({
    providerData: providerDataOf(input.identity),
    created: input.now.toISOString(),
    lang: input.lang,
    country: input.country,
    appVersion: 'web',
    isWebUser: true,
    rv: RECORD_VERSION,
    newsletter: input.newsletter,
  });
}

/**
 * A later sign-in: provider data follows the token (an anonymous user may have linked an e-mail);
 * base fields missing from a record another writer created first are filled in.
 */
export function syncUserRecord(current: Record<string, unknown>, fresh: UserRecord): UserRecord {
  const { newsletter: _newsletter, onboardingActive: _onboarding, ...base } = fresh;
  return withOnboardingFlag({ ...base, ...current, providerData: fresh.providerData });
}
