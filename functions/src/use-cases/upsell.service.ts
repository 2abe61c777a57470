import type Stripe from 'stripe';
import { AppError, declineCode } from '../domain/app-error';
import { isCurrency } from '../domain/market.rules';
import type { PaymentRequired } from '../domain/payment-required';
import { REQUIRES_ACTION_MESSAGE } from '../domain/payment-required';
import { assertActionAllowed } from '../domain/subscription-actions.rules';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import { INVALID_PLAN_MESSAGE, upsellPrice, upsellTarget } from '../domain/upsell.rules';
import { assertNoRetentionDiscount } from '../domain/special-offer.rules';
import type { CataloguePrice } from '../domain/catalogue.rules';
import type { CatalogueService } from './catalogue.service';
import type { Clock } from '../adapters/clock/clock.port';
import type { CurrentSubscriptionService } from './current-subscription.service';
import { discountInfos, latestInvoiceCoupons } from '../adapters/stripe/stripe-discounts';

import type { UpsellPreview } from '../contract/api/upsell.answers';

export type { UpsellPreview };

/** How long an upsell preview's amount can be accepted (the offer screen stays open a while). */
export const UPSELL_PREVIEW_TTL_S = 60 * 60;

interface UpsellDecision {
  current: Awaited<ReturnType<CurrentSubscriptionService['load']>>;
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  price: CataloguePrice;
  inTrial: boolean;
}

export type UpsellResult =
  | { kind: 'applied'; subscription: SubscriptionView }
  | { kind: 'payment-required'; required: PaymentRequired };

/** The PaymentIntent of the latest invoice, expanded. */
const LATEST_INTENT = 'latest_invoice.payments.data.payment.payment_intent';
/** The discounts (of the subscription, and of the period being credited) with their coupons. */
const DISCOUNTS = [
  'discounts.source.coupon',
  'latest_invoice.total_discount_amounts.discount.source.coupon',
];

function latestIntent(subscription: Stripe.Subscription): Stripe.PaymentIntent | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return intent && typeof intent !== 'string' ? intent : null;
}

const idOf = (value: string | { id: string } | null): string =>
  value === null ? 'none' : typeof value === 'string' ? value : value.id;

/** A change waiting for 3-D Secure is answered with its own client secret, not charged again. */
function awaitingAuthentication(subscription: Stripe.Subscription): PaymentRequired | null {
  const intent = latestIntent(subscription);
  if (!subscription.pending_update || intent?.status !== 'requires_action') return null;
  if (!intent.client_secret) return null;
  return {
    code: 'requires_action',
    message: REQUIRES_ACTION_MESSAGE,
    clientSecret: intent.client_secret,
  };
}

const alreadyWaiting = (): AppError =>
  new AppError(
    'conflict',
    'upsell-awaiting-authentication',
    'The upgrade waits for card authentication',
  );

const invalidPlan = (): AppError =>
  new AppError('invalid', 'invalid-subscription-plan', INVALID_PLAN_MESSAGE);

/**
 * Spec 02 §4.11, decided on the server from the subscription itself: the new price comes from
 * the catalogue; the change is billed at once as a pending update, so it is applied only when
 * the invoice is paid (a decline leaves the subscription as it was).
 */
export class UpsellService {
  constructor(
    private readonly current: CurrentSubscriptionService,
    private readonly catalogue: CatalogueService,
    private readonly clock: Clock,
  ) {}

  /**
   * What accepting the upsell bills today, as Stripe computes it (its invoice preview): the new
   * plan, less the unused time of the current one (none in a trial). The screen shows this
   * amount, and the upgrade bills at the same `prorationDate`, so it charges exactly it.
   */
  async preview(uid: string): Promise<UpsellPreview> {
    const decision = await this.decide(uid);
    if ('required' in decision) throw alreadyWaiting();
    const { subscription, item, price, inTrial } = decision;
    const prorationDate = Math.floor(this.clock.now().getTime() / 1000);
    const invoice = await this.current.stripe().invoices.createPreview({
      customer: idOf(subscription.customer),
      subscription: subscription.id,
      subscription_details: {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'always_invoice',
        ...(inTrial ? { trial_end: 'now' as const } : { proration_date: prorationDate }),
      },
    });
    return {
      priceId: price.id,
      amountDue: invoice.amount_due,
      currency: invoice.currency,
      prorationDate,
    };
  }

