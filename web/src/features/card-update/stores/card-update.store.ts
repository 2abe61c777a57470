import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { makeAutoObservable, runInAction } from 'mobx';
import { ROUTES } from '../../../shared/domain/routes';
import type { CardUpdateEntry } from '../domain/card-update-entry';
import {
  AUTHENTICATION_FAILED,
  authenticationProblem,
  type CardUpdateProblem,
  confirmationProblem,
  failureOf,
} from '../domain/card-update-problem';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { PageLocation } from '../../../shared/services/page-location.service';
import type { StripeLoaderService } from '../../../shared/services/stripe-loader.service';
import type { TabStorageService } from '../../../shared/services/tab-storage.service';
import type { CardUpdate, CardUpdateApi } from '../services/card-update.api';

type CardUpdateDeps = {
  cardUpdates: CardUpdateApi;
  /** Keeps the link's token for the tab: a reload or the bank's page loses nothing. */
  tabStorage: Pick<TabStorageService, 'getJson' | 'setJson' | 'remove'>;
  stripeLoader: Pick<StripeLoaderService, 'load'>;
  /** This page's origin: where the bank's page sends the visitor back. */
  page: Pick<PageLocation, 'origin'>;
  analytics: Pick<AnalyticsService, 'error'>;
  now?: () => number;
};

/** Stripe.js and the mounted Elements, as `useStripe()` and `useElements()` give them. */
export type StripeContext = { stripe: Stripe; elements: StripeElements };

/**
 * What the page shows: the wait, a broken link, an ended subscription, the renewal paid, a new
 * card to enter, the bank's confirmation to give, or a first read that failed (try again).
 */
export type CardUpdateView =
  'loading' | 'invalid' | 'ended' | 'paid' | 'card' | 'authentication' | 'unavailable';

/** Where the Payment Element's SetupIntent is: being made, ready, or refused (try again). */
export type SetupState = 'idle' | 'loading' | 'ready' | 'failed';

const TOKEN_KEY = 'fastwell.cardUpdate.token';

const readToken = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw !== '' ? raw : undefined;

/**
 * The card-update page of a failed renewal (/card-update, the mails' signed link): what is owed,
 * a new card in the Payment Element (setup mode) that then pays at once, and the bank's 3-D
 * Secure on that payment when it asks. The link's token is kept for the tab.
 */
export class CardUpdateStore {
  update: CardUpdate | null = null;
  /** A page that replaces the renewal's: a broken link, an ended one, or no first answer. */
  outcome: 'invalid' | 'ended' | 'unavailable' | null = null;
  /** The client secret of the SetupIntent the Payment Element confirms. */
  setupSecret: string | null = null;
  setupState: SetupState = 'idle';
  /** A card is being confirmed and paid with, or the bank's confirmation runs. */
  busy = false;
  problem: CardUpdateProblem | null = null;
  /** The SetupIntent was confirmed (or cannot be): the next card needs a new one. */
  private setupSpent = false;
  private token: string | null = null;
  private entry: CardUpdateEntry | null = null;
  private readonly deps: CardUpdateDeps;

  constructor(deps: CardUpdateDeps) {
    this.deps = deps;
    makeAutoObservable<CardUpdateStore, 'deps' | 'token' | 'entry'>(this, {
      deps: false,
      token: false,
      entry: false,
    });
  }

  get view(): CardUpdateView {
    if (this.outcome) return this.outcome;
    const update = this.update;
    if (!update) return 'loading';
    if (update.state !== 'open') return update.state;
    return update.needs === 'authentication' ? 'authentication' : 'card';
  }

  /** Until when premium continues without the payment; null once that time has passed. */
  get graceUntil(): Date | null {
    const until = this.update ? Date.parse(this.update.graceUntil) : Number.NaN;
    const now = this.deps.now?.() ?? Date.now();
    return Number.isFinite(until) && until > now ? new Date(until) : null;
  }

  /** The Payment Element can be shown: a SetupIntent that has not been confirmed yet. */
  get cardFormSecret(): string | null {
    return this.view === 'card' && this.setupState === 'ready' && !this.setupSpent
      ? this.setupSecret
      : null;
  }

  /** Stripe.js, loaded once (the Payment Element and the bank's confirmation need it). */
  loadStripe(): Promise<Stripe> {
    return this.deps.stripeLoader.load();
  }

  /**
   * The page opened: the link's token (or the tab's, after a reload), then the renewal; back
   * from the bank's page with a confirmed SetupIntent, that card pays at once. Once per entry.
   */
  async open(entry: CardUpdateEntry): Promise<void> {
    if (this.entry === entry) return;
    this.entry = entry;
    this.update = null;
    this.outcome = null;
    this.setupSecret = null;
    this.setupState = 'idle';
    this.setupSpent = false;
    this.busy = false;
    this.problem = null;
    if (entry.token) this.deps.tabStorage.setJson(TOKEN_KEY, entry.token);
    this.token = entry.token ?? this.deps.tabStorage.getJson(TOKEN_KEY, readToken) ?? null;
    if (!this.token) {
      this.outcome = 'invalid';
      return;
    }
    const returned = entry.returnedSetup;
    if (returned?.succeeded) {
      this.setupSpent = true;
      await this.whileBusy(() => this.payWith(returned.id));
      return;
    }
    if (returned) this.problem = AUTHENTICATION_FAILED;
    await this.refresh();
  }

