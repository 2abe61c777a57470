import { invalidRequest, unprocessable } from '../http/paypal-error.js';
import { toMoney } from '../plans.js';
import type { TransactionResource } from '../paypal-types.js';
import { isoTime } from '../state/ids.js';
import type { PayPalState } from '../state/paypal-state.js';
import { minorUnits, subtractMoney } from './money.js';
import { takePayment } from './sale.factory.js';
import {
  declinedTransaction,
  recordDecline,
  saleTransaction,
} from './subscription-transactions.js';
import { findSubscription } from './subscription-lifecycle.service.js';
import type { CaptureInput } from './subscription.schemas.js';

/**
 * `POST /v1/billing/subscriptions/{id}/capture` with `capture_type: OUTSTANDING_BALANCE`
 * (PayPal's "Recover outstanding balance"): charges the buyer up to the outstanding balance, on an
 * ACTIVE or SUSPENDED subscription. Paid: a sale (PAYMENT.SALE.COMPLETED), the balance goes down
 * by the amount and failed_payments_count resets to 0; the status does not change (a
 * subscription suspended for failed payments is then reactivated with POST …/activate). A
 * declining funding source answers a DECLINED transaction and changes nothing else.
 */
export function captureOutstanding(
  state: PayPalState,
  id: string,
  input: CaptureInput,
): TransactionResource {
  const stored = findSubscription(state, id);
  const { resource } = stored;
  const info = resource.billing_info;
  if (!info || (resource.status !== 'ACTIVE' && resource.status !== 'SUSPENDED'))
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for capture action; subscription status should be active or suspended or expired.',
    );
  const outstanding = info.outstanding_balance;
  if (minorUnits(outstanding) === 0)
    throw unprocessable(
      'ZERO_OUTSTANDING_BALANCE',
      'Current outstanding balance should be greater than zero.',
    );
  if (input.amount.currency_code !== outstanding.currency_code)
    throw unprocessable(
      'CURRENCY_MISMATCH',
      "The currency code is different from the subscription's currency code.",
      '/amount/currency_code',
    );
  const requested = minorUnits(input.amount);
  if (requested > minorUnits(outstanding))
    throw unprocessable(
      'AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE',
      'The capture amount can not be greater than the current outstanding balance.',
      '/amount/value',
    );
  if (requested <= 0)
    throw invalidRequest([
      {
        field: '/amount/value',
        value: input.amount.value,
        location: 'body',
        issue: 'INVALID_PARAMETER_VALUE',
        description: 'The value of a field is invalid.',
      },
    ]);
  const amount = toMoney(requested, outstanding.currency_code);
  const nowMs = state.clock.nowMs();
  const time = isoTime(nowMs);
  if (stored.funding?.declines)
    return declinedTransaction(stored, recordDecline(stored, amount, time));
  info.outstanding_balance = subtractMoney(outstanding, amount);
  info.last_payment = { amount, time };
  info.failed_payments_count = 0;
  resource.update_time = time;
  return saleTransaction(stored, takePayment(state, stored, amount, nowMs));
}
