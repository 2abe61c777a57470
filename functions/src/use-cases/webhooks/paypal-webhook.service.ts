import { z } from 'zod';
import { hasAnotherActiveSubscription } from '../../domain/active-subscription.rules';
import { AppError } from '../../domain/app-error';
import { judgeBoundSubscription, payerOf } from '../../domain/paypal-binding.rules';
import type { PayPalSaleReturn } from '../../domain/payment-adjustment.rules';
import { payPalSaleReturnOf, saleAdjustment } from '../../domain/payment-adjustment.rules';
import { minorUnits } from '../../domain/amounts.rules';
import { payPalSalePayment } from '../../domain/payment-ledger.rules';
import { PAYPAL_PLANS } from '../../domain/paypal-plan-catalogue';
import { lastFailedPaymentOf, toPayPalView } from '../../domain/paypal-subscription';
import { judgeTransmission, transmissionDigest } from '../../domain/paypal-transmission.rules';
import type { WebhookOutcome } from '../../domain/webhook-events.rules';
import {
  PAYPAL_SALE_COMPLETED,
  PAYPAL_SALE_REFUNDED,
  PAYPAL_SALE_REVERSED,
  ignored,
  isHandledEvent,
  processed,
} from '../../domain/webhook-events.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { PayPalRefunds } from '../../adapters/paypal/paypal-refunds.port';
import type { PayPalSales } from '../../adapters/paypal/paypal-sales.port';
import type { PayPalSubscriptionRecords } from '../../adapters/paypal/paypal-subscription-records.port';
import type { PayPalWebhookVerification } from '../../adapters/paypal/paypal-webhook-verification.port';
import type { SubscriptionProvider } from '../../adapters/providers/subscription-provider.port';
import type { IapLogService } from '../shared/iap-log.service';
import type { PaymentLedgerRepository } from './payment-ledger.repository';
import type { PayPalBindingsRepository } from '../shared/paypal-bindings.repository';
import type { Database } from '../../adapters/database/database.port';
import { userPath } from '../shared/users.service';
import type { PayPalCancellationHolds } from '../shared/paypal-cancellation-hold.service';
import type { PayPalTransmissionsRepository } from './paypal-transmissions.repository';
import type { PayPalTrialGuard } from '../shared/paypal-trial-guard.service';
import type { RenewalRecoveryService } from '../shared/renewal-recovery.service';
import type { TrialReminderService } from '../shared/trial-reminder.service';
import { endingPayPalTrialOf } from '../../domain/trial-reminder.rules';

/** PayPal could not collect a payment (it retries, and suspends at the plan's threshold). */
const PAYPAL_PAYMENT_FAILED = 'BILLING.SUBSCRIPTION.PAYMENT.FAILED';

/**
 * PayPal bills only an ACTIVE subscription. A SUSPENDED one bills again only if the merchant
 * reactivates it, so a refused one is left alone (a subscriber's own paused one included).
 */
const BILLING_STATUSES: readonly string[] = ['ACTIVE'];

/** `paypalRefusals/{id}`: subscriptions refused (and cancelled) while billing; server only. */
const REFUSALS_PATH = 'paypalRefusals';

/** The fields of a PayPal webhook event the server reads. */
const payPalEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z
    .object({ id: z.string().optional(), billing_agreement_id: z.string().optional() })
    .loose(),
});
export type PayPalWebhookEvent = z.infer<typeof payPalEventSchema>;

/** What the webhook asks of PayPal. */
export interface PayPalWebhookPorts {
  verification: PayPalWebhookVerification;
  records: PayPalSubscriptionRecords;
  /** PayPal as the subscription provider (cancelling what it refuses). */
  provider: SubscriptionProvider;
  refunds: PayPalRefunds;
  sales: PayPalSales;
}

/**
 * PayPal webhooks: verified by PayPal itself (verify-webhook-signature with our webhook id), then
 * handled as "something changed": the subscription is fetched again and, when it is the one the
 * server created and bound (judgeBoundSubscription), its current state is recorded for the bound
 * user. Anything else is acknowledged and ignored (logged by the inbox), so PayPal stops retrying;
 * a refused subscription that bills (made in the browser and bound to no one, overridden, or
 * approved by someone who already has a live subscription) is cancelled at PayPal, so it stops
 * charging for premium it never gives, and what it took is refunded.
 */
