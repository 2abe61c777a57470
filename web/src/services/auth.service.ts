import type * as AuthSdk from 'firebase/auth';
import type { Auth, User } from 'firebase/auth';
import type { AppEnv } from './env';

export type AuthUser = {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
  displayName: string | null;
};
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

  /** Hosting serves the project's web config; build-time values fill what it lacks. */
  private async webConfig(): Promise<FirebaseWebConfig> {
    let hosted: Partial<FirebaseWebConfig> = {};
    try {
      const response = await fetch('/__/firebase/init.json');
      if (response.ok) hosted = (await response.json()) as Partial<FirebaseWebConfig>;
    } catch {
      // Not on Firebase Hosting (e.g. vite dev server): build-time values only.
    }
    const apiKey = hosted.apiKey ?? this.env.firebaseApiKey;
    const projectId = hosted.projectId ?? this.env.firebaseProjectId;
    if (!apiKey || !projectId) throw new Error('Firebase web configuration is missing');
    return { ...hosted, apiKey, projectId };
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
    await linked.user.getIdToken(true);
    return toAuthUser(linked.user);
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

/** Firebase errors carry a code like auth/email-already-in-use. */
export function authErrorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'auth/unknown';
}
