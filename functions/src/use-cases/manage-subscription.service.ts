import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { assertActionAllowed, pauseResumesAt } from '../domain/subscription-actions.rules';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from '../adapters/clock/clock';
import { resumeStripe } from '../adapters/stripe/stripe-unpause';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from './current-subscription.service';

/** The comment of an in-app cancellation without a reason. */
const IN_APP_CANCELLATION = 'Cancelled in the app';

const unsupportedProvider = (what: string): AppError =>
  new AppError(
    'conflict',
    'unsupported-provider',
    `${what} is only available for card subscriptions`,
  );

/**
 * Spec 02 §4.12–4.13 against the providers: cancel at period end (PayPal: cancel, final),
 * restore, pause (Stripe pause_collection until a date; PayPal suspend) and unpause; the
 * retention offer is SpecialOfferService's. Each action checks the derived state first, then
 * re-reads and records.
 */
export class ManageSubscriptionService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly clock: Clock,
    /** A PayPal cancellation made without login (§312k) is held until its end: restorable (and,
     * for a paused one, dropped when its owner resumes it). */
    private readonly holds: { release(subscriptionId: string): Promise<boolean> } | null = null,
  ) {}

  async cancel(uid: string, reason: string | undefined): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('cancel', current.view);
    if (current.provider === 'paypal') {
      await this.current
        .paypal()
        .subscriptionAction(current.id, 'cancel', reason ?? 'notSpecified');
    } else {
      // Always its own comment: a §312k link undoes only a cancellation whose comment names it,
      // and Stripe does not document clearing the comment when a cancellation is undone.
      await this.current.stripe().subscriptions.update(current.subscription.id, {
        cancel_at_period_end: true,
        cancellation_details: { comment: reason ?? IN_APP_CANCELLATION },
      });
    }
    return this.current.refresh(uid, current);
  }

  /**
   * Undoes a pending cancellation. PayPal's own cancel is final; a PayPal cancellation made
   * without login is held suspended until its end, and that one is released here.
   */
  async restore(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('restore', current.view);
    if (current.provider === 'paypal') {
      if (!(await this.holds?.release(current.id))) throw unsupportedProvider('Restoring');
      return this.current.refresh(uid, current);
    }
    const subscription = this.stripeOnly(current, 'Restoring');
    await this.current.stripe().subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    return this.current.refresh(uid, current);
  }

  async pause(uid: string, months: number): Promise<SubscriptionView> {
    const current = await this.current.load(uid);
    assertActionAllowed('pause', current.view);
    if (current.provider === 'paypal') {
      await this.current
        .paypal()
        .subscriptionAction(current.id, 'suspend', `Paused for ${months} month(s)`);
    } else {
      await this.current.stripe().subscriptions.update(current.subscription.id, {
        pause_collection: {
          behavior: 'void',
          resumes_at: pauseResumesAt(this.clock.now(), months),
        },
      });
    }
    return this.current.refresh(uid, current);
  }

  async unpause(uid: string): Promise<SubscriptionView> {
    const current = await this.current.load(uid, ['latest_invoice']);
    assertActionAllowed('unpause', current.view);
    if (current.provider === 'paypal') {
      // A paused contract held for a §312k cancellation: its owner resuming it keeps it.
      await this.holds?.release(current.id);
      await this.current.paypal().subscriptionAction(current.id, 'activate', 'Unpaused');
    } else {
      await resumeStripe(this.current.stripe(), current.subscription);
    }
    return this.current.refresh(uid, current);
  }

  private stripeOnly(current: CurrentSubscription, what: string): Stripe.Subscription {
    if (current.provider !== 'stripe') throw unsupportedProvider(what);
    return current.subscription;
  }
}
