import type { AuthIdentity } from '../domain/auth-identity';

/** Firebase Auth as the API uses it. */
export interface Identity {
  /** The caller proven by a Firebase ID token; rejects with InvalidTokenError when it is not valid. */
  verifyIdToken(idToken: string): Promise<AuthIdentity>;
  emailExists(email: string): Promise<boolean>;
}

export class InvalidTokenError extends Error {}
