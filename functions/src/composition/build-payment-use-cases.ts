import type Stripe from 'stripe';
import { StripeCoupons } from '../adapters/stripe/stripe-coupons.adapter';
import { StripePurchaseAttempts } from '../adapters/stripe/stripe-purchase-attempts.adapter';
import { StripePurchaseCustomers } from '../adapters/stripe/stripe-purchase-customers.adapter';
import { StripeSubscriptionCreation } from '../adapters/stripe/stripe-subscription-creation.adapter';
import { StripeHostedCheckout } from '../adapters/stripe/stripe-hosted-checkout.adapter';
import { StripeObservedSubscriptions } from '../adapters/stripe/stripe-observed-subscriptions.adapter';
import { StripePriceCatalogue } from '../adapters/stripe/stripe-price-catalogue.adapter';
import { StripeOneOffPayments } from '../adapters/stripe/stripe-one-off-payments.adapter';
import { CatalogueService } from '../use-cases/purchase/catalogue.service';
import { CheckoutSessionsService } from '../use-cases/purchase/checkout-sessions.service';
import type { CurrentSubscriptionService } from '../use-cases/shared/current-subscription.service';
import type { PurchaseObserver } from '../use-cases/shared/iap-log.service';
import { EbookService } from '../use-cases/purchase/ebook.service';
import type { StripeSubscriptionProvider } from '../adapters/stripe/stripe-subscription-provider.adapter';
import { StripePlanChanges } from '../adapters/stripe/stripe-plan-changes.adapter';
import { PurchasePlanner } from '../use-cases/purchase/purchase-planner.service';
import { StripeCustomersService } from '../use-cases/shared/stripe-customers.service';
import { StripeDuplicateGuard } from '../use-cases/shared/stripe-duplicate-guard.service';
import { StripePendingPurchases } from '../use-cases/purchase/stripe-pending-purchases.service';
import { StripeResumeGuard } from '../use-cases/shared/stripe-resume-guard.service';
import { StripeSubscriptionGuards } from '../use-cases/shared/stripe-subscription-guards';
import { StripeTrialGuard } from '../use-cases/shared/stripe-trial-guard.service';
import { SubscriptionsService } from '../use-cases/purchase/subscriptions.service';
import type { TrialUsageRepository } from '../use-cases/shared/trial-usage.repository';
import { UpsellService } from '../use-cases/purchase/upsell.service';
import type { UsersService } from '../use-cases/shared/users.service';
import type { AppDeps } from './app-deps';

/** What needs Stripe: null as a whole when STRIPE_SECRET_KEY is not configured. */
export interface PaymentUseCases {
  /** The checkout screen's and the upsell's prices, cached for a minute in this one instance. */
  catalogue: CatalogueService;
  subscriptions: SubscriptionsService<Stripe.Subscription>;
  checkout: CheckoutSessionsService<Stripe.Subscription>;
  upsell: UpsellService;
  ebook: EbookService;
}

/** The parts of a Stripe purchase that the card, Checkout, PayPal and webhook paths share. */
export function stripeParts(
  stripe: Stripe,
  trials: TrialUsageRepository,
  { database, clock, logger }: AppDeps,
) {
  const catalogue = new CatalogueService(new StripePriceCatalogue(stripe), clock);
  const customers = new StripeCustomersService(
    new StripePurchaseCustomers(stripe),
    database,
    logger,
  );
  const pending = new StripePendingPurchases(new StripePurchaseAttempts(stripe), logger);
  const planner = new PurchasePlanner(
    catalogue,
    customers,
    database,
    clock,
    trials,
    pending,
    new StripeCoupons(stripe),
  );
  const observed = new StripeObservedSubscriptions(stripe, clock);
  const guards = new StripeSubscriptionGuards(
    observed,
    new StripeTrialGuard(observed, trials, clock, logger),
    new StripeDuplicateGuard(observed, database, logger),
    new StripeResumeGuard(observed, logger),
  );
  return { stripe, catalogue, customers, pending, planner, observed, guards };
}
export type StripeParts = ReturnType<typeof stripeParts>;

export function paymentUseCases(
  parts: StripeParts,
  users: UsersService,
  current: CurrentSubscriptionService,
  subscriptions: StripeSubscriptionProvider,
  { database, clock, logger }: AppDeps,
  purchases: PurchaseObserver,
): PaymentUseCases {
  const { stripe, catalogue, customers, pending, planner, observed, guards } = parts;
  return {
    catalogue,
    subscriptions: new SubscriptionsService(
      observed,
      new StripeSubscriptionCreation(stripe),
      planner,
      customers,
      users,
      database,
      guards,
      pending,
    ),
    checkout: new CheckoutSessionsService(
      new StripeHostedCheckout(stripe),
      observed,
      planner,
      users,
      clock,
      guards,
      pending,
    ),
    upsell: new UpsellService(
      current,
      catalogue,
      new StripePlanChanges(stripe, subscriptions),
      clock,
    ),
    ebook: new EbookService(
      new StripeOneOffPayments(stripe),
      catalogue,
      customers,
      users,
      database,
      logger,
      clock,
      purchases,
    ),
  };
}
