import { ordersError, ordersUnprocessable } from '../http/paypal-error.js';
import type { CaptureResource, OrderPayer } from '../order-types.js';
import { newCaptureId, newPayerId } from '../state/ids.js';
import type { PayPalState, StoredOrder } from '../state/paypal-state.js';
import { subtractMoney, transactionFee } from '../subscriptions/money.js';
import { approveUrl, DEFAULT_BUYER } from '../subscriptions/subscription.factory.js';
import type { ApprovalInput } from '../subscriptions/subscription.schemas.js';
import { checkOrderAmounts } from './order-amount.rules.js';
import { newOrder, renderCapture, renderOrder } from './order.factory.js';
import type { CreateOrderInput } from './order.schemas.js';

export function findOrder(state: PayPalState, id: string): StoredOrder {
  const found = state.orders.get(id);
  if (!found)
    throw ordersError(404, 'RESOURCE_NOT_FOUND', {
      field: 'order_id',
      value: id,
      location: 'path',
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    });
  return found;
}

/** Reference ids: `default` for a single unit; required and distinct for several. */
function checkReferenceIds(input: CreateOrderInput): void {
  const units = input.purchase_units;
  if (units.length > 1 && units.some((unit) => unit.reference_id === undefined))
    throw ordersUnprocessable(
      'REFERENCE_ID_REQUIRED',
      "'reference_id' is required for each 'purchase_unit' if multiple 'purchase_unit' are provided.",
      '/purchase_units',
    );
  const ids = units.map((unit) => unit.reference_id ?? 'default');
  if (new Set(ids).size !== ids.length)
    throw ordersUnprocessable(
      'DUPLICATE_REFERENCE_ID',
      "'reference_id' must be unique if multiple 'purchase_unit' are provided.",
      '/purchase_units',
    );
}

/** `POST /v2/checkout/orders` with intent CAPTURE (the only intent the emulator models). */
export function createOrder(state: PayPalState, input: CreateOrderInput): StoredOrder {
  if (input.intent !== 'CAPTURE')
    throw ordersUnprocessable(
      'UNSUPPORTED_INTENT',
      'The local emulator models intent CAPTURE only.',
      '/intent',
    );
  checkReferenceIds(input);
  checkOrderAmounts(input);
  const stored = newOrder(input, state.clock.nowMs());
  state.orders.set(stored.resource.id, stored);
  return stored;
}

/** Whether the buyer may still approve it in the PayPal window. */
export const awaitsApproval = (stored: StoredOrder): boolean =>
  stored.resource.status === 'CREATED' || stored.resource.status === 'PAYER_ACTION_REQUIRED';

/** The buyer approved in the PayPal window: APPROVED, with the payer; CHECKOUT.ORDER.APPROVED. */
export function approveOrder(
  state: PayPalState,
  id: string,
  buyer: ApprovalInput = {},
): StoredOrder {
  const stored = findOrder(state, id);
  if (!awaitsApproval(stored))
    throw ordersUnprocessable(
      'ORDER_NOT_APPROVABLE',
      `The order is ${stored.resource.status} and cannot be approved again (emulator).`,
    );
  const payer: OrderPayer = {
    name: {
      given_name: buyer.name?.given_name ?? DEFAULT_BUYER.name.given_name,
      surname: buyer.name?.surname ?? DEFAULT_BUYER.name.surname,
    },
    email_address: buyer.email_address ?? DEFAULT_BUYER.email_address,
    payer_id: buyer.payer_id ?? newPayerId(),
    address: { country_code: 'DE' },
  };
  const { payer_id, ...account } = payer;
  const resource = stored.resource;
  resource.status = 'APPROVED';
  resource.payer = payer;
  resource.payment_source = {
    paypal: { ...account, account_id: payer_id, account_status: 'VERIFIED' },
  };
  resource.update_time = state.clock.iso();
  const rendered = renderOrder(stored, state.captures, state.baseUrl);
  state.webhooks.emit({ type: 'CHECKOUT.ORDER.APPROVED', resource: rendered });
  return stored;
}

/**
 * `POST /v2/checkout/orders/{id}/capture`: one capture per purchase unit, the order COMPLETED,
 * PAYMENT.CAPTURE.COMPLETED per capture. Not approved yet: 422 ORDER_NOT_APPROVED; captured
 * already: 422 ORDER_ALREADY_CAPTURED; a declining funding source: 422 INSTRUMENT_DECLINED with a
 * `redirect` link back to the approval page (the order stays APPROVED).
 */
export function captureOrder(state: PayPalState, id: string): StoredOrder {
  const stored = findOrder(state, id);
  const resource = stored.resource;
  if (resource.status === 'COMPLETED')
    throw ordersUnprocessable(
      'ORDER_ALREADY_CAPTURED',
      "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    );
  if (resource.status !== 'APPROVED')
    throw ordersUnprocessable(
      'ORDER_NOT_APPROVED',
      "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
    );
  if (stored.funding?.declines)
    throw ordersError(
      422,
      'UNPROCESSABLE_ENTITY',
      {
        issue: 'INSTRUMENT_DECLINED',
        description:
          'The instrument presented  was either declined by the processor or bank, or it can\u2019t be used for this payment.',
      },
      [{ href: approveUrl(state.baseUrl, id), rel: 'redirect', method: 'GET' }],
    );
  const time = state.clock.iso();
  const captures = resource.purchase_units.map((unit) => {
    const fee = transactionFee(unit.amount);
    const capture: CaptureResource = {
      id: newCaptureId(),
      status: 'COMPLETED',
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
        paypal_fee: fee,
        net_amount: subtractMoney(unit.amount, fee),
      },
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
      create_time: time,
      update_time: time,
      links: [],
    };
    unit.payments = { captures: [capture] };
    state.captures.set(capture.id, { capture, orderId: id, refunds: [] });
    return capture;
  });
  resource.status = 'COMPLETED';
  resource.update_time = time;
  for (const capture of captures) {
    const found = state.captures.get(capture.id);
    if (found)
      state.webhooks.emit({
        type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: renderCapture(found, state.baseUrl, { related: true }),
      });
  }
  return stored;
}
