import { makeAutoObservable, runInAction } from 'mobx';
import { buildDownloadLink } from '../domain/download-link';
import { isAlreadyPremium, readRecordSubscription } from '../../../shared/domain/premium-status';
import type { Flow } from '../../../shared/domain/routes';
import type { UserRecord } from '../../../shared/services/account.api';
import type { AccountCalls } from '../../../shared/services/deferred-account.api';
import { ApiError } from '../../../shared/services/api-error';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { StorageService } from '../../../shared/services/storage.service';
import type { PurchaseStore } from '../../../shared/stores/purchase.store';
import type { SessionStore } from '../../../shared/stores/session.store';

export type DownloadVisit = {
  flow: Flow;
  /** The partner flow's `hasOldSubscription` query flag. */
  hasOldSubscriptionFlag: boolean;
  /** The post-purchase query names a purchase (subscriptionId or session_id). */
  purchaseInQuery: boolean;
};

export type AppBadge = 'apple' | 'google';

/** The API's refusal to make a sign-in token from a sign-in that is not recent (issue 18). */
export const RECENT_SIGN_IN_REQUIRED = 'recent-sign-in-required';

/**
 * The download screen's data (spec 01 §2.3, §7): the app deep link, with the custom token when
 * one could be made, and whether the user was premium before this visit.
 */
export class DownloadStore {
  status: 'idle' | 'loading' | 'ready' = 'idle';
  link: string | null = null;
  /** The link carries the custom token, so scanning it signs the app in. */
  linkHasToken = false;
  /** The API made no sign-in token because the sign-in is not recent: the app asks to log in. */
  signInNotRecent = false;
  alreadyPremium = false;
  private loadCount = 0;

  /** The download page opened (spec 01 §2.3). */
  screenShown(flow: Flow): void {
    this.deps.analytics.track('web_goto_38_download', { flow });
    if (flow === 'wellhub') this.deps.analytics.track('web_wh_goto_download');
  }

  /** The browser's back, held on this screen (spec 01 §2.4's go-back event). */
  wentBack(flow: Flow): void {
    this.deps.analytics.track('web_goback_38_download', { flow });
  }

  constructor(
    private readonly deps: {
      account: AccountCalls;
      storage: StorageService;
      analytics: AnalyticsService;
      session: SessionStore;
      purchase: PurchaseStore;
    },
  ) {
    makeAutoObservable<DownloadStore, 'deps' | 'loadCount'>(this, {
      deps: false,
      loadCount: false,
    });
  }

  get ready(): boolean {
    return this.status === 'ready';
  }

  /** A failed custom token only logs an event: the link is still built, without it. */
  async load(visit: DownloadVisit): Promise<void> {
    this.loadCount += 1;
    const run = this.loadCount;
    this.status = 'loading';
    this.link = null;
    this.linkHasToken = false;
    this.signInNotRecent = false;
    const [customToken, profile] = await Promise.all([this.customToken(), this.profile()]);
    if (run !== this.loadCount) return;
    const { storage, session, purchase } = this.deps;
    const link = buildDownloadLink({
      marketingSearches: [storage.get('searchParams'), storage.get('originalSearchParams')],
      flow: visit.flow,
      email: session.user?.email ?? profile?.providerData?.email ?? null,
      customToken,
    });
    const recordSubscription = readRecordSubscription(profile?.subscription);
    // The purchase resolution keeps the id until the next onboarding starts: survives a reload.
    const resolvedId = storage.get('subscriptionId');
    const alreadyPremium = isAlreadyPremium({
      hasOldSubscriptionFlag: visit.hasOldSubscriptionFlag,
      recordSubscription,
      boughtThisVisit:
        purchase.subscription !== null ||
        visit.purchaseInQuery ||
        (resolvedId !== null && resolvedId === recordSubscription?.id),
    });
    runInAction(() => {
      this.link = link;
      this.linkHasToken = customToken !== null;
      this.alreadyPremium = alreadyPremium;
      this.status = 'ready';
    });
  }

  /** Spec 01 §8: without a link a badge click only logs an event; answers whether to follow it. */
  badgeClicked(badge: AppBadge): boolean {
    if (!this.link) {
      this.deps.analytics.track('web_storeBadgeNoLink', { store: badge });
      return false;
    }
    this.deps.analytics.track('web_storeBadgeClick', { store: badge });
    return true;
  }

  private async customToken(): Promise<string | null> {
    try {
      return await this.deps.account.generateCustomToken();
    } catch (error) {
      if (error instanceof ApiError && error.code === RECENT_SIGN_IN_REQUIRED)
        runInAction(() => (this.signInNotRecent = true));
      else this.deps.analytics.error('web_customTokenFailed', error);
      return null;
    }
  }

  private async profile(): Promise<UserRecord | null> {
    try {
      return await this.deps.account.profile();
    } catch (error) {
      this.deps.analytics.error('web_downloadProfileFailed', error);
      return null;
    }
  }
}
