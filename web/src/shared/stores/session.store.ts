import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@fastwell/contract/languages';
import type { AccountCalls } from '../services/deferred-account.api';
import type { AuthService, AuthUser, SocialProvider } from '../services/auth.service';

export type { AuthUser, SocialProvider } from '../services/auth.service';

/** Who is signed in, and the sign-in actions that keep the user record in step (spec 02 §4.2). */
export class SessionStore {
  user: AuthUser | null = null;
  authReady = false;

  constructor(
    private readonly auth: AuthService,
    private readonly account: AccountCalls,
    private readonly language: () => Language,
  ) {
    makeAutoObservable<SessionStore, 'auth' | 'account' | 'language'>(this, {
      auth: false,
      account: false,
      language: false,
    });
  }

  async start(): Promise<void> {
    await this.auth.onChange((user) =>
      runInAction(() => {
        this.user = user;
        this.authReady = true;
      }),
    );
    runInAction(() => {
      this.authReady = true;
    });
  }

  /** Plan-is-ready sign-in: an anonymous account whose record carries the newsletter choice. */
  async signInAnonymously(newsletterAccepted: boolean): Promise<void> {
    const current = await this.auth.currentUser();
    if (current && !current.isAnonymous) await this.auth.signOut();
    const user = current?.isAnonymous ? current : await this.auth.signInAnonymously();
    runInAction(() => {
      this.user = user;
    });
    await this.account.syncUser({ newsletterAccepted, lang: this.language() });
  }

  /** E-mail sign-in (spec 02 §4.2): another registered user is logged out first; the record is synced. */
  async signInWithEmail(email: string, password: string): Promise<void> {
    const current = await this.auth.currentUser();
    if (current && !current.isAnonymous && current.email !== email) await this.auth.signOut();
    const user = await this.auth.signInWithEmail(email, password);
    runInAction(() => {
      this.user = user;
    });
    await this.account.syncUser({ lang: this.language() });
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
    await this.account.syncUser({ lang: this.language() });
  }

  /** Log-in with Google or Apple in a popup; the record is created or synced. */
  async signInWithProvider(provider: SocialProvider): Promise<void> {
    await this.signOutRegisteredUser();
    await this.signedIn(await this.auth.signInWithProvider(provider));
  }

  /** E-mail sign-up (create account, or the create-account offer after user-not-found). */
  async createAccountWithEmail(name: string, email: string, password: string): Promise<void> {
    await this.signOutRegisteredUser();
    await this.signedIn(await this.auth.createAccountWithEmail(name, email, password));
  }

  /** Token login (ctoken, or the custom token made of a futoken). */
  async signInWithCustomToken(token: string): Promise<void> {
    await this.signOutRegisteredUser();
    await this.signedIn(await this.auth.signInWithCustomToken(token));
  }

  sendPasswordReset(email: string): Promise<void> {
    return this.auth.sendPasswordReset(email);
  }

  /** Logs out; `navigate` (e.g. to a route) runs once the user is gone. */
  async logout(navigate?: () => void): Promise<void> {
    await this.auth.signOut();
    runInAction(() => {
      this.user = null;
    });
    navigate?.();
  }

  /** Upgrade account: link e-mail and password to the anonymous buyer. */
  async linkEmailPassword(firstName: string, email: string, password: string): Promise<void> {
    const user = await this.auth.linkEmailPassword(email, password, firstName);
    runInAction(() => {
      this.user = user;
    });
    await this.account.syncUser({ lang: this.language() });
  }

  /** Upgrade account with Google or Apple (spec 02 §2.4): the anonymous buyer keeps uid and purchase. */
  async linkWithProvider(provider: SocialProvider): Promise<void> {
    const user = await this.auth.linkWithProvider(provider);
    runInAction(() => {
      this.user = user;
    });
    await this.account.syncUser({ lang: this.language() });
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
    if (current && !current.isAnonymous) await this.auth.signOut();
  }
}
