import { cancellationMail } from '../domain/cancellation-mail/cancellation-mail';
import { CANCELLATIONS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import { CancellationContractsService } from '../use-cases/cancellation/cancellation-contracts.service';
import type { CancellationScheduleService } from '../use-cases/shared/cancellation-schedule.service';
import type { PayPalCancellationHolds } from '../use-cases/shared/paypal-cancellation-hold.service';
import { CancellationRestoreService } from '../use-cases/cancellation/cancellation-restore.service';
import type { CurrentSubscriptionService } from '../use-cases/shared/current-subscription.service';
import { PayPalBindingsRepository } from '../use-cases/shared/paypal-bindings.repository';
import type { StripeSubscriptionProvider } from '../adapters/stripe/stripe-subscription-provider.adapter';
import { StripeSubscriptionsByEmail } from '../adapters/stripe/stripe-subscriptions-by-email.adapter';
import type { PayPalSubscriptionRecords } from '../adapters/paypal/paypal-subscription-records.port';
import { PayPalContractsFinder } from '../use-cases/cancellation/paypal-contracts-finder.service';
import { PublicCancellationService } from '../use-cases/cancellation/public-cancellation.service';
import type { UsersService } from '../use-cases/shared/users.service';
import { addressMailQuota } from './address-mail-quota';
import type { AppDeps } from './app-deps';

/** §312k cancellation without login; null without SMTP, the web origin or the link key. */
export interface CancellationUseCases {
  submit: PublicCancellationService;
  restore: CancellationRestoreService;
}

export function cancellationUseCases(
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
        quota: addressMailQuota(
          deps,
          'publicCancellation-email',
          CANCELLATIONS_PER_ADDRESS_PER_DAY,
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
