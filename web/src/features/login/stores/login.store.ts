import { apiErrorKey } from '../../../shared/domain/api-errors';
import { makeAutoObservable, runInAction } from 'mobx';
import * as decide from '../domain/login-decisions';
import { postOnboardingRoute } from '../../../shared/domain/checkout/post-purchase';
import type { AccountCalls } from '../../../shared/services/deferred-account.api';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { authErrorCode, type SocialProvider } from '../../../shared/services/auth.service';
import type { PaymentApi } from '../../../shared/services/payment.api';
import type { TokensApi } from '../services/tokens.api';
import type { OnboardingStore } from '../../../shared/stores/onboarding.store';
import type { SessionStore } from '../../../shared/stores/session.store';
import type { UiStore } from '../../../shared/stores/ui.store';

/** What log-in reads of the checkout's price group: whether a purchase is open to this visitor. */
export type PurchaseAvailability = {
  readonly products: unknown;
  readonly isPurchaseAvailable: boolean;
  readonly groupId: string;
};

export type LoginDeps = {
  session: SessionStore;
  ui: UiStore;
  analytics: AnalyticsService;
  onboarding: OnboardingStore;
  checkout: PurchaseAvailability;
  account: AccountCalls;
  payment: PaymentApi;
  tokens: TokensApi;
};

type Credentials = { email: string; password: string };
type Method = SocialProvider | 'password' | 'futoken' | 'ctoken';
/** Where to go after success; null after a failure (already shown, or silent). */
export type Onward = Promise<string | null>;

/**
 * Log-in, create account, reset password, token login (spec 01 §2.3, §4, §8; 02 §2.5, §4.2, §8):
 * globally blocked; failures are translated toasts; success answers where to go on to.
 */
export class LoginStore {
  /** The user-not-found offer: create an account with the credentials just tried. */
  createOffer: Credentials | null = null;

  constructor(private readonly deps: LoginDeps) {
    makeAutoObservable<LoginStore, 'deps'>(this, { deps: false });
  }

  get registerLinkVisible(): boolean {
    const user = this.deps.session.user;
    return decide.showRegisterLink({
      registeredUser: user !== null && !user.isAnonymous,
      onboardingAnswers: Object.keys(this.deps.onboarding.selections).length,
    });
  }

  async loginWithEmail(credentials: Credentials, returnTo: string | null): Onward {
    const { session, ui, analytics } = this.deps;
    try {
      await ui.whileBlocked(() => session.signInWithEmail(credentials.email, credentials.password));
    } catch (caught) {
      const code = authErrorCode(caught);
      analytics.track('web_signInFail', { method: 'password', code });
      const hasAccount =
        code === 'auth/invalid-credential' ? await this.emailHasAccount(credentials.email) : true;
      const failure = decide.loginFailure(code, hasAccount);
      if (failure === 'offerCreateAccount') {
        runInAction(() => {
          this.createOffer = credentials;
        });
      } else if (failure === 'toast') ui.showError(decide.authErrorKeys(code, 'signIn'));
      return null;
    }
    analytics.track('web_signInSuccess', { method: 'password' });
    return this.onward(returnTo);
  }

  closeCreateOffer(): void {
    this.createOffer = null;
  }

  /** The offer's "create": e-mail sign-up with the same credentials. */
  async acceptCreateOffer(returnTo: string | null): Onward {
    const offer = this.createOffer;
    if (!offer) return null;
    this.createOffer = null;
    return this.signUp('password', () =>
      this.deps.session.createAccountWithEmail('', offer.email, offer.password),
    ).then((ok) => (ok ? this.onward(returnTo) : null));
  }

  async createAccount(name: string, email: string, password: string): Onward {
    const ok = await this.signUp('password', () =>
      this.deps.session.createAccountWithEmail(name, email, password),
    );
    return ok ? this.onward(null) : null;
  }

