import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@fastwell/contract/languages';
import type { AccountCalls } from '../services/deferred-account.api';
import type { AuthService, AuthUser, SocialProvider } from '../services/auth.service';
import type { AnalyticsService } from '../services/analytics.service';

export type { AuthUser, SocialProvider } from '../services/auth.service';

/** Who is signed in, and the sign-in actions that keep the user record in step (spec 02 §4.2). */
export class SessionStore {
  user: AuthUser | null = null;
  authReady = false;
  /** Explicit sign-ins under way: they sync the record themselves (with their own fields). */
  private signingIn = 0;
  /** The user whose record this page has synced (or is syncing). */
  private syncedUid: string | null = null;

  constructor(
    private readonly auth: AuthService,
    private readonly account: AccountCalls,
    private readonly language: () => Language,
    private readonly analytics: Pick<AnalyticsService, 'track' | 'error'>,
  ) {
    makeAutoObservable<
      SessionStore,
      'auth' | 'account' | 'language' | 'analytics' | 'signingIn' | 'syncedUid'
    >(this, {
      auth: false,
      account: false,
      language: false,
      analytics: false,
      signingIn: false,
      syncedUid: false,
    });
  }

  /**
   * Spec 02 §4.2: every auth-state change with a user is a login success, a session restored on
   * page load included, so its record is synced (created on first sign-in, provider data after).
   */
  async start(): Promise<void> {
    await this.auth.onChange((user) => {
      runInAction(() => {
        this.user = user;
        this.authReady = true;
      });
      if (user && this.signingIn === 0 && user.uid !== this.syncedUid) void this.restored(user);
    });
    runInAction(() => {
      this.authReady = true;
    });
  }

  private async restored(user: AuthUser): Promise<void> {
    this.syncedUid = user.uid;
    try {
      await this.account.syncUser({ lang: this.language() });
    } catch (error) {
      this.syncedUid = null;
      this.analytics.error('web_loginSyncFailed', error);
    }
  }

  /** An explicit sign-in: the auth-state change it causes leaves the sync to it. */
  private async signingInWith<T>(action: () => Promise<T>): Promise<T> {
    this.signingIn += 1;
    try {
      return await action();
    } finally {
      this.signingIn -= 1;
    }
  }

  private async syncRecord(user: AuthUser, fields: { newsletterAccepted?: boolean } = {}) {
    this.syncedUid = user.uid;
    await this.account.syncUser({ ...fields, lang: this.language() });
  }

  /** Plan-is-ready sign-in: an anonymous account whose record carries the newsletter choice. */
  signInAnonymously(newsletterAccepted: boolean): Promise<void> {
    return this.signingInWith(async () => {
      const current = await this.auth.currentUser();
      if (current && !current.isAnonymous) await this.auth.signOut();
      const user = current?.isAnonymous ? current : await this.auth.signInAnonymously();
      runInAction(() => {
        this.user = user;
      });
      await this.syncRecord(user, { newsletterAccepted });
    });
  }

  /** E-mail sign-in (spec 02 §4.2): another registered user is logged out first; the record is synced. */
  signInWithEmail(email: string, password: string): Promise<void> {
    return this.signingInWith(async () => {
      const current = await this.auth.currentUser();
      if (current && !current.isAnonymous && current.email !== email) await this.auth.signOut();
      await this.signedIn(await this.auth.signInWithEmail(email, password));
    });
  }

  /** Any sign-in replaces a registered user: that one is logged out first (spec 02 §4.2). */
  private async signOutRegisteredUser(): Promise<void> {
    const current = await this.auth.currentUser();
    if (current && !current.isAnonymous) await this.auth.signOut();
  }

  private async signedIn(user: AuthUser): Promise<void> {
    runInAction(() => {
      this.user = user;
    });
    await this.syncRecord(user);
  }

  /** Any sign-in but the anonymous and e-mail ones: a registered user goes first. */
  private replaceWith(signIn: () => Promise<AuthUser>): Promise<void> {
    return this.signingInWith(async () => {
      await this.signOutRegisteredUser();
      await this.signedIn(await signIn());
    });
  }

  /** Log-in with Google or Apple in a popup; the record is created or synced. */
  signInWithProvider(provider: SocialProvider): Promise<void> {
    return this.replaceWith(() => this.auth.signInWithProvider(provider));
  }

  /** E-mail sign-up (create account, or the create-account offer after user-not-found). */
  createAccountWithEmail(name: string, email: string, password: string): Promise<void> {
    return this.replaceWith(() => this.auth.createAccountWithEmail(name, email, password));
  }

  /** Token login (ctoken, or the custom token made of a futoken). */
  signInWithCustomToken(token: string): Promise<void> {
    return this.replaceWith(() => this.auth.signInWithCustomToken(token));
  }

  sendPasswordReset(email: string): Promise<void> {
    return this.auth.sendPasswordReset(email);
  }

  /** Logs out (spec 02 §4.2: logged, signed out); `navigate` runs once the user is gone. */
  async logout(navigate?: () => void): Promise<void> {
    this.analytics.track('web_logout', { anonymous: Boolean(this.user?.isAnonymous) });
    await this.auth.signOut();
    runInAction(() => {
      this.user = null;
    });
    navigate?.();
  }

  /** Upgrade account: link e-mail and password to the anonymous buyer. */
  async linkEmailPassword(firstName: string, email: string, password: string): Promise<void> {
    const user = await this.auth.linkEmailPassword(email, password, firstName);
    await this.signedIn(user);
  }

  /** Upgrade account with Google or Apple (spec 02 §2.4): the anonymous buyer keeps uid and purchase. */
  async linkWithProvider(provider: SocialProvider): Promise<void> {
    await this.signedIn(await this.auth.linkWithProvider(provider));
  }

  /** Warms up the Google / Apple popup before the click; a failure shows at the click instead. */
  prepareSocialLinking(): void {
    this.auth.prepareSocialLinking().catch(() => undefined);
  }

  /** Whether the user's record holds a subscription; false when it cannot be read. */
  async hasSubscriptionOnRecord(): Promise<boolean> {
    try {
      const profile = await this.account.profile();
      return Boolean(profile?.subscription);
    } catch {
      return false;
    }
  }

  /** An anonymous visitor who already paid is sent to register instead of a new onboarding. */
  async isAnonymousSubscriber(): Promise<boolean> {
    const current = await this.auth.currentUser();
    if (!current?.isAnonymous) return false;
    const profile = await this.account.profile();
    return Boolean(profile?.subscription);
  }

  /** The loading screen starts over: a registered user is logged out, an anonymous buyer kept. */
  async logoutRegisteredUser(): Promise<void> {
    const current = await this.auth.currentUser();
    if (!current || current.isAnonymous) return;
    this.analytics.track('web_logout', { anonymous: false });
    await this.auth.signOut();
  }
}
