import { undoneError } from '../../domain/purchase-refusal.rules';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import type { StripeDuplicateGuard } from './stripe-duplicate-guard.service';
import type { StripeResumeGuard } from './stripe-resume-guard.service';
import type { StripeTrialGuard } from './stripe-trial-guard.service';

/**
 * What every observer of a Stripe subscription (the purchase return, the Checkout return, the
 * webhook) enforces before recording it, so the record never depends on which one came first:
 * one trial per person or card, one subscription per person across providers, and no period a
 * self-ending pause left unpaid. `S` is the subscription as the provider hands it.
 */
export class StripeSubscriptionGuards<S> {
  constructor(
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly trial: StripeTrialGuard<S>,
    private readonly duplicate: StripeDuplicateGuard<S>,
    private readonly resume: StripeResumeGuard<S>,
  ) {}

  /** `subscription` with its latest invoice expanded; answers it as it is after the guards. */
  async enforce(uid: string, subscription: S): Promise<S> {
    const trialChecked = await this.trial.enforce(uid, subscription);
    return this.resume.enforce(await this.duplicate.enforce(uid, trialChecked));
  }

  /** The purchase the buyer returns from was undone by a guard: say why (409, refunded). */
  assertNotUndone(subscription: S): void {
    const { refusal } = this.subscriptions.facts(subscription);
    if (refusal) throw undoneError(refusal);
  }
}