  /** "Try again" after the renewal or the SetupIntent could not be read. */
  async retry(): Promise<void> {
    if (this.outcome === 'unavailable') {
      this.outcome = null;
      this.problem = null;
      await this.refresh();
      return;
    }
    if (this.setupState === 'failed') {
      this.problem = null;
      await this.startSetup();
    }
  }

  /** The Payment Element's card: confirmed with Stripe (3-D Secure may come), then it pays. */
  async submitCard({ stripe, elements }: StripeContext): Promise<void> {
    if (this.busy || !this.cardFormSecret) return;
    this.problem = null;
    await this.whileBusy(async () => {
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: this.returnUrl },
      });
      if (result.error) {
        const refused = confirmationProblem(result.error);
        runInAction(() => {
          this.problem = refused?.problem ?? null;
          if (refused?.newSetup) this.setupSpent = true;
        });
        if (refused?.newSetup) await this.startSetup();
        return;
      }
      runInAction(() => {
        this.setupSpent = true;
      });
      await this.payWith(result.setupIntent.id);
    });
  }

  /** "Confirm payment": the bank's 3-D Secure on the renewal's own payment. */
  async authenticate(): Promise<void> {
    const token = this.token;
    if (this.busy || !token || this.view !== 'authentication') return;
    this.problem = null;
    await this.whileBusy(async () => {
      try {
        const clientSecret = await this.deps.cardUpdates.authenticate(token);
        await this.confirmPayment(clientSecret);
      } catch (error) {
        await this.failed(error, 'authenticate');
      }
    });
  }

  /** Where the bank's page (and a redirecting payment method) sends the visitor back. */
  private get returnUrl(): string {
    return new URL(ROUTES.cardUpdate, this.deps.page.origin).toString();
  }

  /** The confirmed SetupIntent's card pays the renewal (402 requires_action: the bank asks). */
  private async payWith(setupIntentId: string): Promise<void> {
    const token = this.token;
    if (!token) return;
    try {
      const answer = await this.deps.cardUpdates.complete(token, setupIntentId);
      if (answer.kind === 'confirm-payment') await this.confirmPayment(answer.clientSecret);
      else await this.show(answer.cardUpdate);
    } catch (error) {
      await this.failed(error, 'complete');
    }
  }

  /** Stripe.js runs the bank's confirmation; whatever came of it, the renewal is read again. */
  private async confirmPayment(clientSecret: string): Promise<void> {
    try {
      const stripe = await this.deps.stripeLoader.load();
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) {
        const problem = authenticationProblem(result.error);
        runInAction(() => {
          this.problem = problem;
        });
      }
    } catch (error) {
      this.deps.analytics.error('web_cardUpdateFailed', error, { step: 'confirmPayment' });
      runInAction(() => {
        this.problem = { key: 'cardUpdate.errors.unknown' };
      });
    }
    await this.refresh();
  }

  private async refresh(options: { setup: boolean } = { setup: true }): Promise<void> {
    const token = this.token;
    if (!token) return;
    try {
      await this.show(await this.deps.cardUpdates.status(token), options);
    } catch (error) {
      await this.failed(error, 'status', { refresh: false });
    }
  }

  /** The renewal as the server has it; a card to enter needs a SetupIntent not yet used. */
  private async show(update: CardUpdate, options: { setup: boolean } = { setup: true }) {
    runInAction(() => {
      this.update = update;
      this.outcome = null;
      if (update.state !== 'open') this.problem = null;
    });
    const needsSetup = !this.setupSecret || this.setupSpent;
    if (options.setup && this.view === 'card' && needsSetup) await this.startSetup();
  }

  private async startSetup(): Promise<void> {
    const token = this.token;
    if (!token || this.setupState === 'loading') return;
    runInAction(() => {
      this.setupState = 'loading';
    });
    try {
      const clientSecret = await this.deps.cardUpdates.startSetup(token);
      runInAction(() => {
        this.setupSecret = clientSecret;
        this.setupSpent = false;
        this.setupState = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.setupState = 'failed';
      });
      // A new SetupIntent is not asked for again from here: one failure, one "try again".
      await this.failed(error, 'setup', { setup: false });
    }
  }

  /** A refused call: the page it leads to, the renewal read again, or its message. */
  private async failed(
    error: unknown,
    step: string,
    options: { refresh?: boolean; setup?: boolean } = {},
  ): Promise<void> {
    const failure = failureOf(typeof error === 'object' && error !== null ? error : {});
    let readAgain = false;
    runInAction(() => {
      switch (failure.kind) {
        case 'invalid':
          this.deps.tabStorage.remove(TOKEN_KEY);
          this.token = null;
          this.outcome = 'invalid';
          this.problem = null;
          return;
        case 'ended':
          this.outcome = 'ended';
          this.problem = null;
          return;
        case 'refresh':
          readAgain = true;
          return;
        case 'newCard':
          this.problem = failure.problem;
          this.setupSpent = true;
          readAgain = true;
          return;
        case 'problem':
          this.problem = failure.problem;
          if (!this.update) this.outcome = 'unavailable';
          if (failure.report) this.deps.analytics.error('web_cardUpdateFailed', error, { step });
      }
    });
    if (readAgain && options.refresh !== false)
      await this.refresh({ setup: options.setup ?? true });
  }

  private async whileBusy(run: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await run();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
