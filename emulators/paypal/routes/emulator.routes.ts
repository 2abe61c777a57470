import { z } from 'zod';
import { invalidRequest } from '../http/paypal-error.js';
import { sdkScript } from '../http/sdk-bundler.js';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { TOKEN_LIFETIME_SECONDS } from '../state/paypal-state.js';
import { renderSubscription } from '../subscriptions/subscription.factory.js';
import { approveSubscription } from '../subscriptions/subscription-lifecycle.service.js';
import { approvalSchema } from '../subscriptions/subscription.schemas.js';
import { approveRevision } from '../subscriptions/subscription-revision.service.js';
import { billNextAttempt } from '../subscriptions/billing-attempt.service.js';
import { advanceClock, clockFailure } from '../subscriptions/clock-advance.service.js';

const webhookSchema = z.object({ url: z.url(), id: z.string().min(1).max(50).optional() });
const advanceSchema = z.object({
  seconds: z.number().int().min(0).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** Admin and inspection (`/_emulator/*`, no auth) and the stand-in SDK (`/sdk/*`). */
export function registerEmulatorRoutes(router: Router): void {
  router.get('/_emulator/health', 'none', () => json({ ok: true, service: 'paypal' }));

  router.post('/_emulator/reset', 'none', ({ state }) => {
    state.reset();
    return json({ ok: true });
  });

  router.get('/_emulator/subscriptions', 'none', ({ state, baseUrl }) =>
    json({
      subscriptions: [...state.subscriptions.values()].map((stored) =>
        renderSubscription(stored, baseUrl),
      ),
    }),
  );

  /** Every sale (subscription payment) with its refund, if any: what PayPal's activity lists. */
  router.get('/_emulator/sales', 'none', ({ state }) =>
    json({ sales: [...state.sales.values()].map(({ sale, refund }) => ({ ...sale, refund })) }),
  );

  /** The buyer approves without the page: the subscription, or its pending revision. */
  router.post('/_emulator/subscriptions/:id/approve', 'none', (context) => {
    const buyer = parseJsonBody(context, approvalSchema);
    const id = context.params.id ?? '';
    const revising = context.state.subscriptions.get(id)?.pendingRevision !== undefined;
    const stored = revising
      ? approveRevision(context.state, id)
      : approveSubscription(context.state, id, buyer);
    return json(renderSubscription(stored, context.baseUrl));
  });

  /**
   * PayPal's next attempt, made now (whatever next_billing_time says): the retry of a failed
   * payment if one is pending, else the renewal. Paid: the sale; declined: the failure.
   */
  router.post('/_emulator/subscriptions/:id/bill', 'none', (context) => {
    const id = context.params.id ?? '';
    const outcome = billNextAttempt(context.state, id);
    return json(outcome.kind === 'paid' ? outcome.sale : clockFailure(id, outcome));
  });

  /** The emulator's now (like the Stripe emulator's clock, in PayPal's ISO format). */
  router.get('/_emulator/clock', 'none', ({ state }) => json({ now: state.clock.iso() }));

  /** Moves now forward (`seconds`, or `to` an ISO time), billing every renewal that comes due. */
  router.post('/_emulator/clock/advance', 'none', (context) => {
    const { seconds, to } = parseJsonBody(context, advanceSchema);
    const { clock } = context.state;
    if ((seconds === undefined) === (to === undefined))
      throw invalidRequest([
        {
          field: 'seconds',
          issue: 'INVALID_PARAMETER_SYNTAX',
          description: 'Pass exactly one of seconds or to.',
        },
      ]);
    const now = clock.nowMs();
    const target = to === undefined ? now + (seconds ?? 0) * 1000 : Date.parse(to);
    if (target < now - 999)
      throw invalidRequest([
        {
          field: 'to',
          value: to,
          issue: 'INVALID_PARAMETER_VALUE',
          description: `The clock only moves forward: to must be at least ${clock.iso()}.`,
        },
      ]);
    const { billed, failed } = advanceClock(context.state, target);
    return json({ now: clock.iso(), billed, failed });
  });

  router.get('/_emulator/events', 'none', ({ state }) =>
    json({
      events: state.webhooks.events.map(({ event, deliveries }) => ({
        event,
        deliveries: deliveries.map(({ url, webhookId, state, attempts, headers }) => ({
          url,
          webhook_id: webhookId,
          state,
          attempts,
          headers,
        })),
      })),
    }),
  );

  router.get('/_emulator/webhooks', 'none', ({ state }) =>
    json({ webhooks: state.webhooks.listEndpoints() }),
  );

  router.post('/_emulator/webhooks', 'none', (context) => {
    const { url, id } = parseJsonBody(context, webhookSchema);
    const endpoint = { url, id: id ?? context.state.credentials.webhookId };
    context.state.webhooks.addEndpoint(endpoint);
    return json(endpoint, 201);
  });

  router.get('/sdk/js', 'none', async () => ({
    kind: 'text',
    status: 200,
    contentType: 'application/javascript; charset=utf-8',
    body: await sdkScript(),
  }));

  /** The stand-in SDK's client-side credential: Basic `client-id:` (empty secret). */
  router.post('/sdk/token', 'client-id', ({ state }) =>
    json({
      access_token: state.issueToken('facilitator'),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: 'https://uri.paypal.com/services/subscriptions',
    }),
  );
}
