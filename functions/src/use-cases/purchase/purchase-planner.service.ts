import {
  hasActiveSubscription,
  hasLiveStripeSubscription,
} from '../../domain/active-subscription.rules';
import { AppError } from '../../domain/app-error';
import {
  type CataloguePrice,
  type SubscriptionPlan,
  firstPeriodCoupon,
  planSubscription,
} from '../../domain/catalogue.rules';
import type { CatalogueService } from './catalogue.service';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { CustomerSubscription } from '../../adapters/purchases/purchase-customers.port';
import type { FirstPeriodCoupons } from '../../adapters/purchases/first-period-coupons.port';
import type { StripeCustomersService } from '../shared/stripe-customers.service';
import type { StripePendingPurchases } from './stripe-pending-purchases.service';
import type { TrialUsageRepository } from '../shared/trial-usage.repository';
import { userPath } from '../shared/users.service';

export interface PurchaseRequest {
  uid: string;
  email: string;
  priceId: string;
  trialId?: string;
  withDiscount: boolean;
}

/**
 * What every new purchase (embedded form, hosted Checkout or PayPal) decides the same way: the price and
 * trial from the catalogue, the discount only when granted, no second active subscription
 * (spec 02 §4.3), no second trial for a uid or customer that had one, and the one Stripe
 * customer of the user.
 */
const trialAlreadyUsed = (): AppError =>
  new AppError('conflict', 'trial-already-used', 'The user already had a trial');

const alreadySubscribed = (): AppError =>
  new AppError('conflict', 'already-subscribed', 'The user already has an active subscription');

/** A new purchase at Stripe as planned: what is sold, to which customer, beside what it has. */
export interface StripePurchase {
  plan: SubscriptionPlan;
  customer: string;
  /** Every subscription of the customer at Stripe, ended ones included; none of them live. */
  existing: CustomerSubscription[];
}

export class PurchasePlanner {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly customers: StripeCustomersService,
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly trials: TrialUsageRepository,
    private readonly pending: StripePendingPurchases,
    private readonly coupons: FirstPeriodCoupons,
  ) {}

  /**
   * The start of every new subscription at Stripe (card form and hosted Checkout): plan it, get or
   * create the user's one customer, and refuse while that customer has a live subscription at
   * Stripe (spec 02 §4.3: paid a moment ago, its record not arrived yet). `withFirstPayment`
   * lists the customer's subscriptions with how their first invoice is paid.
   */
  async startStripePurchase(
    input: PurchaseRequest,
    options?: { withFirstPayment: boolean },
  ): Promise<StripePurchase> {
    const plan = await this.decide(input);
    const customer = await this.customers.customerFor(input.uid, input.email);
    // The customer may be found by its e-mail only now: it may have had a trial too.
    if (plan.trial && (await this.trials.hasHadTrial(input.uid, customer)))
      throw trialAlreadyUsed();
    await this.coupons.ensure(firstPeriodCoupon(plan));
    return { plan, customer, existing: await this.noneLive(customer, options) };
  }

  /** What may be sold to this user (any provider): catalogue rules, then spec 02 §4.3. */
  async decide(input: Omit<PurchaseRequest, 'email'>): Promise<SubscriptionPlan> {
    const price = await this.lookUp(
      input.priceId,
      new AppError('invalid', 'invalid-price', 'Unknown price'),
    );
    const trial = input.trialId
      ? await this.lookUp(input.trialId, new AppError('invalid', 'invalid-trial', 'Unknown trial'))
      : null;
    const plan = planSubscription(price, trial, input.withDiscount);
    if (!(await this.isPurchaseAvailable(input.uid))) throw alreadySubscribed();
    if (plan.trial && !(await this.isTrialAvailable(input.uid))) throw trialAlreadyUsed();
    return plan;
  }

  /**
   * For a purchase at another provider (PayPal): the person's Stripe customer, if any, has no live
   * subscription at Stripe either (paid a moment ago, its record not arrived yet), and no earlier
   * Stripe attempt can still be paid (a second tab).
   */
  async clearStripeForAnotherProvider(uid: string): Promise<void> {
    const customer = await this.customers.storedCustomerId(uid);
    if (!customer) return;
    await this.pending.supersede(customer, {}, await this.noneLive(customer));
  }

  /** One trial per person: the checkout screen offers the trial only to whom the server would sell it. */
  async isTrialAvailable(uid: string): Promise<boolean> {
    const customer = await this.customers.storedCustomerId(uid);
    return !(await this.trials.hasHadTrial(uid, customer));
  }

  /** Spec 02 §4.3 over the whole record (partner status, subscription, latest iapLog entry). */
  async isPurchaseAvailable(uid: string): Promise<boolean> {
    return !hasActiveSubscription(await this.database.get(userPath(uid)), this.clock.now());
  }

  /** The customer's subscriptions at Stripe; 409 already-subscribed when one of them is live. */
  private async noneLive(
    customer: string,
    options?: { withFirstPayment: boolean },
  ): Promise<CustomerSubscription[]> {
    const subscriptions = await this.customers.subscriptionsOf(customer, options);
    const states = subscriptions.map(({ status, paused }) => ({
      status,
      pause_collection: paused || null,
    }));
    if (hasLiveStripeSubscription(states)) throw alreadySubscribed();
    return subscriptions;
  }

  private async lookUp(priceId: string, unknown: AppError): Promise<CataloguePrice> {
    const price = await this.catalogue.price(priceId);
    if (!price) throw unknown;
    return price;
  }
}
