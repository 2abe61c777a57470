import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import type { AppEnv } from './env';

export type AuthUser = {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  displayName: string | null;
};
export type SocialProvider = 'google' | 'apple';
type AuthModule = typeof AuthSdk;
type Loaded = { auth: Auth; sdk: AuthModule };
type FirebaseWebConfig = { apiKey: string; projectId: string; authDomain?: string; appId?: string };

/** Firebase Auth, loaded lazily so the first screen does not pay for it. */
export class AuthService {
  private loaded?: Promise<Loaded>;

  constructor(private readonly env: AppEnv) {}

  private load(): Promise<Loaded> {
    this.loaded ??= (async () => {
      const [{ initializeApp }, sdk, config] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
        this.webConfig(),
      ]);
      const app = initializeApp(config);
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      if (this.env.authEmulatorUrl)
        sdk.connectAuthEmulator(auth, this.env.authEmulatorUrl, { disableWarnings: true });
      return { auth, sdk };
    })();
    return this.loaded;
  }

  /**
   * The web config from the build when it has all of it (no request); otherwise Hosting's
   * (/__/firebase/init.json), with build-time values filling what it lacks.
   */
  private async webConfig(): Promise<FirebaseWebConfig> {
    const { firebaseApiKey: apiKey, firebaseProjectId: projectId } = this.env;
    const authDomain = this.env.firebaseAuthDomain;
    if (apiKey && projectId && authDomain) return { apiKey, projectId, authDomain };
    let hosted: Partial<FirebaseWebConfig> = {};
    try {
      const response = await fetch('/__/firebase/init.json');
      if (response.ok) hosted = (await response.json()) as Partial<FirebaseWebConfig>;
    } catch {
      // Not on Firebase Hosting (e.g. vite dev server): build-time values only.
    }
    const hostedKey = hosted.apiKey ?? apiKey;
    const hostedProject = hosted.projectId ?? projectId;
    if (!hostedKey || !hostedProject) throw new Error('Firebase web configuration is missing');
    return { ...hosted, apiKey: hostedKey, projectId: hostedProject };
  }

  async onChange(listener: (user: AuthUser | null) => void): Promise<() => void> {
    const { auth, sdk } = await this.load();
    await auth.authStateReady();
    return sdk.onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null));
  }

  async signInAnonymously(): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const credential = await sdk.signInAnonymously(auth);
    return toAuthUser(credential.user);
  }

  async getIdToken(): Promise<string | null> {
    const { auth } = await this.load();
    return auth.currentUser ? auth.currentUser.getIdToken() : null;
  }

  async currentUser(): Promise<AuthUser | null> {
    const { auth } = await this.load();
    await auth.authStateReady();
    return auth.currentUser ? toAuthUser(auth.currentUser) : null;
  }

  async signInWithEmail(email: string, password: string): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
    return toAuthUser(credential.user);
  }

  /** Turns the anonymous buyer into an e-mail account (upgrade account). */
  async linkEmailPassword(email: string, password: string, displayName: string): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const user = auth.currentUser;
    if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
    const credential = sdk.EmailAuthProvider.credential(email, password);
    const linked = await sdk.linkWithCredential(user, credential);
    await sdk.updateProfile(linked.user, { displayName });
    // Linking keeps the anonymous sign-in's time; signing in with the password just given makes
    // it recent, which the app's sign-in link (generateCustomToken) asks for.
    await sdk.reauthenticateWithCredential(linked.user, credential);
    await linked.user.getIdToken(true);
    return toAuthUser(linked.user);
  }

  /**
   * Loads the popup helper (Google's iframe) before a Google or Apple click: Safari and mobile
   * browsers refuse a popup opened after that slow step. getRedirectResult is the public call
   * that sets it up; with no redirect pending it answers null.
   */
  async prepareSocialLinking(): Promise<void> {
    const { auth, sdk } = await this.load();
    await sdk.getRedirectResult(auth, sdk.browserPopupRedirectResolver);
  }

  /**
   * Upgrade account with Google or Apple: the provider is linked to the anonymous buyer in a
   * popup, so the uid (and the purchase on it) stays.
   */
  async linkWithProvider(provider: SocialProvider): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const user = auth.currentUser;
    if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
    const authProvider =
      provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.OAuthProvider('apple.com');
    if (provider === 'apple') {
      authProvider.addScope('email');
      authProvider.addScope('name');
    }
    // initializeAuth() was given no popup resolver (it would load an iframe for every visitor).
    const linked = await sdk.linkWithPopup(user, authProvider, sdk.browserPopupRedirectResolver);
    await linked.user.getIdToken(true);
    return toAuthUser(linked.user);
  }

  /** Log-in with Google or Apple in a popup (a new session, not linked to the current user). */
  async signInWithProvider(provider: SocialProvider): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const authProvider =
      provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.OAuthProvider('apple.com');
    if (provider === 'apple') {
      authProvider.addScope('email');
      authProvider.addScope('name');
    }
    const credential = await sdk.signInWithPopup(
      auth,
      authProvider,
      sdk.browserPopupRedirectResolver,
    );
    return toAuthUser(credential.user);
  }

  /** Sign-up with e-mail and password; a name (if given) becomes the display name. */
  async createAccountWithEmail(name: string, email: string, password: string): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
    if (name) await sdk.updateProfile(credential.user, { displayName: name });
    await credential.user.getIdToken(true);
    return toAuthUser(credential.user);
  }

  /** Token login: a Firebase custom token (ctoken, or what /api/getJWT made of a futoken). */
  async signInWithCustomToken(token: string): Promise<AuthUser> {
    const { auth, sdk } = await this.load();
    const credential = await sdk.signInWithCustomToken(auth, token);
    return toAuthUser(credential.user);
  }

  async sendPasswordReset(email: string): Promise<void> {
    const { auth, sdk } = await this.load();
    await sdk.sendPasswordResetEmail(auth, email);
  }

  async signOut(): Promise<void> {
    const { auth, sdk } = await this.load();
    await sdk.signOut(auth);
  }
}

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    email: user.email,
    displayName: user.displayName,
  };
}

/** Spec 02 §8: a popup the user closed or that another popup replaced is silent. */
const POPUP_CANCELLED_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

export function isPopupCancelled(code: string): boolean {
  return POPUP_CANCELLED_CODES.has(code);
}

/** Firebase errors carry a code like auth/email-already-in-use. */
export function authErrorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'auth/unknown';
}
