import type { AuthIdentity } from '../../domain/auth-identity';

/** A Firebase Auth account as the API reads it (not the caller's token claims). */
export interface IdentityAccount {
  uid: string;
  email?: string;
  disabled: boolean;
}

/** Firebase Auth as the API uses it. */
export interface Identity {
  /**
   * The caller proven by a Firebase ID token; rejects with InvalidTokenError when it is not valid,
   * its account's sessions were revoked or the account is disabled.
   */
  verifyIdToken(idToken: string): Promise<AuthIdentity>;
  emailExists(email: string): Promise<boolean>;
  /** A custom token the client exchanges for a session of uid (signInWithCustomToken). */
  createCustomToken(uid: string): Promise<string>;
  /** The account of uid; null when there is none. */
  getUser(uid: string): Promise<IdentityAccount | null>;
  /** The account signed up with this address; null when there is none. */
  findUserByEmail(email: string): Promise<IdentityAccount | null>;
}

/** Why an ID token was refused: not a valid token, the account's sessions were revoked, or it is disabled. */
export type InvalidTokenReason = 'invalid' | 'revoked' | 'disabled';

export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly reason: InvalidTokenReason = 'invalid',
  ) {
    super(message);
  }
}
