import { z } from 'zod';
import { faultRuleSchema } from '../../shared/faults/fault-rules.js';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import type { PayPalState } from '../state/paypal-state.js';

const faultsSchema = z.union([
  z.array(faultRuleSchema),
  z.object({ rules: z.array(faultRuleSchema), seed: z.number().int().optional() }).strict(),
]);

const chaosSchema = z
  .object({ duplicates: z.boolean().optional(), outOfOrder: z.boolean().optional() })
  .strict();

const faultState = (state: PayPalState) =>
  json({ seed: state.faults.seed, rules: state.faults.list() });

/**
 * The reliability switches, as on the Stripe emulator: `/_emulator/faults` (latency and errors on
 * `/v1/**`) and `/_emulator/webhooks/chaos` (duplicated and reordered webhook deliveries).
 */
export function registerFaultRoutes(router: Router): void {
  router.get('/_emulator/faults', 'none', ({ state }) => faultState(state));

  router.post('/_emulator/faults', 'none', (context) => {
    const body = parseJsonBody(context, faultsSchema);
    if (Array.isArray(body)) context.state.faults.set(body);
    else context.state.faults.set(body.rules, body.seed);
    return faultState(context.state);
  });

  router.add('DELETE', '/_emulator/faults', 'none', ({ state }) => {
    state.faults.clear();
    return faultState(state);
  });

  router.get('/_emulator/webhooks/chaos', 'none', ({ state }) => json({ ...state.webhooks.chaos }));

  router.post('/_emulator/webhooks/chaos', 'none', (context) => {
    const chaos = context.state.webhooks.chaos;
    Object.assign(chaos, parseJsonBody(context, chaosSchema));
    return json({ ...chaos });
  });
}
