import type { WebhookOutcome } from '../../domain/webhook-events.rules';
import { ignored, isEbookPayment, processed } from '../../domain/webhook-events.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type {
  CardWebhookEvent,
  CardWebhooks,
  ChargeFacts,
} from '../../adapters/purchases/card-webhooks.port';
import type { ObservedSubscriptions } from '../../adapters/purchases/observed-subscriptions.port';
import type { OneOffPayments } from '../../adapters/purchases/one-off-payments.port';
import type { IapLogService } from '../shared/iap-log.service';
import type { PaymentLedgerRepository } from './payment-ledger.repository';
import type { StripeSubscriptionGuards } from '../shared/stripe-subscription-guards';
import type { CancellationScheduleService } from '../shared/cancellation-schedule.service';
import type { RenewalRecoveryService } from '../shared/renewal-recovery.service';
import type { TrialReminderService } from '../shared/trial-reminder.service';
import { endingTrialOf } from '../../domain/trial-reminder.rules';

/**
 * Card provider (Stripe) webhooks. The event only says "something changed": the handler fetches
 * the object's current state from the provider and records that, so duplicates and any delivery
 * order give the same record. Provider errors other than "no such object" (network, 5xx, rate
 * limit) are thrown, so the route answers 500 and the provider retries.
 */
export class StripeWebhookService<S> {
  constructor(
    private readonly deps: {
      webhooks: CardWebhooks;
      subscriptions: ObservedSubscriptions<S>;
      payments: OneOffPayments;
      guards: StripeSubscriptionGuards<S>;
      iapLog: IapLogService;
      ledger: PaymentLedgerRepository;
      schedule: CancellationScheduleService;
      /** Failed renewals: their mails, and their outcome once paid or ended. */
      recovery: RenewalRecoveryService;
      trialReminders: TrialReminderService;
      clock: Clock;
    },
  ) {}

  /** The event, only when the Stripe-Signature header signs exactly these bytes with our secret. */
  verify(rawBody: Buffer, signature: string | undefined): CardWebhookEvent {
    return this.deps.webhooks.verify(rawBody, signature);
  }

  async handle(event: CardWebhookEvent): Promise<WebhookOutcome> {
    const { notice } = event;
    switch (notice.kind) {
      case 'subscription':
        return this.syncSubscription(notice.subscriptionId, event.id, notice.uidHint, {
          paid: notice.paidInvoiceId,
          failed: notice.failedInvoiceId ?? null,
          trialWillEnd: notice.trialWillEnd ?? false,
        });
      case 'one-off-payment':
        return this.syncEbook(notice.paymentId);
      case 'charge':
        return this.syncCharge(notice.chargeId);
      case 'ignored':
        return ignored(notice.reason);
    }
  }

  private async syncSubscription(
    subscriptionId: string,
    eventId: string,
    uidHint: string | null,
    invoices: { paid: string | null; failed: string | null; trialWillEnd: boolean },
  ): Promise<WebhookOutcome> {
    const { subscriptions } = this.deps;
    // A paid invoice is usually the latest: read with its payments, it needs no call of its own.
    const read = () => subscriptions.retrieve(subscriptionId, { withPayments: !!invoices.paid });
    let subscription = await read();
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    // Before the uid: a guest buyer's contract (no account) is cancelled as scheduled too.
    if (await this.deps.schedule.applyIfDue(subscriptions.facts(subscription).view))
      subscription = await read();
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    const facts = subscriptions.facts(subscription);
    const uid = facts.owner || uidHint || (await this.ownerOf(facts.customer));
    if (!uid) return ignored(`no uid for subscription ${subscriptionId}`);
    const checked = await this.deps.guards.enforce(uid, subscription);
    const { view } = subscriptions.facts(checked);
    const outcome = await this.deps.iapLog.recordSubscription(
      uid,
      view,
      { type: 'stripe', eventId },
      (kind) => subscriptions.purchaseFacts(checked, kind),
    );
    if (invoices.paid) await this.recordPayment(uid, invoices.paid, subscription, checked);
    if (invoices.failed) await this.deps.recovery.invoiceFailed(uid, invoices.failed, view);
    await this.deps.recovery.subscriptionObserved(view);
    const trial = invoices.trialWillEnd ? endingTrialOf(view) : null;
    if (trial) await this.deps.trialReminders.remind(uid, trial);
    return outcome;
  }

