import { z } from 'zod';
import { parseJsonBody } from '../http/request-body.js';
import { json, type Router } from '../http/router.js';
import { signatureMatches } from '../webhooks/webhook-signature.js';

const verifySchema = z.object({
  auth_algo: z.string().min(1),
  cert_url: z.string().min(1),
  transmission_id: z.string().min(1),
  transmission_sig: z.string().min(1),
  transmission_time: z.string().min(1),
  webhook_id: z.string().min(1),
  webhook_event: z.record(z.string(), z.unknown()),
});

/**
 * `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for a transmission this emulator
 * sent, with the same headers, the same event (re-serialised) and the listener's webhook id.
 */
export function registerNotificationRoutes(router: Router): void {
  router.post('/v1/notifications/verify-webhook-signature', 'app', (context) => {
    const input = parseJsonBody(context, verifySchema);
    const sent = context.state.webhooks.findDelivery(input.transmission_id);
    const body = JSON.stringify(input.webhook_event);
    const genuine =
      sent !== undefined &&
      sent.webhookId === input.webhook_id &&
      sent.headers['paypal-auth-algo'] === input.auth_algo &&
      sent.headers['paypal-cert-url'] === input.cert_url &&
      sent.headers['paypal-transmission-time'] === input.transmission_time &&
      sent.body === body &&
      signatureMatches(
        {
          transmissionId: input.transmission_id,
          transmissionTime: input.transmission_time,
          webhookId: input.webhook_id,
          body,
        },
        input.transmission_sig,
      );
    return json({ verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
  });
}
