import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { PAYPAL_PLANS } from '../domain/paypal-plan-catalogue';
import { toPayPalView } from '../domain/paypal-subscription';
import type { WebhookOutcome } from '../domain/webhook-events.rules';
import { PAYPAL_SALE_COMPLETED, ignored } from '../domain/webhook-events.rules';
import type { Clock } from './clock';
import type { IapLogService } from './iap-log.service';
import type { PayPalClient, PayPalTransmission } from './paypal-client';

/** The fields of a PayPal webhook event the server reads. */
const payPalEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z
    .object({ id: z.string().optional(), billing_agreement_id: z.string().optional() })
    .loose(),
});
export type PayPalWebhookEvent = z.infer<typeof payPalEventSchema>;

const HEADERS = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;

/**
 * PayPal webhooks: verified by PayPal itself (verify-webhook-signature with our webhook id), then
 * handled as "something changed": the subscription is fetched again and its current state recorded.
 */
export class PayPalWebhookService {
  constructor(
    private readonly paypal: PayPalClient,
    private readonly webhookId: string,
    private readonly iapLog: IapLogService,
    private readonly clock: Clock,
  ) {}

  /** The event, only when PayPal confirms this transmission; its own failures are thrown (retry). */
  async verify(
    rawBody: Buffer,
    header: (name: string) => string | undefined,
  ): Promise<PayPalWebhookEvent> {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw invalidSignature('The body is not JSON');
    }
    const event = payPalEventSchema.safeParse(body);
    const transmission = Object.fromEntries(
      Object.entries(HEADERS).map(([key, name]) => [key, header(name)]),
    ) as Partial<PayPalTransmission>;
    if (!event.success || Object.values(transmission).some((value) => !value)) {
      throw invalidSignature('Missing PayPal transmission headers or event fields');
    }
    const verified = await this.paypal.verifyWebhookSignature(
      transmission as PayPalTransmission,
      this.webhookId,
      body,
    );
    if (!verified) throw invalidSignature('PayPal did not verify this transmission');
    return event.data;
  }

  async handle(event: PayPalWebhookEvent): Promise<WebhookOutcome> {
    const subscriptionId =
      event.event_type === PAYPAL_SALE_COMPLETED
        ? event.resource.billing_agreement_id
        : event.resource.id;
    if (!subscriptionId) return ignored('not a subscription event');
    const subscription = await this.paypal.getSubscription(subscriptionId);
    if (!subscription) return ignored(`unknown subscription ${subscriptionId}`);
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) return ignored(`not a Fastwell plan: ${subscription.plan_id}`);
    if (!subscription.custom_id) return ignored(`no uid for subscription ${subscriptionId}`);
    const view = toPayPalView(subscription, plan, this.clock.now());
    return this.iapLog.recordSubscription(subscription.custom_id, view, {
      type: 'paypal',
      eventId: event.id,
    });
  }
}

const invalidSignature = (message: string) => new AppError(400, 'invalid-signature', message);
