import { AppError } from '../../domain/app-error';
import { isCurrency } from '../../domain/market.rules';
import type { PaymentRequired } from '../../domain/payment-required';
import { assertActionAllowed } from '../../domain/subscription-actions.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { INVALID_PLAN_MESSAGE, upsellPrice, upsellTarget } from '../../domain/upsell.rules';
import { assertNoRetentionDiscount } from '../../domain/special-offer.rules';
import type { CataloguePrice } from '../../domain/catalogue.rules';
import type { CatalogueService } from './catalogue.service';
import type { Clock } from '../../adapters/clock/clock.port';
import type {
  PlanChanges,
  PlanChangeSubject,
  PlanItem,
} from '../../adapters/providers/plan-changes.port';
import type { CurrentSubscriptionService } from '../shared/current-subscription.service';

import type { UpsellPreview } from '../../contract/api/upsell.answers';

export type { UpsellPreview };

/** How long an upsell preview's amount can be accepted (the offer screen stays open a while). */
export const UPSELL_PREVIEW_TTL_S = 60 * 60;

interface UpsellDecision {
  subject: PlanChangeSubject;
  item: PlanItem;
  price: CataloguePrice;
  inTrial: boolean;
}

export type UpsellResult =
  | { kind: 'applied'; subscription: SubscriptionView }
  | { kind: 'payment-required'; required: PaymentRequired };

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
    private readonly planChanges: PlanChanges,
    private readonly clock: Clock,
  ) {}

  /**
   * What accepting the upsell bills today, as the provider computes it (its invoice preview): the
   * new plan, less the unused time of the current one (none in a trial). The screen shows this
   * amount, and the upgrade bills at the same `prorationDate`, so it charges exactly it.
   */
  async preview(uid: string): Promise<UpsellPreview> {
    const decision = await this.decide(uid);
    if ('required' in decision) throw alreadyWaiting();
    const { subject, price, inTrial } = decision;
    const prorationDate = Math.floor(this.clock.now().getTime() / 1000);
    const { amountDue, currency } = await this.planChanges.preview(subject, {
      priceId: price.id,
      inTrial,
      prorationDate,
    });
    return { priceId: price.id, amountDue, currency, prorationDate };
  }

  async upgrade(
    uid: string,
    requestedPriceId: string | undefined,
    prorationDate?: number,
  ): Promise<UpsellResult> {
    const decision = await this.decide(uid);
    if ('required' in decision) return { kind: 'payment-required', required: decision.required };
    const { subject, item, price, inTrial } = decision;
    if (requestedPriceId !== undefined && requestedPriceId !== price.id) {
      throw new AppError(
        'invalid',
        'invalid-price',
        `The upgrade for this subscription is ${price.id}`,
      );
    }
    const at = inTrial ? undefined : this.checkedProrationDate(prorationDate, item);
    const outcome = await this.planChanges.apply(subject, {
      priceId: price.id,
      inTrial,
      ...(at !== undefined ? { prorationDate: at } : {}),
    });
    if (outcome.kind === 'payment-required') return outcome;
    return {
      kind: 'applied',
      subscription: await this.current.refresh(uid, subject.subscription),
    };
  }

  /** The subscription, its item and the catalogue price the upsell moves it to (spec 02 §4.11). */
  private async decide(uid: string): Promise<UpsellDecision | { required: PaymentRequired }> {
    const subject = await this.current.loadStripeVia(uid, (id) => this.planChanges.retrieve(id));
    if (!subject) {
      throw new AppError(
        'conflict',
        'unsupported-provider',
        'The upgrade is only available for cards',
      );
    }
    const { view } = subject.subscription;
    assertActionAllowed('upsell', view);
    if (view.status !== 'active' && view.status !== 'trialing') {
      throw new AppError(
        'conflict',
        'subscription-not-active',
        'The subscription has an unpaid invoice',
      );
    }
    if (subject.awaitingAuthentication) return { required: subject.awaitingAuthentication };

    const { item } = subject;
    if (!item) throw invalidPlan();
    const now = this.clock.now();
    assertNoRetentionDiscount({
      discounts: subject.discounts,
      latestInvoiceCoupons: subject.latestInvoiceCoupons,
      nowMs: now.getTime(),
    });
    const target = upsellTarget(
      {
        trialEnd: view.trial_end,
        priceId: item.priceId,
        group: item.group,
        currency: item.currency,
        interval: item.interval,
        intervalCount: item.intervalCount,
        purchasedPriceId: view.metadata.priceId,
      },
      now,
    );
    if (!isCurrency(target.currency)) throw invalidPlan();
    const price = upsellPrice(await this.catalogue.activePrices(target.currency), target);
    const inTrial = view.trial_end !== null && view.trial_end * 1000 > now.getTime();
    return { subject, item, price, inTrial };
  }

  /**
   * The time the shown amount was computed at: at most UPSELL_PREVIEW_TTL_S old and within the
   * current period (Stripe's rule); without one (an older client) the change is billed as of now.
   */
  private checkedProrationDate(
    prorationDate: number | undefined,
    item: PlanItem,
  ): number | undefined {
    if (prorationDate === undefined) return undefined;
    const now = Math.floor(this.clock.now().getTime() / 1000);
    if (
      prorationDate > now ||
      now - prorationDate > UPSELL_PREVIEW_TTL_S ||
      prorationDate < item.periodStart
    )
      throw new AppError(
        'conflict',
        'upsell-preview-expired',
        'The amount shown is out of date; reload the offer to see what is charged today',
      );
    return prorationDate;
  }
}
