import { AppError } from '../../domain/app-error';
import type { Language } from '../../contract/languages';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { CheckoutOrder, HostedCheckout } from '../../adapters/purchases/hosted-checkout.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import type { Clock } from '../../adapters/clock/clock.port';
import type { PurchasePlanner } from './purchase-planner.service';
import type { StripePendingPurchases } from './stripe-pending-purchases.service';
import type { StripeSubscriptionGuards } from '../shared/stripe-subscription-guards';
import { DOUBLE_SUBMIT_WINDOW_MS } from './subscriptions.service';
import type { Attribution } from '../../domain/purchase-attribution.rules';
import type { UsersService } from '../shared/users.service';

export interface CreateCheckoutInput {
  uid: string;
  /** For the Stripe customer when one is created; Checkout asks for it when empty. */
  email: string;
  priceId: string;
  trialId?: string;
  withDiscount: boolean;
  lang: Language;
  platform?: string;
  attribution?: Attribution;
  successUrl: string;
  cancelUrl: string;
  /** The client's Idempotency-Key; without it a one-minute window dedupes a double click. */
  attemptKey?: string;
}

import type { CreatedCheckoutSession as CreatedCheckout } from '../../contract/api/checkout-session.answers';

export type { CreatedCheckout };

const PAID_STATUSES: readonly string[] = ['paid', 'no_payment_required'];
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Stripe's hosted Checkout (spec 02 §4.7 "checkout session, by session_id"); `S` is the
 * subscription a session created, as the provider hands it.
 */
export class CheckoutSessionsService<S> {
  constructor(
    private readonly checkout: HostedCheckout<S>,
    private readonly subscriptions: ObservedSubscriptions<S>,
    private readonly planner: PurchasePlanner,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly guards: StripeSubscriptionGuards<S>,
    private readonly pending: StripePendingPurchases,
  ) {}

  async create(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const { plan, customer, existing } = await this.planner.startStripePurchase(input);
    const order: CheckoutOrder = {
      plan,
      customer,
      uid: input.uid,
      lang: input.lang,
      ...(input.platform ? { platform: input.platform } : {}),
      ...(input.attribution ? { attribution: input.attribution } : {}),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    };
    const session = await this.checkout.create(order, this.idempotencyKey(input, order));
    // Spec 02 §5: a checkout session answer must contain a sessionId.
    if (!session.id || !session.url) {
      throw new AppError(
        'provider-failed',
        'checkout-session-missing',
        'The payment provider returned no checkout session',
      );
    }
    await this.pending.supersede(customer, { sessionId: session.id }, existing);
    return { sessionId: session.id, url: session.url };
  }

  /** The subscription a completed session of this uid created; stored at users/{uid}/subscription. */
  async subscriptionOf(uid: string, sessionId: string): Promise<SubscriptionView> {
    const notFound = new AppError('not-found', 'not-found', 'Checkout session not found');
    if (!SESSION_ID.test(sessionId)) throw notFound;
    const session = await this.checkout.retrieve(sessionId);
    if (!session) throw notFound;
    // Every owner mark the session carries must name the caller, and it must carry one.
    const marks = session.ownerMarks;
    if (marks.length === 0 || marks.some((mark) => mark !== uid)) throw notFound;
    if (session.status !== 'complete' || !PAID_STATUSES.includes(session.paymentStatus)) {
      throw new AppError(
        'conflict',
        'checkout-not-complete',
        'The checkout session is not paid yet',
      );
    }
    const subscription = session.subscription;
    if (!session.sellsSubscription || !subscription) {
      throw new AppError('not-found', 'not-found', 'The checkout session has no subscription');
    }
    const checked = await this.guards.enforce(uid, subscription);
    const { view } = this.subscriptions.facts(checked);
    await this.users.saveSubscription(uid, view, (kind) =>
      this.subscriptions.purchaseFacts(checked, kind),
    );
    this.guards.assertNotUndone(checked);
    return view;
  }

  /** Same caller, same request, same attempt → same key: Stripe replays the first session. */
  private idempotencyKey(input: CreateCheckoutInput, order: CheckoutOrder): string {
    const attempt =
      input.attemptKey ?? `w${Math.floor(this.clock.now().getTime() / DOUBLE_SUBMIT_WINDOW_MS)}`;
    return `checkout-${input.uid}-${this.checkout.digest(order)}-${attempt}`;
  }
}
