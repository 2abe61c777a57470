import type { ObservationSource } from '../../domain/subscription-observation.rules';
import { observeSubscription } from '../../domain/subscription-observation.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { consumesTrial } from '../../domain/trial-usage.rules';
import type { WebhookOutcome } from '../../domain/webhook-events.rules';
import { ignored, processed } from '../../domain/webhook-events.rules';
import type { Database } from '../../adapters/database/database.port';
import type { KnownPurchaseFacts } from '../../adapters/purchases/contract-facts.port';
import type { TrialUsageRepository } from './trial-usage.repository';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Firebase uids never contain these; a uid from provider metadata is checked before use. */
export const isUid = (uid: string): boolean => /^[^/.#$[\]]{1,128}$/.test(uid);

/** An observation made by an API route (a purchase return, confirm, a management action). */
export const apiSource = (view: SubscriptionView): ObservationSource => ({
  type: view.provider,
  eventId: `api_${view.updatedAt}`,
});

/** A one-off payment as observers read it (the e-book). */
export interface PaidOneOff {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  /** Who took the money (default Stripe); PayPal's payer address comes with its capture. */
  provider?: 'stripe' | 'paypal';
  payer?: string | null;
}

/**
 * Told of every purchase recorded, to confirm a concluded one (the contract mail). `known`: the
 * purchase facts from the observer's own read of the subscription, so the provider is not asked
 * again for them.
 */
export interface PurchaseObserver {
  subscriptionObserved(
    uid: string,
    view: SubscriptionView,
    known?: KnownPurchaseFacts,
  ): Promise<void>;
  ebookPaid(uid: string, payment: PaidOneOff): Promise<void>;
}

const isApiSource = (source: ObservationSource): boolean => source.eventId.startsWith('api_');

/**
 * The one path by which a subscription reaches users/{uid}, from webhooks and routes alike: the
 * subscription view and its iapLog entry in one transaction on the record (so concurrent
 * observations for one user cannot interleave, and spec 02 §4.3 always reads what the provider
 * reported), then the trial-usage mark of a paid trial. Also the e-book flag. A record that does
 * not exist is not created here: only sign-in creates users.
 */
export class IapLogService {
  constructor(
    private readonly database: Database,
    private readonly trials: TrialUsageRepository,
    private readonly observer: PurchaseObserver | null = null,
  ) {}

  async recordSubscription(
    uid: string,
    view: SubscriptionView,
    source: ObservationSource,
    known?: KnownPurchaseFacts,
  ): Promise<WebhookOutcome> {
    if (!isUid(uid)) return ignored(`invalid uid in the provider's metadata`);
    let outcome: WebhookOutcome = ignored(`no user record for ${uid}`);
    await this.database.transaction(`users/${uid}`, (current) => {
      // The last run of this function is the one that committed.
      if (!isRecord(current)) {
        outcome = ignored(`no user record for ${uid}`);
        // A no-op write (not an abort), so the Realtime Database checks a cached guess of null.
        return current;
      }
      const result = observeSubscription(current, view, source);
      if (!result.applied) {
        outcome = ignored(result.reason);
        return current;
      }
      outcome = processed;
      return { ...current, subscription: result.subscription, iapLog: result.iapLog };
    });
    if (outcome === processed && consumesTrial(view)) {
      await this.trials.markUsed(uid, view);
    }
    if (outcome === processed) await this.tellObserver(uid, view, source, known);
    return outcome;
  }

  /**
   * A webhook that fails here is redelivered, and the observer runs again; a route (the buyer's
   * return) answers the buyer regardless: the provider's webhook that follows observes it too.
   */
  private async tellObserver(
    uid: string,
    view: SubscriptionView,
    source: ObservationSource,
    known: KnownPurchaseFacts | undefined,
  ): Promise<void> {
    if (!this.observer) return;
    try {
      await this.observer.subscriptionObserved(uid, view, known);
    } catch (error) {
      if (!isApiSource(source)) throw error;
    }
  }

  /** From the e-book's webhook: a failure to record its contract fails the delivery (redelivered). */
  async recordEbook(uid: string, payment: PaidOneOff): Promise<WebhookOutcome> {
    if (!isUid(uid)) return ignored(`invalid uid in the provider's metadata`);
    let outcome: WebhookOutcome = ignored(`no user record for ${uid}`);
    await this.database.transaction(`users/${uid}`, (current) => {
      if (!isRecord(current)) {
        outcome = ignored(`no user record for ${uid}`);
        return current;
      }
      outcome = processed;
      return { ...current, ebook: true };
    });
    if (outcome === processed && this.observer) await this.observer.ebookPaid(uid, payment);
    return outcome;
  }
}
