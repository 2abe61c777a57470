import { newEventId } from '../state/ids.js';
import type {
  SaleResource,
  SubscriptionResource,
  WebhookEvent,
  WebhookEventType,
} from '../paypal-types.js';

const SUMMARIES: Record<WebhookEventType, string> = {
  'BILLING.SUBSCRIPTION.CREATED': 'Subscription created',
  'BILLING.SUBSCRIPTION.ACTIVATED': 'Subscription activated',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'Subscription suspended',
  'BILLING.SUBSCRIPTION.CANCELLED': 'Subscription cancelled',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'Subscription payment failed',
  'PAYMENT.SALE.COMPLETED': 'Payment completed',
};

export type EventPayload =
  | { type: Exclude<WebhookEventType, 'PAYMENT.SALE.COMPLETED'>; resource: SubscriptionResource }
  | { type: 'PAYMENT.SALE.COMPLETED'; resource: SaleResource };

/** The envelope PayPal posts: `WH-…` id, versions, summary and HATEOAS links. */
export function buildEvent(
  payload: EventPayload,
  baseUrl: string,
  createTime: string,
): WebhookEvent {
  const id = newEventId();
  const isSale = payload.type === 'PAYMENT.SALE.COMPLETED';
  const summary = isSale
    ? `Payment completed for ${payload.resource.amount.currency} ${payload.resource.amount.total}`
    : SUMMARIES[payload.type];
  const href = `${baseUrl}/v1/notifications/webhooks-events/${id}`;
  return {
    id,
    event_version: '1.0',
    create_time: createTime,
    resource_type: isSale ? 'sale' : 'subscription',
    resource_version: isSale ? '1.0' : '2.0',
    event_type: payload.type,
    summary,
    resource: structuredClone(payload.resource),
    links: [
      { href, rel: 'self', method: 'GET' },
      { href: `${href}/resend`, rel: 'resend', method: 'POST' },
    ],
  };
}
