import { z } from 'zod';
import { AppError } from '../../domain/app-error';
import { isCurrency } from '../../domain/market.rules';
import { PAYPAL_PLANS, paypalPlanIdFor } from '../../domain/paypal-plan-catalogue';
import { assertActionAllowed } from '../../domain/subscription-actions.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { INVALID_PLAN_MESSAGE, upsellPrice, upsellTarget } from '../../domain/upsell.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { PayPalRevisions } from '../../adapters/paypal/paypal-revisions.port';
import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from '../shared/current-subscription.service';
import type { CatalogueService } from './catalogue.service';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import type { PayPalUpsellPreview } from '../../contract/api/upsell.answers';

/** paypalRevisions/{subscriptionId}: the upsell asked of PayPal, and when the buyer consented. */
const revisionSchema = z.object({
  uid: z.string(),
  planId: z.string(),
  priceId: z.string(),
  requestedAt: z.string(),
  approvedAt: z.string().optional(),
});
type Revision = z.infer<typeof revisionSchema>;
const revisionPath = (subscriptionId: string) => `paypalRevisions/${subscriptionId}`;

interface Decision {
  current: CurrentSubscription;
  planId: string;
  priceId: string;
  amount: number;
  currency: string;
  startsAt: number;
}

const invalidPlan = () =>
  new AppError('invalid', 'invalid-subscription-plan', INVALID_PLAN_MESSAGE);

/**
 * Spec 02 §4.11 for a PayPal subscription: the same longer plan as for a card, as a revision of
 * the PayPal subscription to that plan's standard (full-price) PayPal plan. PayPal asks the buyer's
 * consent and bills the new plan from the next billing date, without proration: nothing is charged
 * today, and the screen says what is charged and when (the preview).
 */
export class PayPalUpsellService {
  constructor(
    private readonly deps: {
      current: CurrentSubscriptionService;
      catalogue: CatalogueService;
      revisions: PayPalRevisions;
      records: PayPalSubscriptionRecords;
      bindings: Pick<PayPalBindingsRepository, 'markRevision'>;
      database: Database;
      clock: Clock;
      /** A retention offer's lowered price (a revision would drop it before its end). */
      offers?: { lowered(subscriptionId: string): Promise<boolean> } | null;
    },
  ) {}

  async preview(uid: string): Promise<PayPalUpsellPreview> {
    const { priceId, amount, currency, startsAt } = await this.decide(uid);
    return { priceId, amount, currency, startsAt };
  }

  /** The PayPal button's createSubscription: revises it; the window then asks consent. */
  async revise(
    uid: string,
    requestedPriceId: string | undefined,
  ): Promise<{ subscriptionId: string }> {
    const decision = await this.decide(uid);
    if (requestedPriceId !== undefined && requestedPriceId !== decision.priceId)
      throw new AppError(
        'invalid',
        'invalid-price',
        `The upgrade for this subscription is ${decision.priceId}`,
      );
    const { current, planId, priceId } = decision;
    const revision: Revision = {
      uid,
      planId,
      priceId,
      requestedAt: this.deps.clock.now().toISOString(),
    };
    await this.deps.database.set(revisionPath(current.id), revision);
    // Before PayPal is asked: the webhook of the consent must find the new plan the server's.
    await this.deps.bindings.markRevision(current.id, planId);
    await this.deps.revisions.revise(current.id, planId);
    return { subscriptionId: current.id };
  }

  /** onApprove: PayPal shows the new plan once the buyer consented; the record follows it. */
  async confirm(uid: string): Promise<SubscriptionView> {
    const current = await this.payPalSubscription(uid);
    const revision = await this.revision(current.id);
    if (!revision || revision.uid !== uid)
      throw new AppError('not-found', 'not-found', 'No plan change was asked');
    const atPayPal = await this.deps.records.get(current.id);
    if (atPayPal?.plan_id !== revision.planId)
      throw new AppError(
        'conflict',
        'paypal-not-approved',
        'PayPal has no consent to the plan change yet',
      );
    if (!revision.approvedAt)
      await this.deps.database.update(revisionPath(current.id), {
        approvedAt: this.deps.clock.now().toISOString(),
      });
    return this.deps.current.refresh(uid, current);
  }

  private async decide(uid: string): Promise<Decision> {
    const current = await this.payPalSubscription(uid);
    const { view } = current;
    assertActionAllowed('upsell', view);
    if (view.status !== 'active' && view.status !== 'trialing')
      throw new AppError(
        'conflict',
        'subscription-not-active',
        'The subscription has an unpaid payment',
      );
    if ((await this.revision(current.id))?.approvedAt)
      throw new AppError('conflict', 'already-upgraded', 'The subscription was already upgraded');
    if (await this.deps.offers?.lowered(current.id))
      throw new AppError(
        'conflict',
        'special-offer-active',
        'The upgrade is available once the special offer period has ended',
      );
    const entry = view.plan.id ? PAYPAL_PLANS.get(view.plan.id) : undefined;
    if (!entry) throw invalidPlan();
    const now = this.deps.clock.now();
    const target = upsellTarget(
      {
        trialEnd: view.trial_end,
        priceId: `price_${entry.group}_${entry.model}_${entry.currency}`,
        group: entry.group,
        currency: entry.currency,
        interval: view.plan.interval,
        intervalCount: view.plan.interval_count,
        purchasedPriceId: undefined,
      },
      now,
    );
    if (!isCurrency(target.currency)) throw invalidPlan();
    const price = upsellPrice(await this.deps.catalogue.activePrices(target.currency), target);
    const planId = paypalPlanIdFor(target.group, target.model, target.currency);
    const startsAt = view.trial_end ?? view.current_period_end;
    if (!planId || price.unit_amount === null || startsAt === null) throw invalidPlan();
    return {
      current,
      planId,
      priceId: price.id,
      amount: price.unit_amount,
      currency: price.currency,
      startsAt,
    };
  }

  private async payPalSubscription(uid: string): Promise<CurrentSubscription> {
    const current = await this.deps.current.load(uid);
    if (current.provider !== 'paypal')
      throw new AppError(
        'conflict',
        'unsupported-provider',
        'This upgrade is for PayPal subscriptions',
      );
    return current;
  }

  private async revision(subscriptionId: string): Promise<Revision | null> {
    const parsed = revisionSchema.safeParse(
      await this.deps.database.get(revisionPath(subscriptionId)),
    );
    return parsed.success ? parsed.data : null;
  }
}
