import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { PAYPAL_PLANS } from '../domain/paypal-plan-catalogue';
import { toPayPalView } from '../domain/paypal-subscription';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from '../adapters/clock/clock';
import type { PayPalClient } from '../adapters/paypal/paypal-client';
import type { Database } from '../adapters/database/database.port';
import type { PayPalBindingsRepository } from './paypal-bindings.repository';
import type { StripeCustomersService } from './stripe-customers.service';
import type { UsersService } from './users.service';
import { configured } from './not-configured';
import { userPath } from './users.service';
import { isMissing } from '../adapters/stripe/stripe-errors';

/** The user's subscription as the provider has it now. */
export type CurrentSubscription =
  | { provider: 'stripe'; subscription: Stripe.Subscription; view: SubscriptionView }
  | { provider: 'paypal'; id: string; view: SubscriptionView };

export interface CurrentSubscriptionDeps {
  stripe: Stripe | null;
  paypal: PayPalClient | null;
  customers: StripeCustomersService | null;
  /** The server's PayPal bindings: their metadata completes a PayPal view. */
  bindings: PayPalBindingsRepository;
  users: UsersService;
  database: Database;
  clock: Clock;
  /** A PayPal subscription held for a cancellation shows as cancelled at period end. */
  holds?: { viewOf(view: SubscriptionView): Promise<SubscriptionView> };
}

const noSubscription = (): AppError =>
  new AppError('not-found', 'no-subscription', 'The user has no subscription');

/**
 * Finds the subscription recorded at users/{uid}/subscription (or, before anything was recorded,
 * the one createSubscription started) and reads it from its provider, checking it is this user's.
 * Loading writes nothing; refresh() re-reads after a change and records the view.
 */
export class CurrentSubscriptionService {
  constructor(private readonly deps: CurrentSubscriptionDeps) {}

  async load(uid: string, expand: string[] = []): Promise<CurrentSubscription> {
    const stored = await this.deps.users.getSubscription(uid);
    if (stored?.provider === 'paypal') return this.loadPayPal(uid, stored.id);
    const pending = stored
      ? null
      : await this.deps.database.get(userPath(uid, 'pendingSubscriptionId'));
    const id = stored?.id ?? (typeof pending === 'string' ? pending : null);
    if (!id) throw noSubscription();
    return this.loadStripe(uid, id, expand);
  }

  /** Reads the subscription again after a change and records it at users/{uid}/subscription. */
  async refresh(uid: string, current: CurrentSubscription): Promise<SubscriptionView> {
    const fresh =
      current.provider === 'paypal'
        ? await this.loadPayPal(uid, current.id)
        : await this.loadStripe(uid, current.subscription.id, []);
    await this.deps.users.saveSubscription(uid, fresh.view);
    return fresh.view;
  }

  /** A PayPal subscription bound to `uid`, whether or not its record names it (§312k lookups). */
  async loadPayPalOf(uid: string, id: string): Promise<CurrentSubscription> {
    return this.loadPayPal(uid, id);
  }

  stripe(): Stripe {
    return configured(this.deps.stripe, 'stripe');
  }

  paypal(): PayPalClient {
    return configured(this.deps.paypal, 'paypal');
  }

  private async loadStripe(
    uid: string,
    id: string,
    expand: string[],
  ): Promise<CurrentSubscription> {
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe().subscriptions.retrieve(
        id,
        expand.length ? { expand } : {},
      );
    } catch (error) {
      throw isMissing(error) ? noSubscription() : error;
    }
    const view = toSubscriptionView(subscription, this.deps.clock.now());
    if (subscription.metadata.uid !== uid) {
      const customer = await this.deps.customers?.storedCustomerId(uid);
      if (!customer || customer !== view.customer) throw noSubscription();
    }
    return { provider: 'stripe', subscription, view };
  }

  private async loadPayPal(uid: string, id: string): Promise<CurrentSubscription> {
    const [subscription, binding] = await Promise.all([
      this.paypal().getSubscription(id),
      this.deps.bindings.get(id),
    ]);
    if (!subscription || subscription.custom_id !== uid) throw noSubscription();
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) {
      throw new AppError(
        'unprocessable',
        'unknown-paypal-plan',
        'The subscription is not on a Fastwell plan',
      );
    }
    const view = toPayPalView(subscription, plan, this.deps.clock.now(), binding?.metadata);
    return { provider: 'paypal', id, view: (await this.deps.holds?.viewOf(view)) ?? view };
  }
}
