import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { AppError } from '../domain/app-error';
import { checkoutSessionCreateParams } from '../adapters/stripe/checkout-session-request';
import type { Language } from '../contract/languages';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { Clock } from '../adapters/clock/clock.port';
import type { PurchasePlanner } from './purchase-planner.service';
import type { StripePendingPurchases } from './stripe-pending-purchases.service';
import type { StripeSubscriptionGuards } from './stripe-subscription-guards';
import { assertNotUndone } from './stripe-subscription-guards';
import { DOUBLE_SUBMIT_WINDOW_MS } from './subscriptions.service';
import type { Attribution } from '../domain/purchase-attribution.rules';
import type { UsersService } from './users.service';
import { isMissing } from '../adapters/stripe/stripe-errors';

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

import type { CreatedCheckoutSession as CreatedCheckout } from '../contract/api/checkout-session.answers';

export type { CreatedCheckout };

const PAID_STATUSES: readonly string[] = ['paid', 'no_payment_required'];
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** Stripe's hosted Checkout (spec 02 §4.7 "checkout session, by session_id"). */
export class CheckoutSessionsService {
  constructor(
    private readonly stripe: Stripe,
    private readonly planner: PurchasePlanner,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly guards: StripeSubscriptionGuards,
    private readonly pending: StripePendingPurchases,
  ) {}

  async create(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const { plan, customer, existing } = await this.planner.startStripePurchase(input);
    const params = checkoutSessionCreateParams(plan, {
      customer,
      uid: input.uid,
      lang: input.lang,
      ...(input.platform ? { platform: input.platform } : {}),
      ...(input.attribution ? { attribution: input.attribution } : {}),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    const session = await this.stripe.checkout.sessions.create(params, {
      idempotencyKey: this.idempotencyKey(input, params),
    });
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
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription.latest_invoice'],
      });
    } catch (error) {
      throw isMissing(error) ? notFound : error;
    }
    // Every owner mark the session carries must name the caller, and it must carry one.
    const marks = [session.client_reference_id, session.metadata?.uid].filter(
      (mark): mark is string => typeof mark === 'string' && mark !== '',
    );
    if (marks.length === 0 || marks.some((mark) => mark !== uid)) throw notFound;
    if (session.status !== 'complete' || !PAID_STATUSES.includes(session.payment_status)) {
      throw new AppError(
        'conflict',
        'checkout-not-complete',
        'The checkout session is not paid yet',
      );
    }
    const subscription = session.subscription;
    if (session.mode !== 'subscription' || !subscription || typeof subscription === 'string') {
      throw new AppError('not-found', 'not-found', 'The checkout session has no subscription');
    }
    const checked = await this.guards.enforce(uid, subscription);
    const view = toSubscriptionView(checked, this.clock.now());
    await this.users.saveSubscription(uid, view);
    assertNotUndone(checked);
    return view;
  }

  /** Same caller, same request, same attempt → same key: Stripe replays the first session. */
  private idempotencyKey(
    input: CreateCheckoutInput,
    params: Stripe.Checkout.SessionCreateParams,
  ): string {
    const hash = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 24);
    const attempt =
      input.attemptKey ?? `w${Math.floor(this.clock.now().getTime() / DOUBLE_SUBMIT_WINDOW_MS)}`;
    return `checkout-${input.uid}-${hash}-${attempt}`;
  }
}
