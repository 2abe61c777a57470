import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type { Mailer } from '../../adapters/mail/mailer.port';
import type {
  RenewalInvoice,
  RenewalInvoices,
} from '../../adapters/purchases/renewal-invoices.port';
import { toLanguage } from '../../contract/languages';
import { RENEWAL_GRACE_PERIOD_MS } from '../../domain/active-subscription.rules';
import type { RenderedMail } from '../../domain/mail/mail-document';
import type { RenewalMailData } from '../../domain/renewal-mail/renewal-mail';
import {
  CARD_UPDATE_LINK_DAYS,
  signCardUpdateLink,
} from '../../domain/renewal-recovery/card-update-link';
import type { RenewalMailKind } from '../../domain/renewal-recovery/renewal-failure.rules';
import { mailForFailure } from '../../domain/renewal-recovery/renewal-failure.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { isContractEnded } from '../../contract/subscription-statuses';
import { accountAddress } from './account-address';
import { PAYPAL_PAYMENTS_PAGE } from '../../contract/provider-pages';
import type {
  RecoveryOutcome,
  RenewalRecoveriesRepository,
  RenewalRecoveryRecord,
} from './renewal-recoveries.repository';

/** What sending the mails needs; without it failures are still recorded and resolved. */
export interface RenewalMailSettings {
  mailer: Mailer;
  compose: (data: RenewalMailData) => RenderedMail;
  /** The web origin the card-update page and the restart link open. */
  webUrl: string;
  linkSecret: string;
}

