import type { PayPalRefunds } from '../adapters/paypal/paypal-refunds.port';
import type { PayPalRevisions } from '../adapters/paypal/paypal-revisions.port';
import type { PayPalSubscriptionRecords } from '../adapters/paypal/paypal-subscription-records.port';
import { PayPalWithdrawalMoney } from '../adapters/paypal/paypal-withdrawal-money.adapter';
import type { SubscriptionProvider } from '../adapters/providers/subscription-provider.port';
import { StripeWithdrawalMoney } from '../adapters/stripe/stripe-withdrawal-money.adapter';
import { WITHDRAWALS_PER_ADDRESS_PER_DAY } from '../domain/rate-limits';
import {
  withdrawalCarriedOutMail,
  withdrawalReceivedMail,
} from '../domain/withdrawal-mail/withdrawal-mail';
import { payPalPlanMail } from '../domain/paypal-plan-mail/paypal-plan-mail';
import { ContractsRepository } from '../use-cases/shared/contracts.repository';
import type { IapLogService } from '../use-cases/shared/iap-log.service';
import type { PayPalBindingsRepository } from '../use-cases/shared/paypal-bindings.repository';
import { PayPalPlanRevertService } from '../use-cases/withdrawal/paypal-plan-revert.service';
import { PayPalPlanRevertsRepository } from '../use-cases/withdrawal/paypal-plan-reverts.repository';
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
  /** A PayPal upgrade withdrawn alone: the kept plan's consent link and its hourly job. */
  paypalPlans: PayPalPlanRevertService | null;
}

/** What a PayPal withdrawal needs of PayPal: refunds, and the plan put back with consent. */
export interface PayPalWithdrawalPorts {
  refunds: PayPalRefunds;
  records: PayPalSubscriptionRecords;
  revisions: PayPalRevisions;
  provider: SubscriptionProvider;
  bindings: PayPalBindingsRepository;
}

export function withdrawalUseCases(
  deps: AppDeps,
  iapLog: IapLogService,
  providers: { stripe: SubscriptionProvider | null; paypal: SubscriptionProvider | null },
  paypal: PayPalWithdrawalPorts | null,
): WithdrawalUseCases | null {
  const { mailer, publicWebUrl, cancellationLinkSecret: linkSecret } = deps;
  if (!mailer || !publicWebUrl || !linkSecret) return null;
  const { database, clock, logger } = deps;
  const contracts = new ContractsRepository(database);
  const withdrawals = new WithdrawalsRepository(database);
  const paypalPlans = paypal
    ? new PayPalPlanRevertService({
        ...paypal,
        reverts: new PayPalPlanRevertsRepository(database),
        database,
        withdrawals,
        iapLog,
        clock,
        logger,
        mail: { mailer, compose: payPalPlanMail, webUrl: publicWebUrl, linkSecret },
      })
    : null;
  return {
    paypalPlans,
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
        paypal:
          paypal && paypalPlans ? new PayPalWithdrawalMoney(paypal.refunds, paypalPlans) : null,
      },
      iapLog,
      mail: { mailer, composeCarriedOut: withdrawalCarriedOutMail },
    }),
  };
}
