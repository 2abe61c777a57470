import { makeAutoObservable, runInAction } from 'mobx';
import type { PayPalPlanState } from '@fastwell/contract/api/paypal-plan-consent';
import {
  PAYPAL_PLAN_ERRORS,
  type PaypalPlanEntry,
  paypalPlanFailure,
  type PaypalPlanProblem,
} from '../domain/paypal-plan';
import type { PayPalPlanStatus, WithdrawalApi } from '../services/withdrawal.api';
import type { PageLocation } from '../../../shared/services/page-location.service';
import type { TabStorageService } from '../../../shared/services/tab-storage.service';

export type PaypalPlanDeps = {
  withdrawal: WithdrawalApi;
  /** Keeps the link's token for the tab: a reload or the return from PayPal loses nothing. */
  tabStorage: Pick<TabStorageService, 'getJson' | 'setJson' | 'remove'>;
  /** Where the consent happens: PayPal's page. */
  page: Pick<PageLocation, 'assign'>;
};

/**
 * What the page shows: the wait, the plan by its state, a broken link, or a first read that
 * failed (try again).
 */
export type PaypalPlanView = 'loading' | PayPalPlanState | 'invalid' | 'unavailable';

const TOKEN_KEY = 'fastwell.withdraw.paypalPlan.token';

const INVALID_LINK: PaypalPlanProblem = { key: `${PAYPAL_PLAN_ERRORS}.plan-link-invalid` };

const readToken = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw !== '' ? raw : undefined;

/**
 * The page of the mail's link after a PayPal upsell was withdrawn on its own: the plan the buyer
 * keeps, and "Confirm at PayPal" (PayPal moves the subscription back only with their consent).
 * Opening it only reads (mail scanners open links); the revision starts on the click.
 */
export class PaypalPlanStore {
  plan: PayPalPlanStatus | null = null;
  /** A page that replaces the plan's: a broken link, or no first answer. */
  outcome: 'invalid' | 'unavailable' | null = null;
  problem: PaypalPlanProblem | null = null;
  /** The plan is being read. */
  reading = false;
  /** The consent was asked for; stays on while the browser leaves for PayPal. */
  consenting = false;
  /** The page was opened by PayPal's return (or the browser's Back from PayPal). */
  returnedFromPaypal = false;
  private token: string | null = null;
  private entry: PaypalPlanEntry | null = null;
  private readonly deps: PaypalPlanDeps;

  constructor(deps: PaypalPlanDeps) {
    this.deps = deps;
    makeAutoObservable<PaypalPlanStore, 'deps' | 'token' | 'entry'>(this, {
      deps: false,
      token: false,
      entry: false,
    });
  }

  get view(): PaypalPlanView {
    if (this.outcome) return this.outcome;
    return this.plan?.status ?? 'loading';
  }

  /** Back from PayPal while the plan still waits for the consent: not given (or not yet seen). */
  get backWithoutConsent(): boolean {
    return this.returnedFromPaypal && this.view === 'awaiting-consent';
  }

  /** The page opened: the link's token (or the tab's, after a reload or PayPal), then the plan. */
  async open(entry: PaypalPlanEntry): Promise<void> {
    if (this.entry === entry) return;
    this.entry = entry;
    this.plan = null;
    this.outcome = null;
    this.problem = null;
    this.consenting = false;
    this.returnedFromPaypal = entry.returnedFromPaypal;
    if (entry.token) this.deps.tabStorage.setJson(TOKEN_KEY, entry.token);
    this.token = entry.token ?? this.deps.tabStorage.getJson(TOKEN_KEY, readToken) ?? null;
    if (!this.token) {
      this.outcome = 'invalid';
      this.problem = INVALID_LINK;
      return;
    }
    await this.refresh();
  }

  /** "Try again" after the plan could not be read. */
  async retry(): Promise<void> {
    if (this.reading || this.outcome === 'invalid') return;
    this.problem = null;
    await this.refresh();
  }

  /** "Confirm at PayPal": a fresh revision back to the kept plan, then PayPal's page. */
  async consent(): Promise<void> {
    const token = this.token;
    if (this.consenting || !token || this.view !== 'awaiting-consent') return;
    this.consenting = true;
    this.problem = null;
    let approveUrl: string;
    try {
      approveUrl = await this.deps.withdrawal.startPaypalPlanConsent(token);
    } catch (error) {
      runInAction(() => {
        this.consenting = false;
      });
      await this.failed(error, 'consent');
      return;
    }
    // Still consenting: the button stays busy while the browser leaves for PayPal.
    this.deps.page.assign(approveUrl);
  }

  /** The page came back from the browser's cache (Back from PayPal's page): read it again. */
  async resumed(): Promise<void> {
    if (this.outcome === 'invalid') return;
    this.consenting = false;
    this.returnedFromPaypal = true;
    this.problem = null;
    await this.refresh();
  }

  private async refresh(): Promise<void> {
    const token = this.token;
    if (!token || this.reading) return;
    this.reading = true;
    try {
      const plan = await this.deps.withdrawal.paypalPlanStatus(token);
      runInAction(() => {
        this.plan = plan;
        this.outcome = null;
        // Confirmed or ended meanwhile: the plan's state says it all.
        if (plan.status !== 'awaiting-consent') this.problem = null;
      });
    } catch (error) {
      await this.failed(error, 'status');
    } finally {
      runInAction(() => {
        this.reading = false;
      });
    }
  }

  /** A refused call: the broken link's page, the plan read again, or its message. */
  private async failed(error: unknown, call: 'status' | 'consent'): Promise<void> {
    const failure = paypalPlanFailure(typeof error === 'object' && error !== null ? error : {});
    if (failure.kind === 'closed' && call === 'consent') {
      runInAction(() => {
        this.problem = { key: `${PAYPAL_PLAN_ERRORS}.plan-consent-closed` };
      });
      await this.refresh();
      return;
    }
    runInAction(() => {
      if (failure.kind === 'invalid') {
        this.deps.tabStorage.remove(TOKEN_KEY);
        this.token = null;
        this.plan = null;
        this.outcome = 'invalid';
        this.problem = INVALID_LINK;
        return;
      }
      this.problem =
        failure.kind === 'problem' ? failure.problem : { key: `${PAYPAL_PLAN_ERRORS}.unknown` };
      if (!this.plan) this.outcome = 'unavailable';
    });
  }
}
