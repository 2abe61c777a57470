import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import type { CataloguePrice } from '../domain/catalogue.rules';
import { planSubscription } from '../domain/catalogue.rules';
import { subscriptionCreateParams } from '../domain/subscription-request';
import { hasActiveSubscription } from '../domain/active-subscription.rules';
import { toSubscriptionView } from '../domain/subscription-view.mapping';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { CatalogueService } from './catalogue.service';
import type { Clock } from './clock';
import type { Store } from './store.port';
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
    private readonly catalogue: CatalogueService,
    private readonly customers: StripeCustomersService,
    private readonly users: UsersService,
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const price = await this.lookUp(
      input.priceId,
      new AppError(400, 'invalid-price', 'Unknown price'),
    );
    const trial = input.trialId
      ? await this.lookUp(input.trialId, new AppError(400, 'invalid-trial', 'Unknown trial'))
      : null;
    const plan = planSubscription(price, trial, input.withDiscount);
    if (!(await this.isPurchaseAvailable(input.uid))) {
      throw new AppError(409, 'already-subscribed', 'The user already has an active subscription');
    }
    const customer = await this.customers.customerFor(input.uid, input.email);
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

  /** Spec 02 §4.3 over the whole record (partner status, subscription, latest iapLog entry). */
  async isPurchaseAvailable(uid: string): Promise<boolean> {
    return !hasActiveSubscription(await this.store.get(userPath(uid)), this.clock.now());
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

  private async lookUp(priceId: string, unknown: AppError): Promise<CataloguePrice> {
    try {
      return await this.catalogue.price(priceId);
    } catch (error) {
      throw isMissing(error) ? unknown : error;
    }
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
