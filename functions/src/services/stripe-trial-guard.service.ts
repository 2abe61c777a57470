import type Stripe from 'stripe';
import { isForeignClaim } from '../domain/trial-usage.rules';
import type { Clock } from './clock';
import type { Logger } from './logger.port';
import type { TrialUsageService } from './trial-usage.service';

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Metadata set on a subscription whose trial the server ended (and why). */
export const TRIAL_ENDED_KEY = 'trialEnded';
export const CARD_TRIAL_USED = 'card-trial-used';

/**
 * One trial per card. The card is known only once the trial fee was paid with it (the browser
 * confirms the payment with Stripe), so the check runs whenever a trialing subscription is
 * observed (purchase return, checkout return, webhooks): the first trial claims its uid, customer
 * and card fingerprint; a trial whose uid, customer or card already belongs to another trial is
 * ended at once (`trial_end: 'now'`), so Stripe bills the first full period now on the same card,
 * as a purchase without a trial would. The trial fee already paid is not refunded: it bought the
 * access the buyer had until now (issue 17 notes).
 */
export class StripeTrialGuard {
  constructor(
    private readonly stripe: Stripe,
    private readonly usage: TrialUsageService,
    private readonly clock: Clock,
    private readonly logger?: Logger,
  ) {}

  async enforce(uid: string, subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    if (subscription.status !== 'trialing') return subscription;
    const fingerprint = await this.fingerprintOf(subscription);
    const owners = await this.usage.claimTrial(
      { uid, customer: idOf(subscription.customer), fingerprint },
      subscription.id,
      this.clock.now().toISOString(),
    );
    const mine = { uid, subscriptionId: subscription.id };
    if (!owners.some((owner) => isForeignClaim(owner, mine))) return subscription;
    this.logger?.warn('Ending a trial: this person or card already had one', {
      uid,
      subscriptionId: subscription.id,
    });
    return this.stripe.subscriptions.update(
      subscription.id,
      { trial_end: 'now', metadata: { [TRIAL_ENDED_KEY]: CARD_TRIAL_USED } },
      { idempotencyKey: `end-trial-${subscription.id}` },
    );
  }

  private async fingerprintOf(subscription: Stripe.Subscription): Promise<string | null> {
    const reference = subscription.default_payment_method;
    if (reference && typeof reference !== 'string') return reference.card?.fingerprint ?? null;
    if (!reference) return null;
    const method = await this.stripe.paymentMethods.retrieve(reference);
    return method.card?.fingerprint ?? null;
  }
}
