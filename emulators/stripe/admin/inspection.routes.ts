import { z } from 'zod';
import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import type { EventObject } from '../events/event-sink.js';
import type { WebhookDispatcher } from '../events/webhook-dispatcher.js';
import { parseJsonBody } from './json-body.js';
import { findStoredObject, stateCollections } from './state-objects.js';

/** Object types an event can carry (see EventObject). */
const EVENT_OBJECT_TYPES = new Set([
  'subscription',
  'invoice',
  'payment_intent',
  'setup_intent',
  'checkout.session',
  'customer',
  'refund',
  'charge',
  'dispute',
]);

const triggerSchema = z.object({
  type: z.string().regex(/^[a-z_]+(\.[a-z_]+)+$/),
  id: z.string().min(1),
  previous_attributes: z.record(z.string(), z.unknown()).optional(),
});

const asList = (data: object[]) => json({ object: 'list', data: data.map(toJson) });

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Raw stored objects, all emitted events, every delivery attempt; emitting an event by hand. */
export function registerInspectionRoutes(router: Router, dispatcher: WebhookDispatcher): void {
  router.get('/_emulator/objects', 'none', ({ input, state }) => {
    const type = typeof input.type === 'string' ? input.type : undefined;
    const collections = stateCollections(state);
    if (type && !collections.has(type)) {
      const known = [...collections.keys()].join(', ');
      throw invalidRequest(`Unknown object type '${type}'. Known types: ${known}.`, 'type');
    }
    const chosen = type ? [collections.get(type)] : [...collections.values()];
    return asList(chosen.flatMap((collection) => collection?.values() ?? []));
  });

  router.get('/_emulator/objects/:id', 'none', ({ params, state }) => {
    const id = params.id ?? '';
    const found = findStoredObject(state, id) ?? dispatcher.events.get(id);
    if (!found) throw resourceMissing('object', id);
    return json(toJson(found));
  });

  router.get('/_emulator/events', 'none', ({ input }) => {
    const type = typeof input.type === 'string' ? input.type : undefined;
    return asList(dispatcher.list().filter((event) => !type || event.type === type));
  });

  router.post('/_emulator/events', 'none', ({ rawBody, state }) => {
    const { type, id, previous_attributes } = parseJsonBody(triggerSchema, rawBody);
    const found = findStoredObject(state, id);
    if (!found) throw resourceMissing('object', id, 'id');
    const objectType = 'object' in found ? String(found.object) : '';
    if (!EVENT_OBJECT_TYPES.has(objectType))
      throw invalidRequest(`Events cannot carry a ${objectType} object.`, 'id');
    dispatcher.emit(type as Stripe.Event.Type, found as EventObject, previous_attributes);
    const emitted = dispatcher.list().at(-1);
    return json(emitted ? toJson(emitted) : {});
  });

  router.get('/_emulator/deliveries', 'none', ({ input }) => {
    const eventId = single(typeof input.event === 'string' ? input.event : undefined);
    const url = typeof input.url === 'string' ? input.url : undefined;
    return asList(dispatcher.deliveries.list({ eventId, url }));
  });
}
