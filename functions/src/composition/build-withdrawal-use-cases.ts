import type { PayPalRefunds } from '../adapters/paypal/paypal-refunds.port';
import { PayPalWithdrawalMoney } from '../adapters/paypal/paypal-withdrawal-money.adapter';
import type { SubscriptionProvider } from '../adapters/providers/subscription-provider.port';
import { StripeWithdrawalMoney } from '../adapters/stripe/stripe-withdrawal-money.adapter';
import { WITHDRAWALS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import {
  withdrawalCarriedOutMail,
  withdrawalReceivedMail,
} from '../domain/withdrawal-mail/withdrawal-mail';
import { ContractsRepository } from '../use-cases/shared/contracts.repository';
import type { IapLogService } from '../use-cases/shared/iap-log.service';
import { WithdrawalExecutionService } from '../use-cases/withdrawal/withdrawal-execution.service';
import { WithdrawalStopService } from '../use-cases/withdrawal/withdrawal-stop.service';
import { WithdrawalSubmissionService } from '../use-cases/withdrawal/withdrawal-submission.service';
import { WithdrawalsRepository } from '../use-cases/withdrawal/withdrawals.repository';
import { addressMailQuota } from './address-mail-quota';
import type { AppDeps } from './app-deps';

/** Art. 11a CRD withdrawal without login; null without SMTP, the web origin or the link key. */
export interface WithdrawalUseCases {
  submit: WithdrawalSubmissionService;
  stop: WithdrawalStopService;
  /** The hourly job that carries out the withdrawals due. */
  execution: WithdrawalExecutionService;
}

export function withdrawalUseCases(
  deps: AppDeps,
  iapLog: IapLogService,
  providers: { stripe: SubscriptionProvider | null; paypal: SubscriptionProvider | null },
  paypalRefunds: PayPalRefunds | null,
): WithdrawalUseCases | null {
  const { mailer, publicWebUrl, cancellationLinkSecret: linkSecret } = deps;
  if (!mailer || !publicWebUrl || !linkSecret) return null;
  const { database, clock, logger } = deps;
  const contracts = new ContractsRepository(database);
  const withdrawals = new WithdrawalsRepository(database);
  return {
    submit: new WithdrawalSubmissionService({
      database,
      clock,
      logger,
      contracts,
      withdrawals,
      mail: {
        mailer,
        quota: addressMailQuota(deps, 'publicWithdrawal-email', WITHDRAWALS_PER_ADDRESS_PER_DAY),
        composeReceived: withdrawalReceivedMail,
        webUrl: publicWebUrl,
        linkSecret,
      },
    }),
    stop: new WithdrawalStopService({ clock, logger, withdrawals, linkSecret }),
    execution: new WithdrawalExecutionService({
      database,
      clock,
      logger,
      withdrawals,
      contracts,
      providers,
      money: {
        stripe: deps.stripe ? new StripeWithdrawalMoney(deps.stripe) : null,
        paypal: paypalRefunds ? new PayPalWithdrawalMoney(paypalRefunds) : null,
      },
      iapLog,
      mail: { mailer, composeCarriedOut: withdrawalCarriedOutMail },
    }),
  };
}
