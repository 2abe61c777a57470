import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@fastwell/contract/languages';
import { type HelpLinkKind, helpLink } from '../domain/help-links';
import {
  CANCEL_NOW,
  type ManageChoice,
  type ManageNext,
  type PauseOrigin,
  nextManageStep,
} from '../domain/manage-flow';
import { type CancellationReason, reasonOfStep } from '../domain/manage-steps';
import {
  type ManageState,
  PRIMARY_ACTION,
  type PrimaryAction,
  manageStateOf,
} from '@fastwell/contract/subscription-state';
import { CANCELLATION_HELD } from '@fastwell/contract/subscription-view';
import { cardUpdatePath } from '../../../shared/domain/routes';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { UNKNOWN_DURATION_EVENT, unknownDuration } from '../../../shared/domain/unknown-duration';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { AccountCalls } from '../../../shared/services/deferred-account.api';
import type { PaymentApi } from '../../../shared/services/payment.api';
import type { ManageSubscriptionApi } from '../services/manage-subscription.api';
import type { FlagsStore } from '../../../shared/stores/flags.store';
import type { UiStore } from '../../../shared/stores/ui.store';

const SUBSCRIPTION_RETRY_MS = 2000;

type ActionNext = Extract<ManageNext, { kind: 'action' }>;

export type ManageLoadState = 'loading' | 'ready' | 'none';

/** The management wizard's data: the subscription, its derived state, and the actions of §4.13. */
export class ManageSubscriptionStore {
  subscription: SubscriptionView | null = null;
  loadState: ManageLoadState = 'loading';
  /** The reason picked in this visit; sent with the cancellation. */
  reason: CancellationReason | null = null;
  /** Where the pause picker was opened in this visit (its go back returns there). */
  pauseFrom: PauseOrigin = 'subscription_status';
  /** "Update card" found no card-update link: the failed-payment mails' link is the way. */
  cardUpdateLinkMissing = false;
  /**
   * Spec 02 §4.13: the server flagged the user (they took a retention offer before: the user
   * record's specialOfferUsed), so cancel anyway cancels without asking for an offer.
   */
  userFlagged = false;
  private visit = 0;

  constructor(
    private readonly deps: {
      payment: PaymentApi;
      management: ManageSubscriptionApi;
      account: Pick<AccountCalls, 'profile'>;
      analytics: AnalyticsService;
      flags: FlagsStore;
      ui: UiStore;
      inAppBrowser: () => boolean;
      now?: () => number;
    },
  ) {
    makeAutoObservable<ManageSubscriptionStore, 'deps' | 'visit'>(this, {
      deps: false,
      visit: false,
    });
  }

  /** Derived state; a subscription the server cannot manage is reported once and shown as an error. */
  get state(): ManageState | 'error' | null {
    if (!this.subscription) return null;
    const derived = manageStateOf(this.subscription);
    return 'state' in derived ? derived.state : 'error';
  }

  get primaryAction(): PrimaryAction | null {
    const state = this.state;
    if (!state || state === 'error') return null;
    // PayPal's own cancellations are final (the paid period still runs): nothing to restore,
    // unless it is held suspended for a cancellation made without login (§312k).
    const subscription = this.subscription;
    if (
      state === 'canceled' &&
      subscription?.provider === 'paypal' &&
      subscription.metadata[CANCELLATION_HELD] !== 'true'
    )
      return null;
    return PRIMARY_ACTION[state];
  }

  /** A renewal failed and Stripe is retrying it (past_due): a new card keeps premium. */
  get paymentFailed(): boolean {
    return this.subscription?.status === 'past_due';
  }

  get specialOfferDuration(): 'oneMonth' | 'threeMonths' {
    return this.deps.flags.get('special-offer-duration');
  }

  now(): Date {
    return new Date(this.deps.now?.() ?? Date.now());
  }

  /** A help-centre link in the visitor's language; a missing one is reported (spec 02 §8). */
  helpLink(kind: HelpLinkKind, lang: Language): string {
    const link = helpLink(kind, lang);
    if (link.missing) this.deps.analytics.track('web_missingHelpLink', { kind, lang });
    return link.url;
  }

