import type { AuthIdentity } from '../domain/auth-identity';

/** A Firebase Auth account as the API reads it (not the caller's token claims). */
export interface IdentityAccount {
  uid: string;
  email?: string;
  disabled: boolean;
}

/** Firebase Auth as the API uses it. */
export interface Identity {
  /** The caller proven by a Firebase ID token; rejects with InvalidTokenError when it is not valid. */
  verifyIdToken(idToken: string): Promise<AuthIdentity>;
  emailExists(email: string): Promise<boolean>;
  /** A custom token the client exchanges for a session of uid (signInWithCustomToken). */
  createCustomToken(uid: string): Promise<string>;
  /** The account of uid; null when there is none. */
  getUser(uid: string): Promise<IdentityAccount | null>;
}

export class InvalidTokenError extends Error {}