  async upgrade(
    uid: string,
    requestedPriceId: string | undefined,
    prorationDate?: number,
  ): Promise<UpsellResult> {
    const decision = await this.decide(uid);
    if ('required' in decision) return { kind: 'payment-required', required: decision.required };
    const { current, subscription, item, price, inTrial } = decision;
    if (requestedPriceId !== undefined && requestedPriceId !== price.id) {
      throw new AppError(
        'invalid',
        'invalid-price',
        `The upgrade for this subscription is ${price.id}`,
      );
    }
    const at = inTrial ? undefined : this.checkedProrationDate(prorationDate, item);
    const updated = await this.current.stripe().subscriptions.update(
      subscription.id,
      {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
        ...(inTrial ? { trial_end: 'now' as const } : {}),
        ...(at !== undefined ? { proration_date: at } : {}),
        expand: [LATEST_INTENT],
      },
      {
        // A double click sends the same change from the same state: Stripe answers it once.
        idempotencyKey: `upsell-${subscription.id}-${item.price.id}-${price.id}-${idOf(subscription.latest_invoice)}`,
      },
    );
    if (updated.pending_update) return this.notPaid(updated);
    return { kind: 'applied', subscription: await this.current.refresh(uid, current) };
  }

  /** The subscription, its item and the catalogue price the upsell moves it to (spec 02 §4.11). */
  private async decide(uid: string): Promise<UpsellDecision | { required: PaymentRequired }> {
    const current = await this.current.loadExpanded(uid, [LATEST_INTENT, ...DISCOUNTS]);
    if (!('subscription' in current)) {
      throw new AppError(
        'conflict',
        'unsupported-provider',
        'The upgrade is only available for cards',
      );
    }
    assertActionAllowed('upsell', current.view);
    const { subscription } = current;
    if (subscription.status !== 'active' && subscription.status !== 'trialing') {
      throw new AppError(
        'conflict',
        'subscription-not-active',
        'The subscription has an unpaid invoice',
      );
    }
    const waiting = awaitingAuthentication(subscription);
    if (waiting) return { required: waiting };

    const item = subscription.items.data[0];
    if (!item || subscription.items.data.length !== 1) throw invalidPlan();
    const now = this.clock.now();
    assertNoRetentionDiscount({
      discounts: discountInfos(subscription),
      latestInvoiceCoupons: latestInvoiceCoupons(subscription),
      nowMs: now.getTime(),
    });
    const target = upsellTarget(
      {
        trialEnd: subscription.trial_end,
        priceId: item.price.id,
        group: item.price.metadata.group,
        currency: item.price.currency,
        interval: item.price.recurring?.interval ?? null,
        intervalCount: item.price.recurring?.interval_count ?? null,
        purchasedPriceId: subscription.metadata.priceId,
      },
      now,
    );
    if (!isCurrency(target.currency)) throw invalidPlan();
    const price = upsellPrice(await this.catalogue.activePrices(target.currency), target);
    const inTrial =
      subscription.trial_end !== null && subscription.trial_end * 1000 > now.getTime();
    return { current, subscription, item, price, inTrial };
  }

  /**
   * The time the shown amount was computed at: at most UPSELL_PREVIEW_TTL_S old and within the
   * current period (Stripe's rule); without one (an older client) the change is billed as of now.
   */
  private checkedProrationDate(
    prorationDate: number | undefined,
    item: Stripe.SubscriptionItem,
  ): number | undefined {
    if (prorationDate === undefined) return undefined;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (
      prorationDate > now ||
      now - prorationDate > UPSELL_PREVIEW_TTL_S ||
      prorationDate < item.current_period_start
    )
      throw new AppError(
        'conflict',
        'upsell-preview-expired',
        'The amount shown is out of date; reload the offer to see what is charged today',
      );
    return prorationDate;
  }

  /** 3-D Secure: the browser confirms and Stripe then applies the change; a decline is a 402. */
  private notPaid(updated: Stripe.Subscription): UpsellResult {
    const waiting = awaitingAuthentication(updated);
    if (waiting) return { kind: 'payment-required', required: waiting };
    const failure = latestIntent(updated)?.last_payment_error;
    throw new AppError(
      'payment-required',
      declineCode(failure?.code),
      failure?.message ?? 'The payment was declined; the plan was not changed',
    );
  }
}
