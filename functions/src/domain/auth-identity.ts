/** The caller as proven by a verified Firebase ID token. */
export interface AuthIdentity {
  uid: string;
  email?: string;
  isAnonymous: boolean;
  /** The token's sign-in provider: 'anonymous', 'password', 'google.com', 'apple.com', 'custom'. */
  providerId: string;
  emailVerified: boolean;
}
