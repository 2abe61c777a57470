import type { ReceivedPayment } from '../../domain/payment-ledger.rules';
import { ledgerWith, paymentRecordOf } from '../../domain/payment-ledger.rules';
import type { Database } from '../../adapters/database/database.port';
import { isUid } from '../shared/iap-log.service';

export type LedgerOutcome = 'recorded' | 'known' | 'no-user' | 'not-a-payment';

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
}
