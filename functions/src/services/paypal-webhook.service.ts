import { z } from 'zod';
import { hasAnotherActiveSubscription } from '../domain/active-subscription.rules';
import { AppError } from '../domain/app-error';
import { judgeBoundSubscription } from '../domain/paypal-binding.rules';
import { PAYPAL_PLANS } from '../domain/paypal-plan-catalogue';
import { toPayPalView } from '../domain/paypal-subscription';
import type { WebhookOutcome } from '../domain/webhook-events.rules';
import { PAYPAL_SALE_COMPLETED, ignored } from '../domain/webhook-events.rules';
import type { Clock } from './clock';
import type { IapLogService } from './iap-log.service';
import type { PayPalBindingsStore } from './paypal-bindings.store';
import type { PayPalClient, PayPalTransmission } from './paypal-client';
import type { Store } from './store.port';
import { userPath } from './users.service';

/**
 * PayPal bills only an ACTIVE subscription. A SUSPENDED one bills again only if the merchant
 * reactivates it, so a refused one is left alone (a subscriber's own paused one included).
 */
const BILLING_STATUSES: readonly string[] = ['ACTIVE'];

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
 * handled as "something changed": the subscription is fetched again and, when it is the one the
 * server created and bound (judgeBoundSubscription), its current state is recorded for the bound
 * user. Anything else is acknowledged and ignored (logged by the inbox), so PayPal stops retrying;
 * a refused subscription that bills (made in the browser and bound to no one, overridden, or
 * approved by someone who already has a live subscription) is cancelled at PayPal, so it stops
 * charging for premium it never gives.
 */
export class PayPalWebhookService {
  constructor(
    private readonly paypal: PayPalClient,
    private readonly webhookId: string,
    private readonly iapLog: IapLogService,
    private readonly bindings: PayPalBindingsStore,
    private readonly clock: Clock,
    private readonly store: Store,
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
    // Read only now: the server binds a subscription before the buyer can approve it, so one
    // PayPal reports ACTIVE is bound by now (read first, a slow fetch could see it approved
    // after an early event found no binding yet, and cancel a sold subscription).
    const binding = await this.bindings.get(subscriptionId);
    if (!binding) return this.refuse(subscriptionId, subscription.status, 'bound to no user');
    const now = this.clock.now();
    const verdict = judgeBoundSubscription(subscription, binding, now);
    if (!verdict.accepted) return this.refuse(subscriptionId, subscription.status, verdict.reason);
    const plan = PAYPAL_PLANS.get(subscription.plan_id);
    if (!plan) return this.refuse(subscriptionId, subscription.status, 'not a Fastwell plan');
    const record = await this.store.get(userPath(verdict.uid));
    if (hasAnotherActiveSubscription(record, subscriptionId, now))
      return this.refuse(
        subscriptionId,
        subscription.status,
        'the user has another live subscription',
      );
    const view = toPayPalView(subscription, plan, now);
    return this.iapLog.recordSubscription(verdict.uid, view, {
      type: 'paypal',
      eventId: event.id,
    });
  }

  /** Ignored; cancelled at PayPal first when it bills (PayPal's 422: no longer cancellable). */
  private async refuse(id: string, status: string, why: string): Promise<WebhookOutcome> {
    const reason = `subscription ${id} is ${why}`;
    if (!BILLING_STATUSES.includes(status)) return ignored(reason);
    try {
      await this.paypal.subscriptionAction(id, 'cancel', 'Not sold by Fastwell');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'invalid-subscription-state')) throw error;
    }
    return ignored(`${reason}; cancelled at PayPal`);
  }
}

const invalidSignature = (message: string) => new AppError(400, 'invalid-signature', message);
