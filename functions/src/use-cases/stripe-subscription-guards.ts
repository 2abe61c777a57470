import type Stripe from 'stripe';
import type { Clock } from '../adapters/clock/clock';
import type { Logger } from '../adapters/logger/logger.port';
import type { Database } from '../adapters/database/database.port';
import {
  DUPLICATE_KEY,
  duplicateRefunded,
  StripeDuplicateGuard,
} from './stripe-duplicate-guard.service';
import { StripeResumeGuard } from './stripe-resume-guard.service';
import { assertTrialNotRefused, StripeTrialGuard } from './stripe-trial-guard.service';
import { TrialUsageService } from './trial-usage.service';

/**
 * What every observer of a Stripe subscription (the purchase return, the Checkout return, the
 * webhook) enforces before recording it, so the record never depends on which one came first:
 * one trial per person or card, one subscription per person across providers, and no period a
 * self-ending pause left unpaid.
 */
export class StripeSubscriptionGuards {
  private readonly trial: StripeTrialGuard;
  private readonly duplicate: StripeDuplicateGuard;
  private readonly resume: StripeResumeGuard;

  constructor(stripe: Stripe, database: Database, clock: Clock, logger?: Logger) {
    this.trial = new StripeTrialGuard(stripe, new TrialUsageService(database), clock, logger);
    this.duplicate = new StripeDuplicateGuard(stripe, database, clock, logger);
    this.resume = new StripeResumeGuard(stripe, logger);
  }

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
