import type Stripe from 'stripe';
import { AttemptQuota } from '../adapters/database/attempt-quota.adapter';
import { DatabaseRateLimiter } from '../adapters/database/database-rate-limiter.adapter';
import { RateLimitSweep } from '../use-cases/rate-limit-sweep.service';
import { StripeCoupons } from '../adapters/stripe/stripe-coupons.adapter';
import { StripePurchaseAttempts } from '../adapters/stripe/stripe-purchase-attempts.adapter';
import { StripePurchaseCustomers } from '../adapters/stripe/stripe-purchase-customers.adapter';
import { StripeSubscriptionCreation } from '../adapters/stripe/stripe-subscription-creation.adapter';
import { StripeHostedCheckout } from '../adapters/stripe/stripe-hosted-checkout.adapter';
import { StripeObservedSubscriptions } from '../adapters/stripe/stripe-observed-subscriptions.adapter';
import { StripePriceCatalogue } from '../adapters/stripe/stripe-price-catalogue.adapter';
import { StripeOneOffPayments } from '../adapters/stripe/stripe-one-off-payments.adapter';
import { cancellationMail } from '../domain/cancellation-mail/cancellation-mail';
import { CANCELLATIONS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import { CancellationContractsService } from '../use-cases/cancellation-contracts.service';
import { CancellationScheduleService } from '../use-cases/cancellation-schedule.service';
import { PayPalCancellationHolds } from '../use-cases/paypal-cancellation-hold.service';
import { CancellationRestoreService } from '../use-cases/cancellation-restore.service';
import { CatalogueService } from '../use-cases/catalogue.service';
import { CheckoutSessionsService } from '../use-cases/checkout-sessions.service';
import { CurrentSubscriptionService } from '../use-cases/current-subscription.service';
import { EbookService } from '../use-cases/ebook.service';
import { ExperimentExposuresRepository } from '../use-cases/experiment-exposures.repository';
import { ExperimentsService } from '../use-cases/experiments.service';
import { FutokenService } from '../use-cases/futoken.service';
import { IapLogService } from '../use-cases/iap-log.service';
import { PaymentLedgerRepository } from '../use-cases/payment-ledger.repository';
import { PayPalBindingsRepository } from '../use-cases/paypal-bindings.repository';
import { PayPalPausesRepository } from '../use-cases/paypal-pauses.repository';
import { PayPalPauseResume } from '../use-cases/paypal-pause-resume.service';
import { PayPalRestAdapter } from '../adapters/paypal/paypal-rest.adapter';
import { PayPalSubscriptionProvider } from '../adapters/paypal/paypal-subscription-provider.adapter';
import { StripeSubscriptionProvider } from '../adapters/stripe/stripe-subscription-provider.adapter';
import { StripeSpecialOffer } from '../adapters/stripe/stripe-special-offer.adapter';
import { StripePlanChanges } from '../adapters/stripe/stripe-plan-changes.adapter';
import { StripeCardWebhooks } from '../adapters/stripe/stripe-card-webhooks.adapter';
import { StripeSubscriptionsByEmail } from '../adapters/stripe/stripe-subscriptions-by-email.adapter';
import { PayPalSubscriptionsService } from '../use-cases/paypal-subscriptions.service';
import type { PayPalWebhookPorts } from '../use-cases/paypal-webhook.service';
import { PayPalWebhookService } from '../use-cases/paypal-webhook.service';
import type { PayPalSubscriptionRecords } from '../adapters/paypal/paypal-subscription-records.port';
import { PayPalTransmissionsRepository } from '../use-cases/paypal-transmissions.repository';
import { PayPalTrialGuard } from '../use-cases/paypal-trial-guard.service';
import { PayPalContractsFinder } from '../use-cases/paypal-contracts-finder.service';
import { PublicCancellationService } from '../use-cases/public-cancellation.service';
import { PurchasePlanner } from '../use-cases/purchase-planner.service';
import { SpecialOfferService } from '../use-cases/special-offer.service';
import { StripeCustomersService } from '../use-cases/stripe-customers.service';
import { StripeDuplicateGuard } from '../use-cases/stripe-duplicate-guard.service';
import { StripePendingPurchases } from '../use-cases/stripe-pending-purchases.service';
import { StripeResumeGuard } from '../use-cases/stripe-resume-guard.service';
import { StripeSubscriptionGuards } from '../use-cases/stripe-subscription-guards';
import { StripeTrialGuard } from '../use-cases/stripe-trial-guard.service';
import { StripeWebhookService } from '../use-cases/stripe-webhook.service';
import { ManageSubscriptionService } from '../use-cases/manage-subscription.service';
import { SubscriptionsService } from '../use-cases/subscriptions.service';
import { TrialUsageRepository } from '../use-cases/trial-usage.repository';
import { UpsellService } from '../use-cases/upsell.service';
import { UsersService } from '../use-cases/users.service';
import { WebhookEventsRepository } from '../use-cases/webhook-events.repository';
import { WebhookInbox } from '../use-cases/webhook-inbox.service';
import { WellhubService } from '../use-cases/wellhub.service';
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

export interface WebhookUseCases {
  inbox: WebhookInbox;
  /** null when Stripe or STRIPE_WEBHOOK_SECRET is not configured. */
  stripe: StripeWebhookService<Stripe.Subscription> | null;
  /** null when PayPal or PAYPAL_WEBHOOK_ID is not configured. */
  paypal: PayPalWebhookService | null;
}

const DAY_SECONDS = 86_400;

/** §312k cancellation without login; null without SMTP, the web origin or the link key. */
export interface CancellationUseCases {
  submit: PublicCancellationService;
  restore: CancellationRestoreService;
}

/** A counter of attempts per key, kept in the shared database (rate limits). */
export type AttemptCounterFactory = (options: {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}) => DatabaseRateLimiter;

/** Every use case of the API, each built once per app (so one price cache, one customer lookup). */
export interface UseCases {
  users: UsersService;
  wellhub: WellhubService;
  /** null when FUTOKEN_SECRET is not configured. */
  futokens: FutokenService | null;
  payments: PaymentUseCases | null;
  /** null when PayPal is not configured: the checkout screen offers no PayPal button. */
  paypal: PayPalSubscriptionsService | null;
  management: ManageSubscriptionService;
  offers: SpecialOfferService;
  webhooks: WebhookUseCases;
  experiments: ExperimentsService;
  cancellations: CancellationUseCases | null;
  /** The hourly final cancel of PayPal contracts held for a §312k cancellation. */
  cancellationHolds: PayPalCancellationHolds;
  /** The hourly reactivation of PayPal subscriptions whose pause has ended. */
  pauseEnds: PayPalPauseResume;
  attemptCounter: AttemptCounterFactory;
  /** The hourly deletion of expired rate-limit counters. */
  rateLimitSweep: RateLimitSweep;
}

/** The parts of a Stripe purchase that the card, Checkout, PayPal and webhook paths share. */
function stripeParts(
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
type StripeParts = ReturnType<typeof stripeParts>;

function paymentUseCases(
  parts: StripeParts,
  users: UsersService,
  current: CurrentSubscriptionService,
  subscriptions: StripeSubscriptionProvider,
  { database, clock, logger }: AppDeps,
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
    ),
  };
}

