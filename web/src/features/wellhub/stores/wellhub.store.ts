import type { Language } from '@fastwell/contract/languages';
import { RATE_LIMITED_KEY, isRateLimited } from '../../../shared/domain/api-errors';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RegistrationValues } from '../../../shared/domain/account-validation';
import { normalizeEmail } from '../../../shared/domain/email';
import {
  WELLHUB_PATHS,
  checkRegistration,
  entryDestination,
  hadActiveSubscription,
  isVerifiedEmail,
  NO_WELLHUB_FLOW,
  problemKey,
  readRegistration,
  readWellhubFlow,
  registerErrorKey,
  registrationIdFrom,
  sendVerificationErrorKey,
  verificationErrorKey,
  wellhubDownloadPath,
  type RegistrationReading,
  type WellhubFlowState,
  type WellhubProblem,
  type WellhubRegistration,
  type WellhubVerification,
} from '../domain/wellhub';
import type { AccountCalls } from '../../../shared/services/deferred-account.api';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { authErrorCode } from '../../../shared/services/auth.service';
import type { TabStorageService } from '../../../shared/services/tab-storage.service';
import type { WellhubApi } from '../services/wellhub.api';
import type { SessionStore } from '../../../shared/stores/session.store';
import type { UiStore } from '../../../shared/stores/ui.store';

/**
 * Where a step of the flow goes next (null: it stays, e.g. the mail was sent), or the
 * translation key(s) of why it cannot.
 */
export type WellhubResult =
  { ok: true; path: string | null } | { ok: false; errorKey: string | string[] };
export type WellhubScreen = 'login' | 'register' | 'welcome_back';

type Deps = {
  wellhub: WellhubApi;
  /** Keeps the flow for the tab (registration, e-mail, the link's proof) across a reload. */
  tabStorage: Pick<TabStorageService, 'getJson' | 'setJson'>;
  account: AccountCalls;
  session: SessionStore;
  ui: UiStore;
  analytics: AnalyticsService;
  language: () => Language;
};

const fail = (errorKey: string | string[]): WellhubResult => ({ ok: false, errorKey });
const authErrorKeys = (code: string, fallback: string) => [`authErrors.${code}`, fallback];

/**
 * The partner flow (spec 02 §2.7, §4.15): the registration named by wellhubRegistrationId, the
 * e-mail entry, our confirmation mail and its link back to /wellhub/register (issue 32: the
 * address must be proven), sign-in or sign-up, then the partner registration and the download.
 */
export class WellhubStore {
  registrationId: string | null = null;
  email = '';
  reading: RegistrationReading | null = null;
  private readFailed = false;
  /** The last read failed because the API refused too many attempts (read again next action). */
  readRateLimited = false;
  private pending: Promise<RegistrationReading> | null = null;
  /** The mail's link, checked: it proves `email`, and registering sends its token. */
  verification: WellhubVerification | null = null;
  /** Where the confirmation mail went (masked), while the entry waits for its link. */
  sentTo: string | null = null;
  /** The mail was sent again on request (the entry says so). */
  resent = false;
  /** The link is being checked on /wellhub/register. */
  verifying = false;
  /** Why the link opened could not be used (translation key), until another is opened. */
  verificationError: string | null = null;

  constructor(private readonly deps: Deps) {
    // Before the first render: a reload of welcome back or register finds its e-mail and id.
    const remembered =
      deps.tabStorage.getJson('fastwell.wellhub', readWellhubFlow) ?? NO_WELLHUB_FLOW;
    this.registrationId = remembered.registrationId;
    this.email = remembered.email;
    this.verification = remembered.verification;
    makeAutoObservable<WellhubStore, 'deps' | 'pending' | 'readFailed'>(this, {
      deps: false,
      pending: false,
      readFailed: false,
    });
  }

  /** Each partner screen: takes the id from the link (or this tab's memory) and reads it. */
  start(search: string): void {
    const id = registrationIdFrom(search, this.registrationId);
    if (id !== this.registrationId) {
      this.registrationId = id;
      this.reading = null;
      this.pending = null;
      this.verification = null;
      this.sentTo = null;
    }
    this.remember();
    void this.registration();
  }

  screenShown(screen: WellhubScreen): void {
    this.deps.analytics.track(`web_wh_goto_${screen}`);
  }

