import { z } from 'zod';
import { advanceClock } from '../billing/clock-advance.service.js';
import { invalidRequest } from '../http/api-error.js';
import type { FormObject } from '../http/form-parser.js';
import { formInt, parseParams } from '../http/params.js';
import { json, type RequestContext, type Router } from '../http/router.js';

const advanceSchema = z.object({ seconds: formInt.min(0).optional(), to: formInt.optional() });

/** The body as JSON (`{"seconds":86400}`) or as a form (`seconds=86400`). */
function advanceInput(context: RequestContext): FormObject {
  const type = String(context.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return context.input;
  try {
    const parsed: unknown = JSON.parse(context.rawBody || '{}');
    const input: FormObject = {};
    if (parsed && typeof parsed === 'object')
      for (const [key, value] of Object.entries(parsed))
        if (typeof value === 'number' || typeof value === 'string') input[key] = String(value);
    return input;
  } catch {
    throw invalidRequest('Invalid JSON body.');
  }
}

/** Clock control, like Stripe test clocks: read the emulator's now, move it forward. */
export function registerClockRoutes(router: Router): void {
  router.get('/_emulator/clock', 'none', ({ state }) => json({ now: state.clock.now() }));

  router.post('/_emulator/clock/advance', 'none', (context) => {
    const { state } = context;
    const params = parseParams(advanceSchema, advanceInput(context));
    if ((params.seconds === undefined) === (params.to === undefined))
      throw invalidRequest('Pass exactly one of seconds or to.', 'seconds');
    const now = state.clock.now();
    const target = params.to ?? now + (params.seconds ?? 0);
    if (target < now)
      throw invalidRequest(`The clock only moves forward: to must be at least ${now}.`, 'to');
    const processed = advanceClock(state, target);
    return json({ now: state.clock.now(), processed });
  });
}
