import { hasAnotherActiveSubscription } from '../../domain/active-subscription.rules';
import { AppError } from '../../domain/app-error';
import { judgeBoundSubscription, payerOf } from '../../domain/paypal-binding.rules';
import { PAYPAL_PLANS, paypalPurchaseFor } from '../../domain/paypal-plan-catalogue';
import { toPayPalView } from '../../domain/paypal-subscription';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import { attributionMetadata } from '../../domain/purchase-attribution.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { Clock } from '../../adapters/clock/clock.port';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import type { PurchasePlanner } from './purchase-planner.service';
import type { Database } from '../../adapters/database/database.port';
import type { UsersService } from '../shared/users.service';
import { configured } from '../shared/not-configured';
import type { PayPalTrialGuard } from '../shared/paypal-trial-guard.service';
import { paypalTrialRefunded } from '../shared/paypal-trial-guard.service';
import { userPath } from '../shared/users.service';

export const PAYPAL_MISSING_ID_MESSAGE = 'Could not process paypal subscription';

export interface PayPalSubscriptionsDeps {
  /** PayPal's own record of its subscriptions. */
  paypal: PayPalSubscriptionRecords;
  users: UsersService;
  bindings: PayPalBindingsRepository;
  database: Database;
  clock: Clock;
  /** The catalogue and §4.3 rules of every purchase; null when Stripe is not configured. */
  planner: PurchasePlanner | null;
  /** One trial per PayPal payer. */
  trialGuard: PayPalTrialGuard;
}

export interface PayPalPurchaseRequest {
  uid: string;
  priceId: string;
  trialId?: string;
  withDiscount: boolean;
  platform?: string;
  attribution?: Attribution;
}

/** Statuses PayPal can still cancel (and bill, once ACTIVE). */
const LIVE_AT_PAYPAL: readonly string[] = ['ACTIVE', 'SUSPENDED'];

const alreadySubscribed = () =>
  new AppError('conflict', 'already-subscribed', 'The user already has an active subscription');

/**
 * PayPal subscriptions are created by the server for the signed-in user (custom_id = the
 * verified uid) and bound to them in paypalSubscriptions/{id}; confirming or reading one checks
 * it with PayPal against that binding (judgeBoundSubscription) before anything is recorded.
 */
export class PayPalSubscriptionsService {
  constructor(private readonly deps: PayPalSubscriptionsDeps) {}

  /** The plan and first payment come from the same purchase rules as the card path. */
  async create(request: PayPalPurchaseRequest): Promise<{ subscriptionId: string }> {
    const planner = configured(this.deps.planner, 'payments');
    const plan = await planner.decide(request);
    await planner.clearStripeForAnotherProvider(request.uid);
    const purchase = paypalPurchaseFor(plan);
    if (!purchase)
      throw new AppError(
        'unprocessable',
        'paypal-unavailable',
        'PayPal does not sell this package',
      );
    const subscriptionId = await this.deps.paypal.create(purchase.planId, request.uid);
    // custom_id stays the uid; what Stripe keeps in metadata is kept with the binding.
    const metadata = {
      ...attributionMetadata(request.attribution),
      ...(request.platform ? { platform: request.platform } : {}),
    };
    await this.deps.bindings.set(subscriptionId, {
      uid: request.uid,
      planId: purchase.planId,
      firstPayment: purchase.firstPayment,
      createdAt: this.deps.clock.now().toISOString(),
      ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    });
    return { subscriptionId };
  }

  /** After approval in the browser: only an ACTIVE, paid subscription bound to this user counts. */
  async confirm(uid: string, subscriptionId: string | undefined): Promise<SubscriptionView> {
    if (!subscriptionId) {
      throw new AppError('invalid', 'paypal-subscription-missing', PAYPAL_MISSING_ID_MESSAGE);
    }
    const view = await this.verifiedView(uid, subscriptionId);
    if (view.status !== 'active') {
      throw new AppError('conflict', 'paypal-subscription-not-active', PAYPAL_MISSING_ID_MESSAGE);
    }
    if (await this.hidesAnother(uid, subscriptionId)) throw alreadySubscribed();
    await this.deps.users.saveSubscription(uid, view);
    return view;
  }

  /** The owner's subscription as PayPal has it; recorded unless another one is active. */
  async fetchOwned(uid: string, subscriptionId: string): Promise<SubscriptionView> {
    const view = await this.verifiedView(uid, subscriptionId);
    if (!(await this.hidesAnother(uid, subscriptionId)))
      await this.deps.users.saveSubscription(uid, view);
    return view;
  }

  private async verifiedView(uid: string, subscriptionId: string): Promise<SubscriptionView> {
    const [binding, subscription] = await Promise.all([
      this.deps.bindings.get(subscriptionId),
      this.deps.paypal.get(subscriptionId),
    ]);
    // Someone else's subscription is answered like an unknown one.
    if (!subscription || binding?.uid !== uid) {
      throw new AppError('not-found', 'not-found', 'Subscription not found');
    }
    const now = this.deps.clock.now();
    const verdict = judgeBoundSubscription(subscription, binding, now);
    if (!verdict.accepted) throw new AppError(verdict.kind, verdict.code, verdict.reason);
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) throw new AppError('unprocessable', 'unknown-paypal-plan', 'Not a Fastwell plan');
    await this.deps.bindings.recordPayer(subscriptionId, binding, payerOf(subscription));
    const view = toPayPalView(subscription, plan, now, binding.metadata);
    const { trialGuard } = this.deps;
    if (await trialGuard.refuses(uid, subscription, binding, view)) {
      if (LIVE_AT_PAYPAL.includes(subscription.status))
        await trialGuard.cancelAtPayPal(subscriptionId);
      throw paypalTrialRefunded();
    }
    return view;
  }

  private async hidesAnother(uid: string, subscriptionId: string): Promise<boolean> {
    const record = await this.deps.database.get(userPath(uid));
    return hasAnotherActiveSubscription(record, subscriptionId, this.deps.clock.now());
  }
}
