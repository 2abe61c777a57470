import { FileLegalTexts } from '../adapters/legal/file-legal-texts.adapter';
import { PayPalContractFacts } from '../adapters/paypal/paypal-contract-facts.adapter';
import { StripeContractFacts } from '../adapters/stripe/stripe-contract-facts.adapter';
import { contractMail } from '../domain/contract-mail/contract-mail';
import { ContractConfirmationService } from '../use-cases/shared/contract-confirmation.service';
import { ContractsRepository } from '../use-cases/shared/contracts.repository';
import { DatabaseRateLimiter } from '../adapters/database/database-rate-limiter.adapter';
import { RateLimitSweep } from '../use-cases/rate-limits/rate-limit-sweep.service';
import { CancellationScheduleService } from '../use-cases/shared/cancellation-schedule.service';
import { PayPalCancellationHolds } from '../use-cases/shared/paypal-cancellation-hold.service';
import { PayPalOrdersClient } from '../adapters/paypal/paypal-orders.client';
import { PayPalEbookService } from '../use-cases/purchase/paypal-ebook.service';
import { PayPalUpsellService } from '../use-cases/purchase/paypal-upsell.service';
import { PayPalRevisionsClient } from '../adapters/paypal/paypal-revisions.client';
import { PayPalCyclePricesClient } from '../adapters/paypal/paypal-cycle-prices.client';
import { CurrentSubscriptionService } from '../use-cases/shared/current-subscription.service';
import { ExperimentExposuresRepository } from '../use-cases/experiments/experiment-exposures.repository';
import { ExperimentsService } from '../use-cases/experiments/experiments.service';
import { FutokenService } from '../use-cases/accounts/futoken.service';
import { IapLogService } from '../use-cases/shared/iap-log.service';
import { PayPalBindingsRepository } from '../use-cases/shared/paypal-bindings.repository';
import { PayPalPausesRepository } from '../use-cases/shared/paypal-pauses.repository';
import { PayPalPauseResume } from '../use-cases/manage/paypal-pause-resume.service';
import { PayPalRestAdapter } from '../adapters/paypal/paypal-rest.adapter';
import { PayPalSubscriptionProvider } from '../adapters/paypal/paypal-subscription-provider.adapter';
import { StripeSubscriptionProvider } from '../adapters/stripe/stripe-subscription-provider.adapter';
import { StripeSpecialOffer } from '../adapters/stripe/stripe-special-offer.adapter';
import { PayPalSubscriptionsService } from '../use-cases/purchase/paypal-subscriptions.service';
import { PayPalTrialGuard } from '../use-cases/shared/paypal-trial-guard.service';
import { SpecialOfferService } from '../use-cases/manage/special-offer.service';
import { PayPalSpecialOfferService } from '../use-cases/manage/paypal-special-offer.service';
import { PayPalSpecialOffersRepository } from '../use-cases/shared/paypal-special-offers.repository';
import { ManageSubscriptionService } from '../use-cases/manage/manage-subscription.service';
import { TrialUsageRepository } from '../use-cases/shared/trial-usage.repository';
import { UsersService } from '../use-cases/shared/users.service';
import { WellhubService } from '../use-cases/wellhub/wellhub.service';
import type { AppDeps } from './app-deps';
import { cancellationUseCases } from './build-cancellation-use-cases';
import { withdrawalUseCases } from './build-withdrawal-use-cases';
import type { WithdrawalUseCases } from './build-withdrawal-use-cases';
import type { CancellationUseCases } from './build-cancellation-use-cases';
import { paymentUseCases, stripeParts } from './build-payment-use-cases';
import type { PaymentUseCases } from './build-payment-use-cases';
import { webhookUseCases } from './build-webhook-use-cases';
import { renewalUseCases } from './build-renewal-use-cases';
import type { RenewalUseCases } from './build-renewal-use-cases';
import type { WebhookUseCases } from './build-webhook-use-cases';