export class PayPalWebhookService {
  constructor(
    private readonly paypal: PayPalWebhookPorts,
    private readonly webhookId: string,
    private readonly iapLog: IapLogService,
    private readonly bindings: PayPalBindingsRepository,
    private readonly clock: Clock,
    private readonly database: Database,
    private readonly ledger: PaymentLedgerRepository,
    private readonly holds: PayPalCancellationHolds,
    private readonly transmissions: PayPalTransmissionsRepository,
    private readonly trialGuard: PayPalTrialGuard,
    private readonly recovery: RenewalRecoveryService,
    private readonly trialReminders: TrialReminderService,
  ) {}

  /**
   * The event, only when PayPal confirms this transmission; null for an event type the server
   * does not handle (acknowledged, nothing asked of PayPal). What costs nothing is checked first
   * (issue 32 point 9): the PAYPAL-* headers, the transmission time's window, the event type,
   * and whether this transmission was verified before (then PayPal is not asked again; another
   * body or header under a verified id is refused). PayPal's own failures are thrown (retry).
   */
  async verify(
    rawBody: Buffer,
    header: (name: string) => string | undefined,
  ): Promise<PayPalWebhookEvent | null> {
    const judged = judgeTransmission(header, this.clock.now());
    if (!judged.accepted) throw invalidSignature(judged.reason);
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw invalidSignature('The body is not JSON');
    }
    const event = payPalEventSchema.safeParse(body);
    if (!event.success) throw invalidSignature('Missing PayPal event fields');
    if (!isHandledEvent('paypal', event.data.event_type)) return null;
    const { transmission } = judged;
    const digest = transmissionDigest(transmission, rawBody);
    const known = await this.transmissions.verifiedDigest(transmission.transmissionId);
    if (known !== null) {
      if (known === digest) return event.data;
      throw invalidSignature('Another transmission was verified under this id');
    }
    const verified = await this.paypal.verification.verify(transmission, this.webhookId, body);
    if (!verified) throw invalidSignature('PayPal did not verify this transmission');
    await this.transmissions.rememberVerified(transmission.transmissionId, digest);
    return event.data;
  }

  async handle(event: PayPalWebhookEvent): Promise<WebhookOutcome> {
    if (event.event_type === PAYPAL_SALE_REFUNDED || event.event_type === PAYPAL_SALE_REVERSED) {
      const kind = event.event_type === PAYPAL_SALE_REFUNDED ? 'refund' : 'reversal';
      const reported = payPalSaleReturnOf(kind, event.resource);
      return reported ? this.syncSale(reported) : ignored('names no sale');
    }
    const subscriptionId =
      event.event_type === PAYPAL_SALE_COMPLETED
        ? event.resource.billing_agreement_id
        : event.resource.id;
    if (!subscriptionId) return ignored('not a subscription event');
    const subscription = await this.paypal.records.get(subscriptionId);
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    // Read only now: the server binds a subscription before the buyer can approve it, so one
    // PayPal reports ACTIVE is bound by now (read first, a slow fetch could see it approved
    // after an early event found no binding yet, and cancel a sold subscription).
    const binding = await this.bindings.get(subscriptionId);
    const sale = event.event_type === PAYPAL_SALE_COMPLETED ? (event.resource.id ?? null) : null;
    const refusal = { id: subscriptionId, status: subscription.status, sale };
    if (!binding) return this.refuse(refusal, 'bound to no user', true);
    const now = this.clock.now();
    const verdict = judgeBoundSubscription(subscription, binding, now);
    if (!verdict.accepted) return this.refuse(refusal, verdict.reason, true);
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) return this.refuse(refusal, 'not a Fastwell plan', true);
    await this.bindings.recordPayer(subscriptionId, binding, payerOf(subscription));
    const observed = toPayPalView(subscription, plan, now, binding.metadata);
    // Never sold (a second trial of this payer or user): cancelled, its payments refunded.
    if (await this.trialGuard.refuses(verdict.uid, subscription, binding, observed))
      return this.refuse(refusal, 'a trial its payer or user already had', true);
    const record = await this.database.get(userPath(verdict.uid));
    if (hasAnotherActiveSubscription(record, subscriptionId, now))
      return this.refuse(refusal, 'the user has another live subscription', false);
    let view = observed;
    if (await this.holds.holdIfDue(view)) {
      const held = await this.paypal.records.get(subscriptionId);
      if (held) view = toPayPalView(held, plan, now, binding.metadata);
    }
    view = await this.holds.viewOf(view);
    // A confirm may have refused this trial while this event was handled from an older view of
    // the subscription (read again here: nothing refused goes into the buyer's record).
    if ((await this.bindings.get(subscriptionId))?.trialRefusedAt)
      return this.refuse(refusal, 'a trial its payer or user already had', true);
    const outcome = await this.iapLog.recordSubscription(verdict.uid, view, {
      type: 'paypal',
      eventId: event.id,
    });
    // A sale of a subscription sold to this user (not refused, so not refunded): money received.
    const payment = sale
      ? payPalSalePayment(event.resource, subscriptionId, view.metadata, now)
      : null;
    if (payment && (await this.ledger.record(verdict.uid, payment)) === 'recorded')
      await this.syncSale({ kind: 'refund', saleId: payment.paymentId, refund: null });
    const failure = lastFailedPaymentOf(subscription);
    // Only while it is still failing: a late event after the payment or the suspension adds nothing.
    if (event.event_type === PAYPAL_PAYMENT_FAILED && failure && view.status === 'past_due')
      await this.recovery.payPalPaymentFailed(verdict.uid, view, failure);
    await this.recovery.subscriptionObserved(view);
    // PayPal sends nothing before a trial converts: the hourly job reminds it from this list.
    const trial = endingPayPalTrialOf(subscription, plan, view.metadata.lang);
    if (trial) await this.trialReminders.schedule(verdict.uid, trial);
    return outcome;
  }

  /**
   * A sale refunded or reversed: the sale as PayPal has it now (refunded in full, or in part)
   * with the refund or reversal the verified event reports, on the sale's ledger entry in the
   * account its subscription is bound to. A sale never recorded (one of a refused subscription,
   * refunded by refuse) is ignored. Also run for a sale just recorded, so a refund whose own
   * event came first and found no entry is not lost (a partial one is: the sale does not say
   * how much).
   */
  private async syncSale(reported: PayPalSaleReturn): Promise<WebhookOutcome> {
    const sale = await this.paypal.sales.getSale(reported.saleId);
    if (!sale) return ignored(`unknown sale ${reported.saleId}`);
    const subscriptionId = sale.billing_agreement_id;
    const binding = subscriptionId ? await this.bindings.get(subscriptionId) : null;
    if (!binding) return ignored(`sale ${sale.id} is of no bound subscription`);
    const amount = minorUnits(sale.amount.total, sale.amount.currency);
    const outcome = await this.ledger.adjust(
      binding.uid,
      { paymentId: sale.id },
      saleAdjustment(reported, { state: sale.state, amount }),
    );
    if (outcome === 'no-entry' || outcome === 'no-user')
      return ignored(`no ledger entry for sale ${sale.id}`);
    return processed;
  }

  /**
   * Ignored, and undone at PayPal: one that bills is cancelled (PayPal's 422: no longer
   * cancellable), and each payment PayPal reports for it is refunded. A payment is refunded when
   * the subscription was never Fastwell's to sell (`intrinsic`: unbound, overridden, not a plan),
   * or when it was refused while billing (marked before the cancel, so a payment event handled
   * after the cancel still finds it). An old subscription's late payment event, seen while a newer
   * one is live, is not refunded: that payment bought its own period.
   */
  private async refuse(
    subject: { id: string; status: string; sale: string | null },
    why: string,
    intrinsic: boolean,
  ): Promise<WebhookOutcome> {
    const reason = `subscription ${subject.id} is ${why}`;
    const billing = BILLING_STATUSES.includes(subject.status);
    const marker = `${REFUSALS_PATH}/${subject.id}`;
    if (billing) {
      await this.database.set(marker, { at: this.clock.now().toISOString(), reason: why });
      // False when PayPal can no longer cancel it (its 422): nothing bills any more.
      await this.paypal.provider.cancelNow(subject.id, 'Not sold by Fastwell');
    }
    const refusedWhileBilling = billing || (await this.database.get(marker)) !== null;
    if (subject.sale && (intrinsic || refusedWhileBilling)) {
      await this.paypal.refunds.refundSale(subject.sale);
      return ignored(`${reason}; payment ${subject.sale} refunded`);
    }
    return ignored(billing ? `${reason}; cancelled at PayPal` : reason);
  }
}

const invalidSignature = (message: string) => new AppError('invalid', 'invalid-signature', message);
