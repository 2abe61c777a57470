import type { Clock } from '../../adapters/clock/clock.port';
import type { Logger } from '../../adapters/logger/logger.port';
import type {
  RenewalInvoice,
  RenewalInvoices,
} from '../../adapters/purchases/renewal-invoices.port';
import type { CardUpdate } from '../../contract/api/card-updates';
import { RENEWAL_GRACE_PERIOD_MS } from '../../domain/active-subscription.rules';
import { AppError, declineCode } from '../../domain/app-error';
import type { PaymentRequired } from '../../domain/payment-required';
import { REQUIRES_ACTION_MESSAGE } from '../../domain/payment-required';
import { verifyCardUpdateLink } from '../../domain/renewal-recovery/card-update-link';
import { isHardDecline } from '../../domain/renewal-recovery/stripe-retry-settings';
import type {
  RenewalRecoveriesRepository,
  RenewalRecoveryRecord,
} from '../shared/renewal-recoveries.repository';

const invalid = (): AppError =>
  new AppError('invalid', 'card-update-link-invalid', 'This link is not valid');
const ended = (): AppError =>
  new AppError('conflict', 'subscription-expired', 'The subscription has ended');
const settled = (): AppError =>
  new AppError('conflict', 'nothing-to-restore', 'The payment was made already');

/** What the page learns of the renewal behind a link, and what it may do with it. */
interface Opened {
  invoice: RenewalInvoice;
  record: RenewalRecoveryRecord;
  update: CardUpdate;
}

/** Records the subscription as the provider has it now (premium back at once once paid). */
export type ObserveSubscription = (uid: string, subscriptionId: string) => Promise<void>;

/**
 * The page of a failed renewal's signed link: no sign-in, the link is the key. It works while
 * the invoice is unpaid and the subscription runs (after the grace period too, while the
 * provider still retries); a new card becomes the subscription's default and pays at once.
 */
export class CardUpdateService {
  constructor(
    private readonly deps: {
      clock: Clock;
      logger: Logger;
      recoveries: RenewalRecoveriesRepository;
      invoices: RenewalInvoices;
      linkSecret: string;
      observe: ObserveSubscription;
    },
  ) {}

  /** What is owed; once paid (a retry, or 3-D Secure just now) the subscription is recorded. */
  async status(token: string): Promise<CardUpdate> {
    const { record, update } = await this.open(token);
    if (update.state === 'paid') await this.deps.observe(record.uid, record.subscriptionId);
    return update;
  }

  /** A SetupIntent for the new card; only while there is something to pay. */
  async setup(token: string): Promise<{ clientSecret: string }> {
    const { invoice, update } = await this.open(token);
    if (update.state === 'ended') throw ended();
    if (update.state === 'paid') throw settled();
    const setup = await this.deps.invoices.startCardSetup(invoice);
    return { clientSecret: setup.clientSecret };
  }

  /**
   * The new card (the SetupIntent the page confirmed) pays the invoice: paid, or the bank wants
   * 3-D Secure on this payment (402 with its client secret), or declined (402 with the code).
   */
  async complete(
    token: string,
    setupIntentId: string,
  ): Promise<{ update: CardUpdate } | { required: PaymentRequired }> {
    const { invoice, record, update } = await this.open(token);
    if (update.state !== 'open') return { update };
    await this.deps.recoveries.note(invoice.id, {
      cardUpdatedAt: this.deps.clock.now().toISOString(),
    });
    const payment = await this.deps.invoices.payWithNewCard(invoice, setupIntentId);
    if (!payment) throw new AppError('invalid', 'invalid-request', 'The card was not set up');
    this.deps.logger.info('card updated for a failed renewal', {
      invoiceId: invoice.id,
      outcome: payment.status,
    });
    switch (payment.status) {
      case 'requires_action':
        return {
          required: {
            code: 'requires_action',
            message: REQUIRES_ACTION_MESSAGE,
            clientSecret: payment.clientSecret,
          },
        };
      case 'declined':
        throw new AppError(
          'payment-required',
          declineCode(payment.declineCode),
          'The new card was declined',
        );
      default:
        await this.deps.observe(record.uid, record.subscriptionId);
        return { update: (await this.open(token)).update };
    }
  }

  /** The client secret of the invoice's payment, for the bank's 3-D Secure on that payment. */
  async authenticate(token: string): Promise<{ clientSecret: string }> {
    const { invoice, update } = await this.open(token);
    if (update.state === 'ended') throw ended();
    if (update.state === 'paid') throw settled();
    const clientSecret = await this.deps.invoices.paymentToAuthenticate(invoice);
    if (!clientSecret)
      throw new AppError('conflict', 'invalid-subscription-state', 'Nothing to confirm');
    await this.deps.recoveries.note(invoice.id, {
      authenticatedAt: this.deps.clock.now().toISOString(),
    });
    return { clientSecret };
  }

  private async open(token: string): Promise<Opened> {
    const { clock, recoveries, invoices, linkSecret } = this.deps;
    const verified = verifyCardUpdateLink(token, linkSecret, clock.now());
    if (!verified.ok) throw verified.reason === 'expired' ? ended() : invalid();
    const { claim } = verified;
    const [invoice, record] = await Promise.all([
      invoices.retrieve(claim.invoiceId),
      recoveries.get(claim.invoiceId),
    ]);
    if (!invoice || !record || invoice.subscriptionId !== claim.subscriptionId) throw invalid();
    const state =
      invoice.status === 'paid'
        ? 'paid'
        : invoice.status !== 'open' || (await invoices.subscriptionEnded(invoice.subscriptionId))
          ? 'ended'
          : 'open';
    return {
      invoice,
      record,
      update: {
        state,
        needs: invoice.needsAuthentication ? 'authentication' : 'card',
        amount: invoice.amount,
        currency: invoice.currency,
        graceUntil: new Date(
          Date.parse(record.firstFailedAt) + RENEWAL_GRACE_PERIOD_MS,
        ).toISOString(),
        hardDecline: isHardDecline(invoice.declineCode ?? record.firstDeclineCode),
      },
    };
  }
}
