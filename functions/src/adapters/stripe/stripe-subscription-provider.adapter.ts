import Stripe from 'stripe';
import { AppError, declineCode } from '../../domain/app-error';
import { unpauseBilling } from '../../domain/unpause.rules';
import type { Clock } from '../clock/clock.port';
import type {
  ProviderSubscription,
  SubscriptionProvider,
} from '../providers/subscription-provider.port';
import { isAlreadyCanceled, orNullWhenMissing } from './stripe-errors';
import { toSubscriptionView } from './stripe-subscription-view';

const idOf = (value: string | { id: string } | null): string =>
  value === null ? 'none' : typeof value === 'string' ? value : value.id;

/** Stripe Billing as the subscription provider: pause_collection, cancel_at_period_end. */
export class StripeSubscriptionProvider implements SubscriptionProvider {
  readonly name = 'stripe';
  readonly resumesPauseItself = true;
  readonly undoesCancellation = true;

  constructor(
    private readonly stripe: Stripe,
    private readonly clock: Clock,
  ) {}

  async retrieve(id: string): Promise<ProviderSubscription | null> {
    const found = await orNullWhenMissing(this.stripe.subscriptions.retrieve(id));
    return found && this.toProviderSubscription(found);
  }

  async pause(id: string, resumesAt: Date): Promise<void> {
    await this.stripe.subscriptions.update(id, {
      pause_collection: { behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) },
    });
  }

  async suspend(id: string): Promise<void> {
    await this.stripe.subscriptions.update(id, { pause_collection: { behavior: 'void' } });
  }

  /**
   * Resumes collection. When a period started (and was voided) during the pause, the same request
   * starts a new period now and charges it; `error_if_incomplete` makes Stripe reject the whole
   * update when that charge fails, so the subscription stays paused (no premium) and the caller
   * gets a 402. Stripe docs: "Pause payment collection", "Set the subscription billing renewal
   * date" (billing_cycle_anchor now) and the update's payment_behavior.
   */
  async unpause(id: string): Promise<void> {
    const subscription = await this.stripe.subscriptions.retrieve(id, {
      expand: ['latest_invoice'],
    });
    const latest = subscription.latest_invoice;
    const invoice = latest && typeof latest !== 'string' ? latest : null;
    if (unpauseBilling(invoice) === 'resume') {
      await this.stripe.subscriptions.update(id, { pause_collection: '' });
      return;
    }
    try {
      await this.stripe.subscriptions.update(
        id,
        {
          pause_collection: '',
          billing_cycle_anchor: { type: 'now' },
          proration_behavior: 'none',
          payment_behavior: 'error_if_incomplete',
        },
        {
          // A double click charges once; another card (a new default) is a new attempt.
          idempotencyKey: `unpause-${id}-${idOf(latest)}-${idOf(subscription.default_payment_method)}`,
        },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      throw new AppError(
        'payment-required',
        declineCode(error.code),
        'The payment for the new period failed; the subscription stays paused',
      );
    }
  }

  /**
   * Always with its own comment: a §312k link undoes only a cancellation whose comment names it,
   * and Stripe does not document clearing the comment when a cancellation is undone.
   */
  async cancelAtPeriodEnd(id: string, comment: string): Promise<void> {
    await this.stripe.subscriptions.update(id, {
      cancel_at_period_end: true,
      cancellation_details: { comment },
    });
  }

  async cancelNow(id: string, comment: string): Promise<boolean> {
    try {
      await this.stripe.subscriptions.cancel(id, { cancellation_details: { comment } });
      return true;
    } catch (error) {
      if (isAlreadyCanceled(error)) return false;
      throw error;
    }
  }

  async restore(id: string): Promise<ProviderSubscription> {
    return this.toProviderSubscription(
      await this.stripe.subscriptions.update(id, { cancel_at_period_end: false }),
    );
  }

  /** The port's shape of a subscription Stripe answered (for callers that read it themselves). */
  toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    const view = toSubscriptionView(subscription, this.clock.now());
    return {
      provider: 'stripe',
      id: subscription.id,
      owner: subscription.metadata.uid ?? null,
      view,
      suspendedSince: null,
      owesPayment: subscription.status === 'past_due' || subscription.status === 'unpaid',
      pendingCancellation: subscription.cancel_at_period_end
        ? { comment: subscription.cancellation_details?.comment ?? null }
        : null,
      nextBillingAt:
        view.current_period_end && !subscription.cancel_at_period_end
          ? new Date(view.current_period_end * 1000).toISOString()
          : null,
    };
  }
}