function webhookUseCases(
  deps: AppDeps,
  parts: StripeParts | null,
  bindings: PayPalBindingsRepository,
  iapLog: IapLogService,
  schedule: CancellationScheduleService,
  holds: PayPalCancellationHolds,
  trialGuard: PayPalTrialGuard | null,
  paypal: PayPalWebhookPorts | null,
): WebhookUseCases {
  const { database, clock, logger } = deps;
  const { stripeSecret, paypalWebhookId } = deps.webhooks ?? {};
  const ledger = new PaymentLedgerRepository(database);
  return {
    inbox: new WebhookInbox(new WebhookEventsRepository(database, clock), logger),
    stripe:
      parts && stripeSecret
        ? new StripeWebhookService({
            webhooks: new StripeCardWebhooks(parts.stripe, stripeSecret),
            subscriptions: parts.observed,
            payments: new StripeOneOffPayments(parts.stripe),
            guards: parts.guards,
            iapLog,
            ledger,
            schedule,
            clock,
          })
        : null,
    paypal:
      paypal && paypalWebhookId && trialGuard
        ? new PayPalWebhookService(
            paypal,
            paypalWebhookId,
            iapLog,
            bindings,
            clock,
            database,
            ledger,
            holds,
            new PayPalTransmissionsRepository(database, clock),
            trialGuard,
          )
        : null,
  };
}

