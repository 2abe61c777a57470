import { AppError } from '../domain/app-error';
import { PAYPAL_PLANS } from '../domain/paypal-plan-catalogue';
import { toPayPalView } from '../domain/paypal-subscription';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from './clock';
import type { PayPalClient } from './paypal-client';
import type { UsersService } from './users.service';

export const PAYPAL_MISSING_ID_MESSAGE = 'Could not process paypal subscription';

/** Records PayPal subscriptions after checking them with PayPal: owner, plan, and (to confirm) ACTIVE. */
export class PayPalSubscriptionsService {
  constructor(
    private readonly paypal: PayPalClient,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** After approval in the browser: only an ACTIVE subscription of this user on a catalogue plan counts. */
  async confirm(uid: string, subscriptionId: string | undefined): Promise<SubscriptionView> {
    if (!subscriptionId) {
      throw new AppError(400, 'paypal-subscription-missing', PAYPAL_MISSING_ID_MESSAGE);
    }
    const view = await this.fetchOwned(uid, subscriptionId);
    if (view.status !== 'active') {
      throw new AppError(409, 'paypal-subscription-not-active', PAYPAL_MISSING_ID_MESSAGE);
    }
    return view;
  }

  async fetchOwned(uid: string, subscriptionId: string): Promise<SubscriptionView> {
    const subscription = await this.paypal.getSubscription(subscriptionId);
    // Someone else's subscription is answered like an unknown one.
    if (!subscription || subscription.custom_id !== uid) {
      throw new AppError(404, 'not-found', 'Subscription not found');
    }
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) {
      throw new AppError(422, 'unknown-paypal-plan', 'The subscription is not on a Fastwell plan');
    }
    const view = toPayPalView(subscription, plan, this.clock.now());
    await this.users.saveSubscription(uid, view);
    return view;
  }
}
