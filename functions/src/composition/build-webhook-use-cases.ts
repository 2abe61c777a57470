import type { StripeParts } from './build-payment-use-cases';
import type Stripe from 'stripe';
import { StripeOneOffPayments } from '../adapters/stripe/stripe-one-off-payments.adapter';
import type { CancellationScheduleService } from '../use-cases/shared/cancellation-schedule.service';
import type { PayPalCancellationHolds } from '../use-cases/shared/paypal-cancellation-hold.service';
import type { IapLogService } from '../use-cases/shared/iap-log.service';
import { PaymentLedgerRepository } from '../use-cases/webhooks/payment-ledger.repository';
import type { PayPalBindingsRepository } from '../use-cases/shared/paypal-bindings.repository';
import { StripeCardWebhooks } from '../adapters/stripe/stripe-card-webhooks.adapter';
import type { PayPalWebhookPorts } from '../use-cases/webhooks/paypal-webhook.service';
import { PayPalWebhookService } from '../use-cases/webhooks/paypal-webhook.service';
import { PayPalTransmissionsRepository } from '../use-cases/webhooks/paypal-transmissions.repository';
import type { PayPalTrialGuard } from '../use-cases/shared/paypal-trial-guard.service';
import { StripeWebhookService } from '../use-cases/webhooks/stripe-webhook.service';
import { WebhookEventsRepository } from '../use-cases/webhooks/webhook-events.repository';
import { WebhookInbox } from '../use-cases/webhooks/webhook-inbox.service';
import type { AppDeps } from './app-deps';
import type { RenewalUseCases } from './build-renewal-use-cases';

export interface WebhookUseCases {
  inbox: WebhookInbox;
  /** null when Stripe or STRIPE_WEBHOOK_SECRET is not configured. */
  stripe: StripeWebhookService<Stripe.Subscription> | null;
  /** null when PayPal or PAYPAL_WEBHOOK_ID is not configured. */
  paypal: PayPalWebhookService | null;
}

export function webhookUseCases(
  deps: AppDeps,
  parts: StripeParts | null,
  bindings: PayPalBindingsRepository,
  iapLog: IapLogService,
  schedule: CancellationScheduleService,
  holds: PayPalCancellationHolds,
  trialGuard: PayPalTrialGuard | null,
  paypal: PayPalWebhookPorts | null,
  renewals: RenewalUseCases,
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
            recovery: renewals.recovery,
            trialReminders: renewals.trialReminders,
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
            renewals.recovery,
            renewals.trialReminders,
          )
        : null,
  };
}