function cancellationUseCases(
  deps: AppDeps,
  current: CurrentSubscriptionService,
  users: UsersService,
  schedule: CancellationScheduleService,
  holds: PayPalCancellationHolds,
  stripeProvider: StripeSubscriptionProvider | null,
  paypalRecords: PayPalSubscriptionRecords | null,
): CancellationUseCases | null {
  const { mailer, publicWebUrl, cancellationLinkSecret: linkSecret } = deps;
  if (!mailer || !publicWebUrl || !linkSecret) return null;
  const { database, clock, logger, identity } = deps;
  const contracts = new CancellationContractsService({
    identity,
    current,
    users,
    stripeContracts:
      deps.stripe && stripeProvider
        ? new StripeSubscriptionsByEmail(deps.stripe, stripeProvider)
        : null,
    clock,
    schedule,
    holds,
    paypalContracts: new PayPalContractsFinder({
      bindings: new PayPalBindingsRepository(database),
      paypal: paypalRecords,
    }),
  });
  return {
    submit: new PublicCancellationService({
      database,
      clock,
      logger,
      contracts,
      mail: {
        mailer,
        quota: new AttemptQuota(
          new DatabaseRateLimiter({
            database,
            clock,
            logger,
            keyPrefix: 'publicCancellation-email',
            points: CANCELLATIONS_PER_ADDRESS_PER_DAY,
            duration: DAY_SECONDS,
          }),
        ),
        compose: cancellationMail,
        webUrl: publicWebUrl,
        linkSecret,
      },
    }),
    restore: new CancellationRestoreService({
      database,
      clock,
      current,
      users,
      schedule,
      holds,
      linkSecret,
    }),
  };
}

/** Builds every use case once from the adapters; createApp hands the result to every route. */
export function buildUseCases(deps: AppDeps): UseCases {
  const { identity, database, clock, logger, paypal } = deps;
  // One trial register and one iapLog writer, whichever path (purchase, return, webhook) observes.
  const trials = new TrialUsageRepository(database);
  const iapLog = new IapLogService(database, trials);
  const users = new UsersService(database, clock, iapLog);
  const parts = deps.stripe ? stripeParts(deps.stripe, trials, deps) : null;
  const bindings = new PayPalBindingsRepository(database);
  const providers = {
    stripe: deps.stripe ? new StripeSubscriptionProvider(deps.stripe, clock) : null,
    paypal: paypal ? new PayPalSubscriptionProvider(paypal, clock) : null,
  };
  const schedule = new CancellationScheduleService({ database, clock, providers });
  const paypalRest = paypal ? new PayPalRestAdapter(paypal) : null;
  // Null when PayPal is not configured.
  const paypalPorts =
    providers.paypal && paypalRest
      ? {
          provider: providers.paypal,
          records: paypalRest,
          verification: paypalRest,
          refunds: paypalRest,
        }
      : null;
  const holds = new PayPalCancellationHolds({
    schedule,
    paypal: paypalPorts,
    database,
    clock,
    logger,
  });
  const pauses = new PayPalPausesRepository(database);
  const current = new CurrentSubscriptionService({
    providers,
    pauses,
    holds,
    customers: parts?.customers ?? null,
    bindings,
    users,
    database,
    clock,
  });
  const trialGuard = paypalPorts
    ? new PayPalTrialGuard({
        paypal: paypalPorts.provider,
        usage: trials,
        bindings,
        database,
        clock,
        logger,
      })
    : null;
  const futokenSecret = deps.futokenSecret;
  return {
    users,
    wellhub: new WellhubService({
      database,
      users,
      identity,
      clock,
      logger,
      mail:
        deps.mailer && deps.publicWebUrl && deps.cancellationLinkSecret
          ? {
              mailer: deps.mailer,
              webUrl: deps.publicWebUrl,
              linkSecret: deps.cancellationLinkSecret,
            }
          : null,
      partner: deps.wellhubPartner ?? null,
    }),
    futokens: futokenSecret ? new FutokenService(futokenSecret, identity, clock, logger) : null,
    payments:
      parts && providers.stripe
        ? paymentUseCases(parts, users, current, providers.stripe, deps)
        : null,
    paypal:
      paypalPorts && trialGuard
        ? new PayPalSubscriptionsService({
            paypal: paypalPorts.records,
            trialGuard,
            users,
            bindings,
            database,
            clock,
            planner: parts?.planner ?? null,
          })
        : null,
    management: new ManageSubscriptionService(current, clock, pauses, holds),
    cancellationHolds: holds,
    pauseEnds: new PayPalPauseResume({
      pauses,
      provider: providers.paypal,
      current,
      schedule,
      clock,
      logger,
    }),
    offers: new SpecialOfferService(
      current,
      deps.stripe && providers.stripe
        ? new StripeSpecialOffer(deps.stripe, providers.stripe)
        : null,
      database,
      clock,
    ),
    webhooks: webhookUseCases(
      deps,
      parts,
      bindings,
      iapLog,
      schedule,
      holds,
      trialGuard,
      paypalPorts,
    ),
    experiments: new ExperimentsService(
      new ExperimentExposuresRepository(database),
      deps.experimentDefinitions ?? null,
      clock,
      logger,
    ),
    cancellations: cancellationUseCases(
      deps,
      current,
      users,
      schedule,
      holds,
      providers.stripe,
      paypalPorts?.records ?? null,
    ),
    attemptCounter: (options) => new DatabaseRateLimiter({ database, clock, logger, ...options }),
    rateLimitSweep: new RateLimitSweep(database, clock),
  };
}
