import { PayPalRestAdapter } from '../adapters/paypal/paypal-rest.adapter';
import { PAYPAL_PLANS } from '../domain/paypal-plan-catalogue';
import { endingPayPalTrialOf } from '../domain/trial-reminder.rules';
import { StripeRenewalInvoices } from '../adapters/stripe/stripe-renewal-invoices.adapter';
import { renewalMail } from '../domain/renewal-mail/renewal-mail';
import { CardUpdateService } from '../use-cases/renewal/card-update.service';
import { RenewalRecoveriesRepository } from '../use-cases/shared/renewal-recoveries.repository';
import { RenewalRecoveryService } from '../use-cases/shared/renewal-recovery.service';
import { ContractsRepository } from '../use-cases/shared/contracts.repository';
import { TrialReminderService } from '../use-cases/shared/trial-reminder.service';
import { trialReminderMail } from '../domain/trial-reminder-mail/trial-reminder-mail';
import type { UsersService } from '../use-cases/shared/users.service';
import type { AppDeps } from './app-deps';
import type { StripeParts } from './build-payment-use-cases';

export interface RenewalUseCases {
  /** Failed renewals: recorded and resolved always, mailed when mail and the link key exist. */
  recovery: RenewalRecoveryService;
  /** The signed link's page; null without Stripe or the link key. */
  cardUpdates: CardUpdateService | null;
  /** The mail three days before a trial converts. */
  trialReminders: TrialReminderService;
}

/** PayPal's trial as it stands now, for the hourly reminder job. */
function payPalTrialReader(deps: AppDeps) {
  if (!deps.paypal) return null;
  const records = new PayPalRestAdapter(deps.paypal);
  return async (subscriptionId: string) => {
    const subscription = await records.get(subscriptionId);
    const plan = subscription ? PAYPAL_PLANS.get(subscription.plan_id) : undefined;
    return subscription && plan ? endingPayPalTrialOf(subscription, plan) : null;
  };
}

export function renewalUseCases(
  deps: AppDeps,
  parts: StripeParts | null,
  users: UsersService,
): RenewalUseCases {
  const { database, clock, logger, mailer, publicWebUrl } = deps;
  const linkSecret = deps.cancellationLinkSecret ?? null;
  const recoveries = new RenewalRecoveriesRepository(database);
  const invoices = parts ? new StripeRenewalInvoices(parts.stripe) : null;
  const recovery = new RenewalRecoveryService({
    database,
    clock,
    logger,
    recoveries,
    invoices,
    mail:
      mailer && publicWebUrl && linkSecret
        ? { mailer, compose: renewalMail, webUrl: publicWebUrl, linkSecret }
        : null,
  });
  const observe = async (uid: string, subscriptionId: string): Promise<void> => {
    const subscription = parts ? await parts.observed.retrieve(subscriptionId) : null;
    if (!parts || !subscription) return;
    const { view, owner } = parts.observed.facts(subscription);
    await users.saveSubscription(owner || uid, view);
    await recovery.subscriptionObserved(view);
  };
  return {
    recovery,
    trialReminders: new TrialReminderService({
      database,
      clock,
      logger,
      contracts: new ContractsRepository(database),
      payPalTrial: payPalTrialReader(deps),
      mail:
        mailer && publicWebUrl
          ? { mailer, compose: trialReminderMail, webUrl: publicWebUrl }
          : null,
    }),
    cardUpdates:
      invoices && linkSecret
        ? new CardUpdateService({ clock, logger, recoveries, invoices, linkSecret, observe })
        : null,
  };
}