/** The web page a failed renewal's link opens (features/card-update). */
export const CARD_UPDATE_PAGE = '/card-update';
/** Where the "start again" button of the last mail leads: sign in and buy (spec 02 §2.6). */
export const RESTART_PAGE = '/manage_subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What PayPal's failure event says (its subscription's `billing_info.last_failed_payment`). */
export interface PayPalFailure {
  failedAt: Date;
  amount: number;
  currency: string;
  nextAttemptAt: Date | null;
  reasonCode: string | null;
}

/** What a mail says of the failure beside the record: the next attempt, the decline, an address. */
interface FailureFacts {
  nextAttemptAt: Date | null;
  declineCode: string | null;
  /** The address the provider bills, used when the account has none. */
  providerEmail: string | null;
}

const NO_FACTS: FailureFacts = { nextAttemptAt: null, declineCode: null, providerEmail: null };

const invoiceFacts = (invoice: RenewalInvoice): FailureFacts => ({
  nextAttemptAt: invoice.nextAttemptAt,
  declineCode: invoice.declineCode,
  providerEmail: invoice.customerEmail,
});

const payPalFacts = (failure: PayPalFailure): FailureFacts => ({
  nextAttemptAt: failure.nextAttemptAt,
  declineCode: failure.reasonCode,
  providerEmail: null,
});

const sentKinds = (record: RenewalRecoveryRecord): Set<RenewalMailKind> =>
  new Set(
    Object.entries(record.mails ?? {})
      .filter(([, mail]) => mail?.sentAt !== undefined)
      .map(([kind]) => kind as RenewalMailKind),
  );

/**
 * A renewal that fails is recovered, not lost: the subscriber is told at the first failure,
 * before the provider's last retry and when the retries are exhausted (renewal-failure.rules),
 * each time with the signed link to a page that takes a new card and pays at once. Every failed
 * invoice is recorded with its outcome (renewalRecoveries/, read by the billing report).
 */
export class RenewalRecoveryService {
  constructor(
    private readonly deps: {
      database: Database;
      clock: Clock;
      logger: Logger;
      recoveries: RenewalRecoveriesRepository;
      invoices: RenewalInvoices | null;
      mail: RenewalMailSettings | null;
    },
  ) {}

  /** `invoice.payment_failed` or `invoice.payment_action_required` of a subscription's invoice. */
  async invoiceFailed(uid: string, invoiceId: string, view: SubscriptionView): Promise<void> {
    const { invoices, recoveries, clock } = this.deps;
    const invoice = invoices ? await invoices.retrieve(invoiceId) : null;
    if (!invoice?.isRenewal || invoice.status !== 'open' || invoice.attemptCount === 0) return;
    const record = await recoveries.open({
      invoiceId: invoice.id,
      provider: 'stripe',
      uid,
      subscriptionId: invoice.subscriptionId,
      amount: invoice.amount,
      currency: invoice.currency,
      firstFailedAt: clock.now().toISOString(),
      firstDeclineCode: invoice.declineCode,
    });
    const kind = mailForFailure(invoice, sentKinds(record));
    if (kind) await this.sendMail(record, kind, invoiceFacts(invoice), view);
  }

  /**
   * PayPal's `BILLING.SUBSCRIPTION.PAYMENT.FAILED`: PayPal bills and retries itself, so the one
   * mail of a run of failures points the subscriber to their PayPal account.
   */
  async payPalPaymentFailed(
    uid: string,
    view: SubscriptionView,
    failure: PayPalFailure,
  ): Promise<void> {
    const { recoveries, clock } = this.deps;
    const open = await recoveries.openOf(view.id);
    const record =
      open ??
      (await recoveries.open({
        invoiceId: `${view.id}~${Math.floor(failure.failedAt.getTime() / 1000)}`,
        provider: 'paypal',
        uid,
        subscriptionId: view.id,
        amount: failure.amount,
        currency: failure.currency,
        firstFailedAt: clock.now().toISOString(),
        firstDeclineCode: failure.reasonCode,
      }));
    if (sentKinds(record).has('paypal-failed')) return;
    await this.sendMail(record, 'paypal-failed', payPalFacts(failure), view);
  }

  /**
   * Every observation of a subscription: an open recovery whose invoice got paid is resolved
   * (by which path), one whose subscription ended for its failed payments gets the last mail.
   */
  async subscriptionObserved(view: SubscriptionView): Promise<void> {
    const { recoveries, invoices, clock } = this.deps;
    const record = await recoveries.openOf(view.id);
    if (!record) return;
    const invoice =
      record.provider === 'stripe' && invoices ? await invoices.retrieve(record.invoiceId) : null;
    // PayPal: a payment collected since shows the subscription active again.
    const paid =
      record.provider === 'stripe' ? invoice?.status === 'paid' : view.status === 'active';
    if (paid) {
      await recoveries.resolve(record, this.recoveredBy(record), clock.now());
      this.deps.logger.info('renewal recovered', { invoiceId: record.invoiceId });
      return;
    }
    if (!isContractEnded(view.status) && view.end_reason !== 'payment_failed') return;
    await recoveries.resolve(record, 'ended', clock.now());
    if (view.end_reason === 'payment_failed')
      await this.sendMail(record, 'ended', invoice ? invoiceFacts(invoice) : NO_FACTS, view);
  }

  /**
   * The management screen's "update your card": the token of the open failed renewal of the
   * caller's own subscription, as its mails link it; null when none is open.
   */
  async ownCardUpdateToken(uid: string, subscriptionId: string): Promise<string | null> {
    const record = await this.deps.recoveries.openOf(subscriptionId);
    return record && record.uid === uid ? this.cardUpdateToken(record) : null;
  }

  private cardUpdateToken(record: RenewalRecoveryRecord): string | null {
    const { mail } = this.deps;
    if (!mail) return null;
    const expiresAt =
      Math.floor(Date.parse(record.firstFailedAt) / 1000) + (CARD_UPDATE_LINK_DAYS * DAY_MS) / 1000;
    return signCardUpdateLink(
      {
        provider: 'stripe',
        subscriptionId: record.subscriptionId,
        invoiceId: record.invoiceId,
        expiresAt,
      },
      mail.linkSecret,
    );
  }

  /** The signed link to the card-update page for an open failed renewal. */
  private cardUpdateUrl(record: RenewalRecoveryRecord): string | null {
    const token = this.cardUpdateToken(record);
    if (!token || !this.deps.mail) return null;
    return `${this.deps.mail.webUrl}${CARD_UPDATE_PAGE}?token=${encodeURIComponent(token)}`;
  }

  private recoveredBy(record: RenewalRecoveryRecord): RecoveryOutcome {
    if (record.authenticatedAt) return 'authentication';
    return record.cardUpdatedAt ? 'card-update' : 'retry';
  }

  /**
   * Sends one mail of an invoice once: claimed first, so duplicate events send nothing; a mail
   * that fails releases its claim and throws, so the provider's redelivery sends it.
   */
  private async sendMail(
    record: RenewalRecoveryRecord,
    kind: RenewalMailKind,
    facts: FailureFacts,
    view: SubscriptionView,
  ): Promise<void> {
    const { mail, recoveries, clock, logger } = this.deps;
    if (!mail) return;
    const to = (await accountAddress(this.deps.database, record.uid)) ?? facts.providerEmail;
    if (!to) {
      logger.warn('renewal mail without an address', { invoiceId: record.invoiceId, kind });
      return;
    }
    if (!(await recoveries.claimMail(record.invoiceId, kind, clock.now()))) return;
    const now = clock.now();
    const actionUrl =
      kind === 'ended'
        ? `${mail.webUrl}${RESTART_PAGE}`
        : kind === 'paypal-failed'
          ? PAYPAL_PAYMENTS_PAGE
          : this.cardUpdateUrl(record);
    const rendered = mail.compose({
      language: await this.languageOf(record.uid, view),
      kind,
      product: 'Fastwell Premium',
      amount: { amount: record.amount, currency: record.currency },
      failedAt: record.firstFailedAt,
      graceUntil: new Date(
        Date.parse(record.firstFailedAt) + RENEWAL_GRACE_PERIOD_MS,
      ).toISOString(),
      nextAttemptAt: facts.nextAttemptAt?.toISOString() ?? null,
      declineCode: facts.declineCode ?? record.firstDeclineCode,
      now: now.toISOString(),
      actionUrl: actionUrl ?? `${mail.webUrl}${RESTART_PAGE}`,
    });
    try {
      await mail.mailer.send({ ...rendered, to });
    } catch (error) {
      await recoveries.releaseMail(record.invoiceId, kind);
      throw error;
    }
    await recoveries.markMailSent(record.invoiceId, kind, clock.now());
    logger.info('renewal mail sent', { invoiceId: record.invoiceId, kind });
  }

  /** The language the subscription was bought in, else the account's. */
  private async languageOf(uid: string, view: SubscriptionView) {
    return toLanguage(view.metadata.lang ?? (await this.deps.database.get(`users/${uid}/lang`)));
  }
}
