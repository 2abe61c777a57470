import { createHash } from 'node:crypto';
import { AppError } from '../../domain/app-error';
import type { CustomerSubscription } from '../../adapters/purchases/purchase-customers.port';
import type {
  SubscriptionCreation,
  SubscriptionOrder,
} from '../../adapters/purchases/subscription-creation.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { Database } from '../../adapters/database/database.port';
import type { PurchasePlanner, PurchaseRequest } from './purchase-planner.service';
import type { StripeCustomersService } from '../shared/stripe-customers.service';
import type { StripePendingPurchases } from './stripe-pending-purchases.service';
import type { StripeSubscriptionGuards } from '../shared/stripe-subscription-guards';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import type { UsersService } from '../shared/users.service';
import { userPath } from '../shared/users.service';

/** The card purchase: the planner's request plus what only the card form sends. */
export interface SubscriptionPurchase extends PurchaseRequest {
  lang: string;
  platform?: string;
  /** Client-chosen id of one checkout attempt; without it a one-minute window dedupes. */
  requestId?: string;
  attribution?: Attribution;
}

import type { CreatedSubscription } from '../../contract/api/payment.answers';

export type { CreatedSubscription };

/** Hosted Checkout's double-submit window (its sessions are not subscriptions: see create()). */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

/** The card form's purchase; `S` is a subscription as the provider hands it to the guards. */
export class SubscriptionsService<S> {
  constructor(
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly creation: SubscriptionCreation,
    private readonly planner: PurchasePlanner,
    private readonly customers: StripeCustomersService,
    private readonly users: UsersService,
    private readonly database: Database,
    private readonly guards: StripeSubscriptionGuards<S>,
    private readonly pending: StripePendingPurchases,
  ) {}

  /**
   * One subscription per purchase, however often the visitor clicks pay: a subscription of an
   * earlier attempt that still waits for its first payment (declined, abandoned, or created
   * while the answer got lost) is answered again instead of a second one; only a new purchase
   * (another price, trial or discount) creates one. Clicks racing each other before either
   * subscription exists see the same subscriptions, so they send the same idempotency key and
   * Stripe creates one. Starting a purchase stops every other attempt that could still be paid
   * (another package in a second tab).
   */
  async create(input: SubscriptionPurchase): Promise<CreatedSubscription> {
    // The earlier attempts' client secrets, for answering one of them again.
    const { plan, customer, existing } = await this.planner.startStripePurchase(input, {
      withFirstPayment: true,
    });
    const order: SubscriptionOrder = {
      plan,
      customer,
      uid: input.uid,
      lang: input.lang,
      platform: input.platform,
      attribution: input.attribution,
    };
    const subscription =
      existing.find((candidate) => this.isAwaitingPayment(candidate, order)) ??
      (await this.creation.create(order, this.idempotencyKey(input, order, existing)));
    await this.pending.supersede(customer, { subscriptionId: subscription.id }, existing);
    await this.database.set(userPath(input.uid, 'pendingSubscriptionId'), subscription.id);
    return { subscriptionId: subscription.id, ...clientSecretOf(subscription) };
  }

  isPurchaseAvailable(uid: string): Promise<boolean> {
    return this.planner.isPurchaseAvailable(uid);
  }

  isTrialAvailable(uid: string): Promise<boolean> {
    return this.planner.isTrialAvailable(uid);
  }

  /** The subscription, only to its owner (by metadata.uid or the owner's customer); stored as seen. */
  async fetchOwned(uid: string, subscriptionId: string): Promise<SubscriptionView> {
    const notFound = new AppError('not-found', 'not-found', 'Subscription not found');
    const subscription = await this.subscriptions.retrieve(subscriptionId);
    if (!subscription) throw notFound;
    const { view: seen, owner } = this.subscriptions.facts(subscription);
    if (owner !== uid && seen.customer !== (await this.customers.storedCustomerId(uid)))
      throw notFound;
    const checked = await this.guards.enforce(uid, subscription);
    const { view } = this.subscriptions.facts(checked);
    await this.users.saveSubscription(uid, view, (kind) =>
      this.subscriptions.purchaseFacts(checked, kind),
    );
    this.guards.assertNotUndone(checked);
    return view;
  }

  /**
   * The same purchase by the same caller with the same subscriptions already at Stripe → the same
   * key, so Stripe answers racing clicks with one subscription. Once that subscription exists the
   * key changes with it, so a later purchase (after it ended) is never answered with the old one.
   * A time window would not do: clicks seconds apart may straddle its edge, and a retry after a
   * lost answer usually does (the reliability suite found both).
   */
  private idempotencyKey(
    input: SubscriptionPurchase,
    order: SubscriptionOrder,
    existing: readonly CustomerSubscription[],
  ): string {
    const state = digest(
      existing
        .map(({ id }) => id)
        .sort()
        .join(','),
    );
    const attempt = input.requestId ? `-${input.requestId}` : '';
    return `subscription-${input.uid}-${this.creation.digest(order)}-${state}${attempt}`;
  }

  /** An earlier attempt's subscription for this purchase whose first invoice can still be paid. */
  private isAwaitingPayment(subscription: CustomerSubscription, order: SubscriptionOrder): boolean {
    return (
      subscription.status === 'incomplete' &&
      this.creation.isSamePurchase(subscription, order) &&
      Boolean(subscription.firstPayment?.payable)
    );
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

function clientSecretOf(
  subscription: CustomerSubscription,
): Omit<CreatedSubscription, 'subscriptionId'> {
  const payment = subscription.firstPayment;
  if (payment?.clientSecret) return { type: payment.type, clientSecret: payment.clientSecret };
  throw new AppError(
    'provider-failed',
    'payment-provider-error',
    'The payment provider returned no client secret',
  );
}