  /** No registration problem is known while its read was refused as too many attempts. */
  get problem(): WellhubProblem | null {
    if (this.readRateLimited) return null;
    return this.reading?.kind === 'problem' ? this.reading.problem : null;
  }

  /** The registration is still being read (its e-mail, the form's default, is not known yet). */
  get readingRegistration(): boolean {
    return this.reading === null;
  }

  /** The registration's address, masked: a hint of which address to enter. */
  get registrationEmailHint(): string {
    return this.reading?.kind === 'registration' ? this.reading.registration.emailHint : '';
  }

  /**
   * Entry: mails the confirmation link to the registration's address (the server sends it only
   * when `input` is that address). An address this tab already proved goes straight on: an
   * existing account to welcome back, a new one to register (spec 02 §4.15).
   */
  continueWithEmail(input: string): Promise<WellhubResult> {
    const email = normalizeEmail(input);
    this.setEmail(email);
    return this.deps.ui.whileBlocked(async () => {
      const checked = await this.checkedRegistration();
      if (!checked.ok) return checked;
      if (isVerifiedEmail(email, this.verification)) return this.destinationOf(email);
      return this.sendVerification(email, false);
    });
  }

  /** The sent panel's "send again". */
  resendVerification(): Promise<WellhubResult> {
    return this.deps.ui.whileBlocked(() => this.sendVerification(this.email, true));
  }

  /** The sent panel's "use a different address": back to the e-mail field. */
  chooseOtherEmail(): void {
    this.sentTo = null;
    this.resent = false;
  }

  /**
   * /wellhub/register opened from the mail: checks the link (changing nothing), keeps its proof
   * for this tab, and goes to welcome back when the address has an account (else stays).
   */
  async completeVerification(token: string): Promise<WellhubResult> {
    this.verifying = true;
    this.verificationError = null;
    try {
      const answer = await this.deps.wellhub.checkVerification(token);
      runInAction(() => {
        if (answer.wellhubRegistrationId !== this.registrationId) {
          this.registrationId = answer.wellhubRegistrationId;
          this.reading = null;
          this.pending = null;
        }
        this.verification = { token, email: answer.email };
        this.email = answer.email;
        this.sentTo = null;
        this.verifying = false;
        this.remember();
      });
      void this.registration();
      return { ok: true, path: answer.emailExists ? WELLHUB_PATHS.welcomeBack : null };
    } catch (error) {
      this.deps.analytics.error('web_wh_verificationFailed', error);
      const key = isRateLimited(error)
        ? RATE_LIMITED_KEY
        : verificationErrorKey(authErrorCode(error));
      runInAction(() => {
        this.verifying = false;
        this.verificationError = key;
      });
      return fail(key);
    }
  }

  /** Welcome back: e-mail sign-in, then the partner registration. */
  signIn(password: string): Promise<WellhubResult> {
    const { session, analytics, account } = this.deps;
    const email = this.email;
    return this.deps.ui.whileBlocked(async () => {
      const checked = await this.checkedRegistration();
      if (!checked.ok) return checked;
      try {
        await session.signInWithEmail(email, password);
      } catch (error) {
        const code = authErrorCode(error);
        analytics.track('web_signInFail', { method: 'password', code, flow: 'wellhub' });
        return fail(authErrorKeys(code, 'authErrors.unknownSignIn'));
      }
      analytics.track('web_signInSuccess', { method: 'password', flow: 'wellhub' });
      // Spec 02 §4.3, read before this membership makes the record active.
      const record = await account.profile().catch(() => null);
      return this.registerPartner(checked.registration, hadActiveSubscription(record));
    });
  }

  /** Register: a new e-mail account, then the partner registration. */
  register(values: RegistrationValues): Promise<WellhubResult> {
    const { session, analytics } = this.deps;
    const email = normalizeEmail(values.email);
    this.setEmail(email);
    return this.deps.ui.whileBlocked(async () => {
      const checked = await this.checkedRegistration();
      if (!checked.ok) return checked;
      if (!isVerifiedEmail(email, this.verification))
        return fail('wellhub.errors.emailNotVerified');
      // A retry after a failed partner registration keeps the account just created.
      const user = session.user;
      if (!user || user.isAnonymous || user.email !== email) {
        try {
          await session.createAccountWithEmail(values.firstName.trim(), email, values.password);
        } catch (error) {
          const code = authErrorCode(error);
          analytics.track('web_signUpFail', { method: 'password', code, flow: 'wellhub' });
          return fail(authErrorKeys(code, 'authErrors.unknown'));
        }
        analytics.track('web_signUpSuccess', { method: 'password', flow: 'wellhub' });
      }
      return this.registerPartner(checked.registration, false);
    });
  }