export type { CancellationUseCases, PaymentUseCases, WebhookUseCases };

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
  /** The e-book and the upsell for PayPal buyers: null without PayPal or the (Stripe) catalogue. */
  paypalEbook: PayPalEbookService | null;
  paypalUpsell: PayPalUpsellService | null;
  management: ManageSubscriptionService;
  offers: SpecialOfferService;
  /** null when PayPal is not configured. */
  paypalOfferPrices: PayPalSpecialOfferService | null;
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
  /** Art. 11a CRD withdrawal without login; null when its mail cannot be sent. */
  withdrawals: WithdrawalUseCases | null;
  /** Failed renewals: their mails, their outcome, and the signed card-update page. */
  renewals: RenewalUseCases;
  /** Every purchase's contract confirmation; the hourly job resends those still pending. */
  contractConfirmations: ContractConfirmationService;
}

/** Builds every use case once from the adapters; createApp hands the result to every route. */
export function buildUseCases(deps: AppDeps): UseCases {
  const { identity, database, clock, logger, paypal } = deps;
  // One trial register and one iapLog writer, whichever path (purchase, return, webhook) observes.
  const trials = new TrialUsageRepository(database);
  const paypalRest = paypal ? new PayPalRestAdapter(paypal) : null;
  const contractConfirmations = new ContractConfirmationService({
    database,
    clock,
    logger,
    contracts: new ContractsRepository(database),
    facts: {
      stripe: deps.stripe ? new StripeContractFacts(deps.stripe, clock) : null,
      paypal: paypalRest ? new PayPalContractFacts(paypalRest, clock) : null,
    },
    legal: deps.legalTexts ?? new FileLegalTexts(),
    mail:
      deps.mailer && deps.publicWebUrl
        ? { mailer: deps.mailer, compose: contractMail, webUrl: deps.publicWebUrl }
        : null,
  });
  const iapLog = new IapLogService(database, trials, contractConfirmations);
  const users = new UsersService(database, clock, iapLog);
  const parts = deps.stripe ? stripeParts(deps.stripe, trials, deps) : null;
  const bindings = new PayPalBindingsRepository(database);
  const providers = {
    stripe: deps.stripe ? new StripeSubscriptionProvider(deps.stripe, clock) : null,
    paypal: paypal ? new PayPalSubscriptionProvider(paypal, clock) : null,
  };
  const schedule = new CancellationScheduleService({ database, clock, providers });
  // Null when PayPal is not configured.
  const paypalPorts =
    providers.paypal && paypalRest
      ? {
          provider: providers.paypal,
          records: paypalRest,
          verification: paypalRest,
          refunds: paypalRest,
          sales: paypalRest,
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
  const paypalOffers = paypal
    ? new PayPalSpecialOfferService({
        prices: new PayPalCyclePricesClient(paypal),
        offers: new PayPalSpecialOffersRepository(database),
        bindings,
        clock,
        logger,
      })
    : null;
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
  const renewals = renewalUseCases(deps, parts, users);
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
        ? paymentUseCases(parts, users, current, providers.stripe, deps, contractConfirmations)
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
    paypalEbook:
      paypal && parts
        ? new PayPalEbookService({
            orders: new PayPalOrdersClient(paypal),
            catalogue: parts.catalogue,
            database,
            clock,
            logger,
            observer: contractConfirmations,
          })
        : null,
    paypalUpsell:
      paypal && paypalRest && parts
        ? new PayPalUpsellService({
            current,
            catalogue: parts.catalogue,
            revisions: new PayPalRevisionsClient(paypal),
            records: paypalRest,
            bindings,
            database,
            clock,
            offers: paypalOffers,
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
      paypalOffers,
    ),
    paypalOfferPrices: paypalOffers,
    webhooks: webhookUseCases(
      deps,
      parts,
      bindings,
      iapLog,
      schedule,
      holds,
      trialGuard,
      paypalPorts,
      renewals,
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
    contractConfirmations,
    renewals,
    withdrawals: withdrawalUseCases(
      deps,
      iapLog,
      providers,
      paypalPorts && paypal
        ? {
            refunds: paypalPorts.refunds,
            records: paypalPorts.records,
            revisions: new PayPalRevisionsClient(paypal),
            provider: paypalPorts.provider,
            bindings,
          }
        : null,
    ),
  };
}
