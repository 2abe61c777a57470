import Stripe from 'stripe';
import type { JsonObject } from '../http/json.js';
import { toJson } from '../http/json.js';
import type { ApiRequestContext } from '../http/request-context.js';
import { newId } from '../state/ids.js';
import type { EventObject } from './event-sink.js';

/** The API version the `stripe` package pins; events carry it as `api_version`. */
export const EVENT_API_VERSION: string = Stripe.API_VERSION;

export interface EventDetails {
  /** Unix seconds from the emulator clock. */
  created: number;
  /** The API request that caused the change; undefined for automatic changes. */
  request: ApiRequestContext | undefined;
  /** Endpoints the event will be delivered to. */
  pendingWebhooks: number;
}

/**
 * A `Stripe.Event` in the pinned version's shape. `object` is the JSON snapshot of the changed
 * object at emit time (later changes to the stored object do not alter the event).
 */
export function buildEvent(
  type: Stripe.Event.Type,
  object: JsonObject,
  previousAttributes: Record<string, unknown> | undefined,
  details: EventDetails,
): Stripe.Event {
  const data: Stripe.Event.Data = { object: object as Stripe.Event.Data.Object };
  if (previousAttributes) data.previous_attributes = toJson(previousAttributes);
  const event: Stripe.EventBase = {
    id: newId('evt', 24),
    object: 'event',
    api_version: EVENT_API_VERSION,
    created: details.created,
    data,
    livemode: false,
    pending_webhooks: details.pendingWebhooks,
    request: {
      id: details.request?.id ?? null,
      idempotency_key: details.request?.idempotencyKey ?? null,
    },
    type,
  };
  // The union member is chosen by `type`; the payload is the object the emitter announced.
  return event as Stripe.Event;
}

/**
 * Events about one customer (their subscriptions, invoices, intents, sessions) share an
 * ordering key, so they are delivered to an endpoint in emit order.
 */
export function orderingKey(object: EventObject): string {
  if (object.object === 'customer') return object.id;
  const customer = 'customer' in object ? object.customer : null;
  if (typeof customer === 'string') return customer;
  if (customer && typeof customer === 'object') return customer.id;
  return object.id;
}