  private async registerPartner(
    registration: WellhubRegistration,
    hasOldSubscription: boolean,
  ): Promise<WellhubResult> {
    const { wellhub, analytics } = this.deps;
    const registrationId = this.registrationId;
    if (!registrationId) return fail(problemKey('gympassUserIdMissing'));
    const verification = this.verification;
    if (!verification) return fail('wellhub.errors.emailNotVerified');
    try {
      await wellhub.register({
        gympassUserId: registration.gympassUserId,
        registrationId,
        verificationToken: verification.token,
      });
    } catch (error) {
      analytics.error('web_wh_registerFailed', error);
      return fail(registerErrorKey(authErrorCode(error)));
    }
    // The link is used up with the registration: nothing of it stays in the tab.
    runInAction(() => {
      this.verification = null;
      this.remember();
    });
    return { ok: true, path: wellhubDownloadPath(hasOldSubscription) };
  }

  private async sendVerification(email: string, again: boolean): Promise<WellhubResult> {
    const registrationId = this.registrationId;
    if (!registrationId) return fail(problemKey('gympassUserIdMissing'));
    try {
      const { sentTo } = await this.deps.wellhub.sendVerification({
        registrationId,
        email,
        language: this.deps.language(),
      });
      runInAction(() => {
        this.sentTo = sentTo;
        this.resent = again;
      });
      return { ok: true, path: null };
    } catch (error) {
      this.deps.analytics.error('web_wh_sendVerificationFailed', error);
      if (isRateLimited(error)) return fail(RATE_LIMITED_KEY);
      return fail(sendVerificationErrorKey(authErrorCode(error)));
    }
  }

  /** Spec 02 §8: a failing check counts as "no such account"; too many attempts says so. */
  private async destinationOf(email: string): Promise<WellhubResult> {
    let rateLimited = false;
    const exists = await this.deps.account.checkEmailExists(email).catch((error: unknown) => {
      rateLimited = isRateLimited(error);
      return false;
    });
    if (rateLimited) return fail(RATE_LIMITED_KEY);
    return { ok: true, path: entryDestination(exists) };
  }

  /**
   * Read once per registration id; no answer is gympassUserIdMissing (spec 02 §8). A failed call
   * is read again at the next action, so a network blip does not end the flow.
   */
  private registration(): Promise<RegistrationReading> {
    if (this.reading && !this.readFailed) return Promise.resolve(this.reading);
    const id = this.registrationId;
    this.pending ??= (async () => {
      let failed = false;
      let rateLimited = false;
      const answer = id
        ? await this.deps.wellhub.registrationDetails(id).catch((error: unknown) => {
            this.deps.analytics.error('web_wh_registrationDetailsFailed', error);
            failed = true;
            rateLimited = isRateLimited(error);
            return null;
          })
        : null;
      const reading = readRegistration(answer);
      runInAction(() => {
        if (id !== this.registrationId) return;
        this.reading = reading;
        this.readFailed = failed;
        this.readRateLimited = rateLimited;
        this.pending = null;
      });
      return reading;
    })();
    return this.pending;
  }

  /** The registration, or why it cannot be used; "try again in a moment" when rate-limited. */
  private async checkedRegistration(): Promise<ReturnType<typeof checkRegistration>> {
    const reading = await this.registration();
    if (this.readRateLimited) return { ok: false, errorKey: RATE_LIMITED_KEY };
    return checkRegistration(reading);
  }

  private setEmail(email: string): void {
    this.email = email;
    this.remember();
  }

  private remember(): void {
    const state: WellhubFlowState = {
      registrationId: this.registrationId,
      email: this.email,
      verification: this.verification,
    };
    this.deps.tabStorage.setJson('fastwell.wellhub', state);
  }
}
