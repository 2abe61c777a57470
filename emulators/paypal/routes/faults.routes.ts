import { z } from 'zod';
import { faultRuleSchema } from '../../shared/faults/fault-rules.js';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import type { PayPalStore } from '../state/paypal.store.js';

const faultsSchema = z.union([
  z.array(faultRuleSchema),
  z.object({ rules: z.array(faultRuleSchema), seed: z.number().int().optional() }).strict(),
]);

const chaosSchema = z
  .object({ duplicates: z.boolean().optional(), outOfOrder: z.boolean().optional() })
  .strict();

const faultState = (store: PayPalStore) =>
  json({ seed: store.faults.seed, rules: store.faults.list() });

/**
 * The reliability switches, as on the Stripe emulator: `/_emulator/faults` (latency and errors on
 * `/v1/**`) and `/_emulator/webhooks/chaos` (duplicated and reordered webhook deliveries).
 */
export function registerFaultRoutes(router: Router): void {
  router.get('/_emulator/faults', 'none', ({ store }) => faultState(store));

  router.post('/_emulator/faults', 'none', (context) => {
    const body = parseJsonBody(context, faultsSchema);
    if (Array.isArray(body)) context.store.faults.set(body);
    else context.store.faults.set(body.rules, body.seed);
    return faultState(context.store);
  });

  router.add('DELETE', '/_emulator/faults', 'none', ({ store }) => {
    store.faults.clear();
    return faultState(store);
  });

  router.get('/_emulator/webhooks/chaos', 'none', ({ store }) => json({ ...store.webhooks.chaos }));

  router.post('/_emulator/webhooks/chaos', 'none', (context) => {
    const chaos = context.store.webhooks.chaos;
    Object.assign(chaos, parseJsonBody(context, chaosSchema));
    return json({ ...chaos });
  });
}
