import { z } from 'zod';
import { resourceMissing } from '../http/api-error.js';
import { toJson } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import type { WebhookDispatcher } from '../events/webhook-dispatcher.js';
import { parseJsonBody } from './json-body.js';

const endpointSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  secret: z.string().min(1),
});
const chaosSchema = z.object({
  duplicates: z.boolean().optional(),
  outOfOrder: z.boolean().optional(),
});

/** `/_emulator/webhooks`: endpoints (start options + runtime) and the chaos switch. */
export function registerWebhookAdminRoutes(router: Router, dispatcher: WebhookDispatcher): void {
  const state = () =>
    toJson({ endpoints: dispatcher.endpoints.list(), chaos: { ...dispatcher.chaos } });

  router.get('/_emulator/webhooks/chaos', 'none', () => json({ ...dispatcher.chaos }));

  router.post('/_emulator/webhooks/chaos', 'none', ({ rawBody }) => {
    const settings = parseJsonBody(chaosSchema, rawBody);
    if (settings.duplicates !== undefined) dispatcher.chaos.duplicates = settings.duplicates;
    if (settings.outOfOrder !== undefined) dispatcher.chaos.outOfOrder = settings.outOfOrder;
    return json({ ...dispatcher.chaos });
  });

  router.get('/_emulator/webhooks', 'none', () => json(state()));

  router.post('/_emulator/webhooks', 'none', ({ rawBody }) => {
    const endpoint = dispatcher.endpoints.add(parseJsonBody(endpointSchema, rawBody));
    return json(toJson(endpoint));
  });

  router.delete('/_emulator/webhooks', 'none', () => {
    dispatcher.endpoints.removeRuntime();
    return json(state());
  });

  router.delete('/_emulator/webhooks/:id', 'none', ({ params }) => {
    const id = params.id ?? '';
    if (!dispatcher.endpoints.remove(id)) throw resourceMissing('webhook endpoint', id);
    return json({ id, deleted: true });
  });
}
