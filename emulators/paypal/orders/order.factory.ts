import type {
  CaptureRefundResource,
  CaptureResource,
  OrderPayer,
  OrderResource,
  OrderStatus,
  PurchaseUnitResource,
} from '../order-types.js';
import type { Link } from '../paypal-types.js';
import { isoTime, newOrderId } from '../state/ids.js';
import type { StoredCapture, StoredOrder } from '../state/paypal-state.js';
import { approveUrl } from '../subscriptions/subscription.factory.js';
import type { CreateOrderInput } from './order.schemas.js';

/** The merchant every order pays (the sandbox business account of the local stack). */
export const MERCHANT = {
  email_address: 'payments@fastwell.example',
  merchant_id: 'FASTWELL00001',
};

/** A new order: CREATED, or PAYER_ACTION_REQUIRED when it names `payment_source.paypal`. */
export function newOrder(input: CreateOrderInput, nowMs: number): StoredOrder {
  const payerAction = input.payment_source?.paypal !== undefined;
  const context = input.payment_source?.paypal?.experience_context ?? input.application_context;
  const purchase_units: PurchaseUnitResource[] = input.purchase_units.map((unit) => ({
    reference_id: unit.reference_id ?? 'default',
    amount: structuredClone(unit.amount),
    payee: { ...MERCHANT },
    ...(unit.description ? { description: unit.description } : {}),
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    ...(unit.soft_descriptor ? { soft_descriptor: unit.soft_descriptor } : {}),
    ...(unit.items ? { items: structuredClone(unit.items) } : {}),
  }));
  return {
    resource: {
      id: newOrderId(),
      intent: 'CAPTURE',
      status: payerAction ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units,
      create_time: isoTime(nowMs),
      links: [],
    },
    payerAction,
    returnUrl: context?.return_url,
    cancelUrl: context?.cancel_url,
    brandName: context?.brand_name,
  };
}

/** HATEOAS links for the order's status, as Orders v2 answers them. */
export function orderLinks(stored: StoredOrder, baseUrl: string): Link[] {
  const { id, status } = stored.resource;
  const self = `${baseUrl}/v2/checkout/orders/${id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  const approve = { href: approveUrl(baseUrl, id), method: 'GET' as const };
  if (status === 'CREATED') links.push({ ...approve, rel: 'approve' });
  if (status === 'PAYER_ACTION_REQUIRED') links.push({ ...approve, rel: 'payer-action' });
  if (status === 'CREATED' || status === 'APPROVED')
    links.push(
      { href: self, rel: 'update', method: 'PATCH' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    );
  return links;
}

/** A capture as answered: links for its state, the order id only where PayPal adds it. */
export function renderCapture(
  stored: StoredCapture,
  baseUrl: string,
  options: { related?: boolean } = {},
): CaptureResource {
  const { capture, orderId } = stored;
  const self = `${baseUrl}/v2/payments/captures/${capture.id}`;
  const links: Link[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (capture.status !== 'REFUNDED')
    links.push({ href: `${self}/refund`, rel: 'refund', method: 'POST' });
  links.push({ href: `${baseUrl}/v2/checkout/orders/${orderId}`, rel: 'up', method: 'GET' });
  return {
    ...structuredClone(capture),
    ...(options.related ? { supplementary_data: { related_ids: { order_id: orderId } } } : {}),
    links,
  };
}

/** A refund of a capture with its links (`self`, `up` to the capture). */
export function renderRefund(
  refund: CaptureRefundResource,
  captureId: string,
  baseUrl: string,
): CaptureRefundResource {
  const links: Link[] = [
    { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
    { href: `${baseUrl}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
  ];
  return { ...structuredClone(refund), links };
}

/** The order with its links (GET, events, and `Prefer: return=representation` answers). */
export function renderOrder(
  stored: StoredOrder,
  captures: ReadonlyMap<string, StoredCapture>,
  baseUrl: string,
): OrderResource {
  const resource = structuredClone(stored.resource);
  for (const unit of resource.purchase_units) {
    if (!unit.payments) continue;
    const owners = new Map<string, string>();
    unit.payments.captures = unit.payments.captures.map((capture) => {
      const found = captures.get(capture.id);
      for (const refund of found?.refunds ?? []) owners.set(refund.id, capture.id);
      return found ? renderCapture(found, baseUrl) : capture;
    });
    if (unit.payments.refunds)
      unit.payments.refunds = unit.payments.refunds.map((refund) =>
        renderRefund(refund, owners.get(refund.id) ?? '', baseUrl),
      );
  }
  return { ...resource, links: orderLinks(stored, baseUrl) };
}

/** What `Prefer: return=minimal` (the default) answers. */
export interface MinimalOrder {
  id: string;
  status: OrderStatus;
  links: Link[];
  payment_source?: OrderResource['payment_source'] | { paypal: Record<string, never> };
  purchase_units?: Pick<PurchaseUnitResource, 'reference_id' | 'payments'>[];
  payer?: OrderPayer;
}

/**
 * The default (`return=minimal`) answer: create answers `{ id, status, links }` (plus an empty
 * `payment_source.paypal` for a payer-action order); capture adds the payer, the payment source
 * and each purchase unit's reference id and payments.
 */
export function minimalOrder(order: OrderResource): MinimalOrder {
  const { id, status, links, payer, payment_source } = order;
  if (status === 'PAYER_ACTION_REQUIRED')
    return { id, status, payment_source: { paypal: {} }, links };
  if (status !== 'COMPLETED') return { id, status, links };
  const purchase_units = order.purchase_units.map(({ reference_id, payments }) => ({
    reference_id,
    ...(payments ? { payments } : {}),
  }));
  return { id, status, payment_source, purchase_units, payer, links };
}