  /** Spec 02 §8: a failed fetch is retried every 2 s while the wizard is open. */
  async load(): Promise<void> {
    const visit = ++this.visit;
    this.loadState = 'loading';
    this.cardUpdateLinkMissing = false;
    const flagged = this.readUserFlag();
    for (;;) {
      try {
        const subscription = await this.deps.payment.getSubscription();
        const userFlagged = await flagged;
        if (visit !== this.visit) return;
        runInAction(() => {
          this.subscription = subscription;
          this.userFlagged = userFlagged;
          this.loadState = subscription ? 'ready' : 'none';
        });
        if (this.state === 'error')
          this.deps.analytics.track('web_unknownSubscriptionStatus', {
            status: subscription?.status ?? '',
          });
        const unknown = subscription && unknownDuration(subscription, this.now());
        if (unknown)
          this.deps.analytics.error(UNKNOWN_DURATION_EVENT, unknown.error, unknown.params);
        return;
      } catch (error) {
        this.deps.analytics.error('web_subscriptionFetchFailed', error);
        await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_RETRY_MS));
        if (visit !== this.visit) return;
      }
    }
  }

  /**
   * The user record's flag; unread (a failed call) counts as not flagged: the server still
   * refuses the offer to a flagged user when the wizard asks for it.
   */
  private async readUserFlag(): Promise<boolean> {
    try {
      return (await this.deps.account.profile())?.specialOfferUsed === true;
    } catch {
      return false;
    }
  }

  /**
   * The wizard closed (or its account signed out): a pending retry loop stops and the
   * subscription is forgotten, so the next account's first frame is the wait for its own, never
   * the previous account's status.
   */
  dispose(): void {
    this.visit += 1;
    this.subscription = null;
    this.loadState = 'loading';
    this.cardUpdateLinkMissing = false;
    this.userFlagged = false;
    this.pauseFrom = 'subscription_status';
  }

  /**
   * "Update card" after a failed renewal: the card-update page with the subscriber's link, or
   * null to stay (no link: the screen points to the mails instead; a failure: errors.unknownError).
   */
  async cardUpdatePath(): Promise<string | null> {
    try {
      const token = await this.deps.ui.whileBlocked(() => this.deps.management.cardUpdateLink());
      if (token) return cardUpdatePath(token);
      runInAction(() => {
        this.cardUpdateLinkMissing = true;
      });
      return null;
    } catch (error) {
      this.deps.analytics.error('web_cardUpdateLinkFailed', error);
      this.deps.ui.showError('errors.unknownError');
      return null;
    }
  }

  /**
   * Where a choice leads; API actions run here (UI blocked meanwhile). A failed action shows
   * errors.unknownError and answers null: the visitor stays on the step.
   */
  async choose(choice: ManageChoice): Promise<ManageNext | null> {
    if (choice.step === 'cancellation_reason') this.reason = choice.reason;
    if (choice.step === 'reason') this.reason = reasonOfStep(choice.reasonStep) ?? this.reason;
    const next = nextManageStep(choice, this.context());
    // Closing the in-app browser ends the page: the step's event is sent before it goes.
    if (next.kind === 'closeInAppBrowser')
      await this.deps.analytics.trackAndWait('web_manageStep', choiceEvent(choice));
    else this.deps.analytics.track('web_manageStep', choiceEvent(choice));
    if (next.kind === 'step' && next.step === 'pause_subscription')
      this.pauseFrom = choice.step === 'pause_offer' ? 'pause_offer' : 'subscription_status';
    if (next.kind !== 'action') return next;
    try {
      const done = await this.deps.ui.whileBlocked(() => this.run(next));
      runInAction(() => {
        if (done.subscription) this.subscription = done.subscription;
      });
      this.deps.analytics.track('web_manageAction', { action: done.next.action });
      return done.next;
    } catch (error) {
      this.deps.analytics.error('web_manageActionFailed', error, { action: next.action });
      this.deps.ui.showError('errors.unknownError');
      return null;
    }
  }

  /** Runs an action; a refused offer request cancels instead (where "cancel anyway" leads). */
  private async run(
    next: ActionNext,
  ): Promise<{ subscription: SubscriptionView | null; next: ActionNext }> {
    const management = this.deps.management;
    const reason = this.reason ?? undefined;
    const done = (subscription: SubscriptionView | null) => ({ subscription, next });
    switch (next.action) {
      case 'cancel':
        return done(await management.cancel(reason));
      case 'restore':
        return done(await management.restore());
      case 'unpause':
        return done(await management.unpause());
      case 'pause':
        return done(await management.pause(next.months ?? 1));
      case 'requestSpecialOffer':
        if (await management.requestSpecialOffer(reason, this.specialOfferDuration))
          return done(null);
        return { subscription: await management.cancel(reason), next: CANCEL_NOW };
      case 'acceptSpecialOffer':
        return done(await management.acceptSpecialOffer(this.specialOfferDuration));
    }
  }

  private context() {
    const subscription = this.subscription;
    const nowSeconds = this.now().getTime() / 1000;
    return {
      hadSpecialOffer: Boolean(subscription?.metadata.specialOfferStartDate),
      userFlagged: this.userFlagged,
      onTrial: subscription?.trial_end != null && subscription.trial_end > nowSeconds,
      inAppBrowser: this.deps.inAppBrowser(),
      pauseFrom: this.pauseFrom,
    };
  }
}

/** The analytics parameters of a choice: the step and what was picked on it. */
function choiceEvent(choice: ManageChoice): Record<string, string> {
  switch (choice.step) {
    case 'cancellation_reason':
      return { step: choice.step, option: choice.reason };
    case 'reason':
      return { step: choice.reasonStep, option: choice.option };
    case 'contact_us_about_experience':
      return { step: choice.step, option: choice.answer };
    case 'success':
      return { step: choice.successStep, option: choice.option };
    case 'pause_subscription':
      return {
        step: choice.step,
        option: choice.option === 'confirm' ? choice.duration : 'goBack',
      };
    default:
      return { step: choice.step, option: choice.option };
  }
}
