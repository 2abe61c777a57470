import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { subscriptionCreateParams } from '../domain/subscription-request';
import { toSubscriptionView } from '../domain/subscription-view.mapping';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from './clock';
import type { Store } from './store.port';
import type { PurchasePlanner } from './purchase-planner.service';
import type { StripeCustomersService } from './stripe-customers.service';
import type { UsersService } from './users.service';
import { userPath } from './users.service';

export interface CreateSubscriptionInput {
  uid: string;
  email: string;
  priceId: string;
  trialId?: string;
  withDiscount: boolean;
  lang: string;
  platform?: string;
  /** Client-chosen id of one checkout attempt; without it a one-minute window dedupes. */
  requestId?: string;
}

export interface CreatedSubscription {
  type: 'payment' | 'setup';
  subscriptionId: string;
  clientSecret: string;
}

export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

export class SubscriptionsService {
  constructor(
    private readonly stripe: Stripe,
    private readonly planner: PurchasePlanner,
    private readonly customers: StripeCustomersService,
    private readonly users: UsersService,
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const { plan, customer } = await this.planner.plan(input);
    const params = subscriptionCreateParams(plan, {
      customer,
      uid: input.uid,
      lang: input.lang,
      platform: input.platform,
    });
    const subscription = await this.stripe.subscriptions.create(params, {
      idempotencyKey: this.idempotencyKey(input, params),
    });
    await this.store.set(userPath(input.uid, 'pendingSubscriptionId'), subscription.id);
    return { subscriptionId: subscription.id, ...clientSecretOf(subscription) };
  }

  isPurchaseAvailable(uid: string): Promise<boolean> {
    return this.planner.isPurchaseAvailable(uid);
  }

  /** The subscription, only to its owner (by metadata.uid or the owner's customer); stored as seen. */
  async fetchOwned(uid: string, subscriptionId: string): Promise<SubscriptionView> {
    const notFound = new AppError(404, 'not-found', 'Subscription not found');
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      throw isMissing(error) ? notFound : error;
    }
    const view = toSubscriptionView(subscription, this.clock.now());
    const ownedByMetadata = subscription.metadata.uid === uid;
    if (!ownedByMetadata && view.customer !== (await this.customers.storedCustomerId(uid)))
      throw notFound;
    await this.users.saveSubscription(uid, view);
    return view;
  }

  /**
   * Same caller, same request → same key, so Stripe replays the first answer instead of creating
   * a second subscription on a double click. The params hash keeps a changed request (other
   * package, language) from colliding with the first one.
   */
  private idempotencyKey(
    input: CreateSubscriptionInput,
    params: Stripe.SubscriptionCreateParams,
  ): string {
    const hash = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 24);
    const attempt =
      input.requestId ?? `w${Math.floor(this.clock.now().getTime() / DOUBLE_SUBMIT_WINDOW_MS)}`;
    return `subscription-${input.uid}-${hash}-${attempt}`;
  }
}

function clientSecretOf(
  subscription: Stripe.Subscription,
): Omit<CreatedSubscription, 'subscriptionId'> {
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice !== 'string' && invoice.amount_due > 0) {
    const secret = invoice.confirmation_secret?.client_secret;
    if (secret) return { type: 'payment', clientSecret: secret };
  } else {
    const setupIntent = subscription.pending_setup_intent;
    if (setupIntent && typeof setupIntent !== 'string' && setupIntent.client_secret) {
      return { type: 'setup', clientSecret: setupIntent.client_secret };
    }
  }
  throw new AppError(
    502,
    'payment-provider-error',
    'The payment provider returned no client secret',
  );
}
