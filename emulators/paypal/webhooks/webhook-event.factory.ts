import { newEventId } from '../state/ids.js';
import type { CaptureRefundResource, CaptureResource, OrderResource } from '../order-types.js';
import type {
  RefundResource,
  SaleResource,
  SubscriptionResource,
  WebhookEvent,
  WebhookEventType,
} from '../paypal-types.js';

const SUMMARIES: Record<SubscriptionEventType, string> = {
  'BILLING.SUBSCRIPTION.CREATED': 'Subscription created',
  'BILLING.SUBSCRIPTION.ACTIVATED': 'Subscription activated',
  'BILLING.SUBSCRIPTION.UPDATED': 'Subscription updated',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'Subscription suspended',
  'BILLING.SUBSCRIPTION.CANCELLED': 'Subscription cancelled',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'Subscription payment failed',
};

type SubscriptionEventType = Extract<WebhookEventType, `BILLING.SUBSCRIPTION.${string}`>;

export type EventPayload =
  | { type: SubscriptionEventType; resource: SubscriptionResource }
  | { type: 'PAYMENT.SALE.COMPLETED'; resource: SaleResource }
  /** PayPal's "A merchant refunds a sale": the resource is the refund (`sale_id`, amount). */
  | { type: 'PAYMENT.SALE.REFUNDED'; resource: RefundResource }
  | { type: 'CHECKOUT.ORDER.APPROVED'; resource: OrderResource }
  | { type: 'PAYMENT.CAPTURE.COMPLETED'; resource: CaptureResource }
  /** "A merchant refunds a payment capture": the resource is the v2 refund. */
  | { type: 'PAYMENT.CAPTURE.REFUNDED'; resource: CaptureRefundResource };

/** The summary, resource type and version PayPal gives each kind of event. */
function describe(payload: EventPayload): {
  summary: string;
  type: WebhookEvent['resource_type'];
  version: WebhookEvent['resource_version'];
} {
  switch (payload.type) {
    case 'PAYMENT.SALE.COMPLETED': {
      const { currency, total } = payload.resource.amount;
      return {
        summary: `Payment completed for ${currency} ${total}`,
        type: 'sale',
        version: '1.0',
      };
    }
    case 'PAYMENT.SALE.REFUNDED': {
      const { currency, total } = payload.resource.amount;
      const summary = `A ${total} ${currency} sale payment was refunded`;
      return { summary, type: 'refund', version: '1.0' };
    }
    case 'CHECKOUT.ORDER.APPROVED':
      return {
        summary: 'An order has been approved by buyer',
        type: 'checkout-order',
        version: '2.0',
      };
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const { currency_code, value } = payload.resource.amount;
      return {
        summary: `Payment completed for ${currency_code} ${value}`,
        type: 'capture',
        version: '2.0',
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED': {
      const { currency_code, value } = payload.resource.amount;
      const summary = `A ${value} ${currency_code} capture payment was refunded`;
      return { summary, type: 'refund', version: '2.0' };
    }
    default:
      return { summary: SUMMARIES[payload.type], type: 'subscription', version: '2.0' };
  }
}

/** The envelope PayPal posts: `WH-…` id, versions, summary and HATEOAS links. */
export function buildEvent(
  payload: EventPayload,
  baseUrl: string,
  createTime: string,
): WebhookEvent {
  const id = newEventId();
  const { summary, type, version } = describe(payload);
  const href = `${baseUrl}/v1/notifications/webhooks-events/${id}`;
  return {
    id,
    event_version: '1.0',
    create_time: createTime,
    resource_type: type,
    resource_version: version,
    event_type: payload.type,
    summary,
    resource: structuredClone(payload.resource),
    links: [
      { href, rel: 'self', method: 'GET' },
      { href: `${href}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}
