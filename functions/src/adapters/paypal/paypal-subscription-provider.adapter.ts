import { AppError } from '../../domain/app-error';
import { PAYPAL_PLANS } from '../../domain/paypal-plan-catalogue';
import { toPayPalView } from '../../domain/paypal-subscription';
import type { Clock } from '../clock/clock.port';
import type {
  ProviderSubscription,
  SubscriptionProvider,
} from '../providers/subscription-provider.port';
import type { PayPalClient } from './paypal-client';

/**
 * PayPal Subscriptions as the subscription provider. PayPal has no pause with a resume date
 * ("Pause or resume a subscription": suspend, later activate) and its cancel is final, so both
 * capabilities are false and the use cases make up for them.
 */
export class PayPalSubscriptionProvider implements SubscriptionProvider {
  readonly name = 'paypal';
  readonly resumesPauseItself = false;
  readonly undoesCancellation = false;

  constructor(
    private readonly paypal: PayPalClient,
    private readonly clock: Clock,
  ) {}

  async retrieve(id: string): Promise<ProviderSubscription | null> {
    const subscription = await this.paypal.getSubscription(id);
    if (!subscription) return null;
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) {
      throw new AppError(
        'unprocessable',
        'unknown-paypal-plan',
        'The subscription is not on a Fastwell plan',
      );
    }
    const billing = subscription.billing_info;
    const suspended = subscription.status === 'SUSPENDED' && subscription.status_update_time;
    return {
      provider: 'paypal',
      id: subscription.id,
      owner: subscription.custom_id ?? null,
      view: toPayPalView(subscription, plan, this.clock.now()),
      suspendedSince: suspended ? new Date(suspended) : null,
      owesPayment:
        (billing?.failed_payments_count ?? 0) > 0 ||
        Number(billing?.outstanding_balance?.value ?? 0) > 0,
      pendingCancellation: null,
      nextBillingAt: billing?.next_billing_time ?? null,
    };
  }

  async pause(id: string, resumesAt: Date, note: string): Promise<void> {
    await this.paypal.subscriptionAction(id, 'suspend', `${note} until ${resumesAt.toISOString()}`);
  }

  async suspend(id: string, note: string): Promise<void> {
    await this.paypal.subscriptionAction(id, 'suspend', note);
  }

  async unpause(id: string, note: string): Promise<void> {
    await this.paypal.subscriptionAction(id, 'activate', note);
  }

  /** Final at PayPal: the paid cycle still runs out (toPayPalView shows it until its end). */
  async cancelAtPeriodEnd(id: string, comment: string): Promise<void> {
    await this.paypal.subscriptionAction(id, 'cancel', comment);
  }

  async cancelNow(id: string, comment: string): Promise<boolean> {
    try {
      await this.paypal.subscriptionAction(id, 'cancel', comment);
      return true;
    } catch (error) {
      // PayPal's 422: cancelled or expired already.
      if (error instanceof AppError && error.code === 'invalid-subscription-state') return false;
      throw error;
    }
  }

  async restore(): Promise<ProviderSubscription> {
    throw new AppError(
      'conflict',
      'unsupported-provider',
      'PayPal cannot undo a cancellation; only one held by Fastwell can be restored',
    );
  }
}
