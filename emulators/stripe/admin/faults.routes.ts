import { z } from 'zod';
import type { FaultInjector } from '../../shared/faults/fault-injector.js';
import { faultRuleSchema } from '../../shared/faults/fault-rules.js';
import { toJson } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import { parseJsonBody } from './json-body.js';

const faultsSchema = z.union([
  z.array(faultRuleSchema),
  z.object({ rules: z.array(faultRuleSchema), seed: z.number().int().optional() }).strict(),
]);

/** `/_emulator/faults`: latency and errors injected into `/v1/**` requests. */
export function registerFaultAdminRoutes(router: Router, faults: FaultInjector): void {
  const state = () => toJson({ seed: faults.seed, rules: faults.list() });

  router.get('/_emulator/faults', 'none', () => json(state()));

  router.post('/_emulator/faults', 'none', ({ rawBody }) => {
    const body = parseJsonBody(faultsSchema, rawBody);
    if (Array.isArray(body)) faults.set(body);
    else faults.set(body.rules, body.seed);
    return json(state());
  });

  router.delete('/_emulator/faults', 'none', () => {
    faults.clear();
    return json(state());
  });
}
