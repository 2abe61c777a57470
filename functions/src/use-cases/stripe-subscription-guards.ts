import type Stripe from 'stripe';
import type { StripeDuplicateGuard } from './stripe-duplicate-guard.service';
import { DUPLICATE_KEY, duplicateRefunded } from './stripe-duplicate-guard.service';
import type { StripeResumeGuard } from './stripe-resume-guard.service';
import type { StripeTrialGuard } from './stripe-trial-guard.service';
import { assertTrialNotRefused } from './stripe-trial-guard.service';

/**
 * What every observer of a Stripe subscription (the purchase return, the Checkout return, the
 * webhook) enforces before recording it, so the record never depends on which one came first:
 * one trial per person or card, one subscription per person across providers, and no period a
 * self-ending pause left unpaid.
 */
export class StripeSubscriptionGuards {
  constructor(
    private readonly trial: StripeTrialGuard,
    private readonly duplicate: StripeDuplicateGuard,
    private readonly resume: StripeResumeGuard,
  ) {}

  /** `subscription` with its latest invoice expanded; answers it as it is after the guards. */
  async enforce(uid: string, subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
    const trialChecked = await this.trial.enforce(uid, subscription);
    return this.resume.enforce(await this.duplicate.enforce(uid, trialChecked));
  }
}

/** The purchase the buyer returns from was undone by a guard: say why (409, refunded). */
export function assertNotUndone(subscription: Stripe.Subscription): void {
  assertTrialNotRefused(subscription);
  if (subscription.metadata[DUPLICATE_KEY]) throw duplicateRefunded();
}
