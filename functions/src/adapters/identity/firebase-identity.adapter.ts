import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FirebaseAuthError } from 'firebase-admin/auth';
import type { AuthIdentity } from '../../domain/auth-identity';
import type { Identity, IdentityAccount } from './identity.port';
import type { InvalidTokenReason } from './identity.port';
import { InvalidTokenError } from './identity.port';

const refusalReason = (code: string): InvalidTokenReason =>
  code === 'auth/id-token-revoked'
    ? 'revoked'
    : code === 'auth/user-disabled'
      ? 'disabled'
      : 'invalid';

/** Identity on firebase-admin Auth; with FIREBASE_AUTH_EMULATOR_HOST set it talks to the emulator. */
export class FirebaseIdentityAdapter implements Identity {
  constructor(private readonly auth: Auth) {}

  /**
   * checkRevoked: deployed, firebase-admin otherwise accepts an ID token for up to an hour after
   * its account was signed out everywhere or disabled (one Auth lookup per call; under the
   * emulator it checks either way).
   */
  async verifyIdToken(idToken: string): Promise<AuthIdentity> {
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      const providerId = decoded.firebase.sign_in_provider;
      return {
        uid: decoded.uid,
        ...(decoded.email ? { email: decoded.email } : {}),
        isAnonymous: providerId === 'anonymous',
        providerId,
        emailVerified: decoded.email_verified === true,
        authTime: new Date(decoded.auth_time * 1000),
      };
    } catch (error) {
      if (error instanceof FirebaseAuthError)
        throw new InvalidTokenError(error.message, refusalReason(error.code));
      throw error;
    }
  }

  async emailExists(email: string): Promise<boolean> {
    try {
      await this.auth.getUserByEmail(email);
      return true;
    } catch (error) {
      if (error instanceof FirebaseAuthError && error.code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  /** Signed with the service account in production; the Auth emulator accepts unsigned ones. */
  createCustomToken(uid: string): Promise<string> {
    return this.auth.createCustomToken(uid);
  }

  getUser(uid: string): Promise<IdentityAccount | null> {
    return this.account(() => this.auth.getUser(uid));
  }

  findUserByEmail(email: string): Promise<IdentityAccount | null> {
    return this.account(() => this.auth.getUserByEmail(email));
  }

  private async account(read: () => Promise<UserRecord>): Promise<IdentityAccount | null> {
    try {
      const user = await read();
      return {
        uid: user.uid,
        ...(user.email ? { email: user.email } : {}),
        disabled: user.disabled,
      };
    } catch (error) {
      if (error instanceof FirebaseAuthError && error.code === 'auth/user-not-found') return null;
      throw error;
    }
  }
}
