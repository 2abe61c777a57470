import { ordersError, ordersUnprocessable } from '../http/paypal-error.js';
import type { CaptureRefundResource } from '../order-types.js';
import { toMoney } from '../plans.js';
import { newCaptureId } from '../state/ids.js';
import type { PayPalState, StoredCapture } from '../state/paypal-state.js';
import { addMoney, minorUnits, zeroMoney } from '../subscriptions/money.js';
import { renderRefund } from './order.factory.js';
import type { RefundCaptureInput } from './order.schemas.js';

const notFound = (field: string, id: string) =>
  ordersError(
    404,
    'RESOURCE_NOT_FOUND',
    {
      field,
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
    [],
    'payments',
  );

export function findCapture(state: PayPalState, id: string): StoredCapture {
  const found = state.captures.get(id);
  if (!found) throw notFound('capture_id', id);
  return found;
}

/** What was refunded of a capture so far. */
export function refundedOf(stored: StoredCapture) {
  const currency = stored.capture.amount.currency_code;
  return stored.refunds.reduce((sum, refund) => addMoney(sum, refund.amount), zeroMoney(currency));
}

/** `GET /v2/payments/refunds/{id}`. */
export function showRefund(state: PayPalState, id: string): CaptureRefundResource {
  const captureId = state.captureRefunds.get(id);
  const refund = captureId
    ? state.captures.get(captureId)?.refunds.find((found) => found.id === id)
    : undefined;
  if (!captureId || !refund) throw notFound('refund_id', id);
  return renderRefund(refund, captureId, state.baseUrl);
}

/** The amount asked for (all that is left when none), or PayPal's 422 refusal. */
function refundAmount(stored: StoredCapture, input: RefundCaptureInput) {
  const { capture } = stored;
  const currency = capture.amount.currency_code;
  const left = minorUnits(capture.amount) - minorUnits(refundedOf(stored));
  if (left <= 0)
    throw ordersUnprocessable(
      'CAPTURE_FULLY_REFUNDED',
      'The capture has already been fully refunded',
      undefined,
      'payments',
    );
  if (!input.amount) return toMoney(left, currency);
  if (input.amount.currency_code !== currency)
    throw ordersUnprocessable(
      'CURRENCY_MISMATCH',
      'Currency of capture must be the same as currency of refund.',
      '/amount/currency_code',
      'payments',
    );
  const asked = minorUnits(input.amount);
  if (asked <= 0)
    throw ordersUnprocessable(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero.',
      '/amount/value',
      'payments',
    );
  if (asked > left)
    throw ordersUnprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      '/amount/value',
      'payments',
    );
  return toMoney(asked, currency);
}

/**
 * `POST /v2/payments/captures/{id}/refund` (Payments v2 "Refund captured payment"): an empty body
 * refunds what is left, an `amount` refunds part of it; several partial refunds may follow each
 * other up to the captured amount. The capture becomes PARTIALLY_REFUNDED, then REFUNDED; the
 * order lists the refund under `payments.refunds`; PAYMENT.CAPTURE.REFUNDED carries the refund.
 * PayPal keeps its fee (`seller_payable_breakdown.paypal_fee` 0).
 */
export function refundCapture(
  state: PayPalState,
  id: string,
  input: RefundCaptureInput,
): CaptureRefundResource {
  const stored = findCapture(state, id);
  const amount = refundAmount(stored, input);
  const time = state.clock.iso();
  const { capture } = stored;
  const total = addMoney(refundedOf(stored), amount);
  const refund: CaptureRefundResource = {
    id: newCaptureId(),
    status: 'COMPLETED',
    amount,
    seller_payable_breakdown: {
      gross_amount: amount,
      paypal_fee: zeroMoney(amount.currency_code),
      net_amount: amount,
      total_refunded_amount: total,
    },
    ...((input.invoice_id ?? capture.invoice_id)
      ? { invoice_id: input.invoice_id ?? capture.invoice_id }
      : {}),
    ...((input.custom_id ?? capture.custom_id)
      ? { custom_id: input.custom_id ?? capture.custom_id }
      : {}),
    ...(input.note_to_payer ? { note_to_payer: input.note_to_payer } : {}),
    create_time: time,
    update_time: time,
    links: [],
  };
  stored.refunds.push(refund);
  state.captureRefunds.set(refund.id, capture.id);
  capture.status =
    minorUnits(total) >= minorUnits(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.update_time = time;
  const unit = state.orders
    .get(stored.orderId)
    ?.resource.purchase_units.find((found) => found.payments?.captures.includes(capture));
  if (unit?.payments) unit.payments.refunds = [...(unit.payments.refunds ?? []), refund];
  const rendered = renderRefund(refund, capture.id, state.baseUrl);
  state.webhooks.emit({ type: 'PAYMENT.CAPTURE.REFUNDED', resource: rendered });
  return rendered;
}
