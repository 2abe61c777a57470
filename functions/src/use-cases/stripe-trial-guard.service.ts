import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { isForeignClaim } from '../domain/trial-usage.rules';
import type { Clock } from '../adapters/clock/clock.port';
import type { Logger } from '../adapters/logger/logger.port';
import { idOf } from '../adapters/stripe/stripe-errors';
import { cancelNow, refundInvoicePayments } from '../adapters/stripe/stripe-refunds';
import type { TrialUsageService } from './trial-usage.service';

/** Metadata set on a subscription whose trial the server refused (and why). */
export const TRIAL_REFUSED_KEY = 'trialRefused';
export const CARD_TRIAL_USED = 'card-trial-used';

/** The answer to the buyer whose trial was refused after paying: the fee is refunded. */
export const trialRefunded = (): AppError =>
  new AppError(
    'conflict',
    'trial-refunded',
    'This card already had a trial: the trial fee was refunded; choose a plan without a trial',
  );

/**
 * One trial per card. The card is known only once the trial fee was paid with it (the browser
 * confirms the payment with Stripe), so the check runs whenever a trialing subscription is
 * observed (purchase return, checkout return, webhooks): the first trial claims its uid, customer
 * and card fingerprint. A trial whose uid, customer or card already belongs to another trial is
 * undone: the fee is refunded and the subscription cancelled, so the buyer is charged nothing
 * beyond what the sheet showed (and gets it back); the claims it made keep this person from a
 * trial, so the checkout screen then offers the plans without one.
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
    this.logger?.warn('Refunding a trial: this person or card already had one', {
      uid,
      subscriptionId: subscription.id,
    });
    // The trial fee (the first invoice's payment), refunded once whoever observes it first.
    await refundInvoicePayments(this.stripe, idOf(subscription.latest_invoice), {
      key: 'trial',
      metadata: { [TRIAL_REFUSED_KEY]: CARD_TRIAL_USED },
    });
    await this.stripe.subscriptions.update(
      subscription.id,
      { metadata: { [TRIAL_REFUSED_KEY]: CARD_TRIAL_USED } },
      { idempotencyKey: `refuse-trial-${subscription.id}` },
    );
    return cancelNow(this.stripe, subscription.id, CARD_TRIAL_USED);
  }

  private async fingerprintOf(subscription: Stripe.Subscription): Promise<string | null> {
    const reference = subscription.default_payment_method;
    if (reference && typeof reference !== 'string') return reference.card?.fingerprint ?? null;
    if (!reference) return null;
    const method = await this.stripe.paymentMethods.retrieve(reference);
    return method.card?.fingerprint ?? null;
  }
}

/** The purchase the buyer returns from was undone by the guard: say so (409 trial-refunded). */
export function assertTrialNotRefused(subscription: Stripe.Subscription): void {
  if (subscription.metadata[TRIAL_REFUSED_KEY] === CARD_TRIAL_USED) throw trialRefunded();
}