  /**
   * The paid invoice in the user's payments ledger, as the provider has it (paid, more than zero:
   * from the subscription's read when it is the latest, else read), unless a guard undid the
   * purchase it paid (`checked`; refunded: no money received). A payment recorded just now takes
   * on what its charge says now, read after the entry was written: a refund or dispute whose own
   * event came first found no entry to write on.
   */
  private async recordPayment(uid: string, invoiceId: string, read: S, checked: S): Promise<void> {
    try {
      this.deps.guards.assertNotUndone(checked);
    } catch {
      return;
    }
    const known = this.deps.subscriptions.paidInvoice(read, invoiceId);
    const invoice = known === undefined ? await this.deps.webhooks.paidInvoice(invoiceId) : known;
    if (!invoice) return;
    const { id, view } = this.deps.subscriptions.facts(checked);
    const outcome = await this.deps.ledger.record(uid, {
      provider: 'stripe',
      paymentId: invoice.id,
      subscriptionId: id,
      amount: invoice.amount,
      currency: invoice.currency,
      paidAt: invoice.paidAt ?? this.deps.clock.now(),
      metadata: view.metadata,
      paymentIntent: invoice.paymentIntent,
    });
    if (outcome === 'recorded' && invoice.paymentIntent)
      await this.adjustLedger(await this.deps.webhooks.paymentCharge(invoice.paymentIntent), uid);
  }

  /**
   * A charge refunded or disputed: what Stripe has of it now (its total refunded, its dispute)
   * on the ledger entry its PaymentIntent paid, in the account of its customer. A charge of no
   * recorded payment (the e-book, a purchase a guard undid and refunded) is ignored.
   */
  private async syncCharge(chargeId: string): Promise<WebhookOutcome> {
    const charge = await this.deps.webhooks.charge(chargeId);
    if (!charge?.paymentIntent) return ignored(`no payment for charge ${chargeId}`);
    return this.adjustLedger(charge, null);
  }

  /** What the charge says now on the ledger entry of its PaymentIntent (see syncCharge). */
  private async adjustLedger(
    charge: ChargeFacts | null,
    knownUid: string | null,
  ): Promise<WebhookOutcome> {
    if (!charge?.paymentIntent) return ignored('no charge of a payment');
    const uid = knownUid ?? (charge.uid || (await this.ownerOf(charge.customer)));
    if (!uid) return ignored(`no uid for charge ${charge.id}`);
    const outcome = await this.deps.ledger.adjust(
      uid,
      { paymentIntent: charge.paymentIntent },
      { kind: 'charge', refunded: charge.refunded, dispute: charge.dispute },
    );
    if (outcome === 'no-entry' || outcome === 'no-user')
      return ignored(`no ledger entry for ${charge.paymentIntent}`);
    return processed;
  }

  private async syncEbook(paymentId: string): Promise<WebhookOutcome> {
    const payment = await this.deps.payments.retrieve(paymentId);
    if (!payment || !isEbookPayment(payment.metadata)) return ignored('not an e-book payment');
    if (payment.status !== 'succeeded') return ignored(`e-book payment is ${payment.status}`);
    const uid = payment.metadata.uid || (await this.ownerOf(payment.customer));
    if (!uid) return ignored(`no uid for payment ${paymentId}`);
    return this.deps.iapLog.recordEbook(uid, payment);
  }

  private async ownerOf(customer: string | null): Promise<string | null> {
    return customer ? this.deps.webhooks.ownerOfCustomer(customer) : null;
  }
}
