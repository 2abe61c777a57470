/** The caller as proven by a verified Firebase ID token. */
export interface AuthIdentity {
  uid: string;
  email?: string;
  isAnonymous: boolean;
  /** The token's sign-in provider: 'anonymous', 'password', 'google.com', 'apple.com', 'custom'. */
  providerId: string;
  emailVerified: boolean;
  /** When the user last signed in with a credential (the token's auth_time), not when it was refreshed. */
  authTime: Date;
}
