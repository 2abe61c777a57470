import type { PaymentAdjustment } from '../../domain/payment-adjustment.rules';
import { adjustedRecord, ledgerKeyOfPaymentIntent } from '../../domain/payment-adjustment.rules';
import type { ReceivedPayment } from '../../domain/payment-ledger.rules';
import { ledgerWith, paymentRecordOf } from '../../domain/payment-ledger.rules';
import type { Database } from '../../adapters/database/database.port';
import { isUid } from '../shared/iap-log.service';

export type LedgerOutcome = 'recorded' | 'known' | 'no-user' | 'not-a-payment';
export type AdjustmentOutcome = 'adjusted' | 'unchanged' | 'no-entry' | 'no-user';

/** The ledger entry a provider's refund or dispute concerns: by its key, or (Stripe) its payment. */
export type LedgerEntryRef = { paymentId: string } | { paymentIntent: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * users/{uid}/payments: money received, one record per provider payment (payment-ledger.rules),
 * written in one transaction on the user record like the iapLog, so a redelivered or concurrent
 * event adds nothing twice. A user record that does not exist is not created here.
 */
export class PaymentLedgerRepository {
  constructor(private readonly database: Database) {}

  async record(uid: string, payment: ReceivedPayment): Promise<LedgerOutcome> {
    const record = paymentRecordOf(payment);
    if (!record || !isUid(uid)) return 'not-a-payment';
    let outcome: LedgerOutcome = 'no-user';
    await this.database.transaction(`users/${uid}`, (current) => {
      if (!isRecord(current)) {
        outcome = 'no-user';
        return current;
      }
      const payments = ledgerWith(current.payments, payment.paymentId, record);
      outcome = payments ? 'recorded' : 'known';
      return payments ? { ...current, payments } : current;
    });
    return outcome;
  }

  /**
   * What the provider reports now of the money taken back from a recorded payment (refunds, a
   * dispute), written on its entry in one transaction; a payment never recorded (the e-book, one
   * a guard undid) is 'no-entry', and the same report again is 'unchanged'.
   */
  async adjust(
    uid: string,
    entry: LedgerEntryRef,
    adjustment: PaymentAdjustment,
  ): Promise<AdjustmentOutcome> {
    if (!isUid(uid)) return 'no-user';
    let outcome: AdjustmentOutcome = 'no-user';
    await this.database.transaction(`users/${uid}`, (current) => {
      if (!isRecord(current)) {
        outcome = 'no-user';
        return current;
      }
      const ledger = isRecord(current.payments) ? current.payments : {};
      const key =
        'paymentId' in entry
          ? entry.paymentId
          : ledgerKeyOfPaymentIntent(ledger, entry.paymentIntent);
      if (key === null || !Object.hasOwn(ledger, key) || !isRecord(ledger[key])) {
        outcome = 'no-entry';
        return current;
      }
      const adjusted = adjustedRecord(ledger[key], adjustment);
      outcome = adjusted ? 'adjusted' : 'unchanged';
      return adjusted ? { ...current, payments: { ...ledger, [key]: adjusted } } : current;
    });
    return outcome;
  }
}