  /** Google or Apple on the login (sign-in) or create-account (sign-up) screen. */
  async withProvider(
    provider: SocialProvider,
    kind: 'signIn' | 'signUp',
    returnTo: string | null,
  ): Onward {
    const { session, ui, analytics } = this.deps;
    const event = kind === 'signIn' ? 'web_signIn' : 'web_signUp';
    try {
      await ui.whileBlocked(() => session.signInWithProvider(provider));
    } catch (caught) {
      const code = authErrorCode(caught);
      if (decide.loginFailure(code) === 'silent') return null;
      analytics.track(`${event}Fail`, { method: provider, code });
      ui.showError(decide.authErrorKeys(code, kind));
      return null;
    }
    analytics.track(`${event}Success`, { method: provider });
    return this.onward(returnTo);
  }

  /** Spec 02 §8: success and failure toasts; answers whether the e-mail went out. */
  async sendPasswordReset(email: string): Promise<boolean> {
    const { session, ui, analytics } = this.deps;
    try {
      await ui.whileBlocked(() => session.sendPasswordReset(email));
    } catch (caught) {
      const code = authErrorCode(caught);
      analytics.track('web_resetPasswordFail', { code });
      ui.showError(decide.resetPasswordErrorKey(code));
      return false;
    }
    ui.showSuccess('resetPasswordModal.successMessage');
    return true;
  }

  /** Token login (spec 02 §2.5): null sends the caller back to login; a toast says why. */
  async tokenLogin(kind: 'futoken' | 'ctoken', token: string | null): Onward {
    const { session, ui, analytics, tokens } = this.deps;
    if (!token) {
      analytics.track('web_tokenLoginFail', { method: kind, code: 'missing' });
      ui.showError('login.token.missing');
      return null;
    }
    try {
      await ui.whileBlocked(async () => {
        const custom = kind === 'futoken' ? await tokens.exchangeFutoken(token) : token;
        await session.signInWithCustomToken(custom);
      });
    } catch (caught) {
      analytics.track('web_tokenLoginFail', { method: kind, code: authErrorCode(caught) });
      ui.showError(apiErrorKey(caught, 'login.token.failed'));
      return null;
    }
    analytics.track('web_signInSuccess', { method: kind });
    return this.onward(null);
  }

  private async signUp(method: Method, action: () => Promise<void>): Promise<boolean> {
    const { ui, analytics } = this.deps;
    try {
      await ui.whileBlocked(action);
    } catch (caught) {
      const code = authErrorCode(caught);
      analytics.track('web_signUpFail', { method, code });
      ui.showError(decide.authErrorKeys(code));
      return false;
    }
    analytics.track('web_signUpSuccess', { method });
    return true;
  }

  private async emailHasAccount(email: string): Promise<boolean | undefined> {
    try {
      return await this.deps.account.checkEmailExists(email);
    } catch {
      return undefined;
    }
  }

  /** The caller's returnTo, else spec 02 §4.9 for the login flow. */
  private async onward(returnTo: string | null): Promise<string> {
    return returnTo ?? this.routeAfterSignIn('login');
  }

  /**
   * Spec 02 §4.9 after a sign-in (login) or after plan_is_ready (onboarding): the payment page
   * only for a user without a subscription on record whom the server lets buy (§4.3).
   */
  async routeAfterSignIn(flow: 'login' | 'onboarding'): Promise<string> {
    const { session } = this.deps;
    const hasOldSubscription = await session.hasSubscriptionOnRecord();
    const isPurchaseAvailable = hasOldSubscription || (await this.purchaseAvailable());
    const user = session.user;
    return postOnboardingRoute({
      flow,
      hasUser: user !== null,
      isAnonymous: user?.isAnonymous ?? true,
      isPartner: false,
      hasOldSubscription,
      isPurchaseAvailable,
    });
  }

  /** From the products already loaded, else one fetch; a failed fetch counts as available. */
  private async purchaseAvailable(): Promise<boolean> {
    const { checkout, payment } = this.deps;
    if (checkout.products) return checkout.isPurchaseAvailable;
    try {
      return (await payment.getProducts(checkout.groupId)).isPurchaseAvailable !== false;
    } catch {
      return true;
    }
  }
}
