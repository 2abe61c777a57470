import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type {
  CheckoutOrder,
  CheckoutResult,
  HostedCheckout,
} from '../purchases/hosted-checkout.port';
import { checkoutSessionCreateParams } from './checkout-session-request';
import { orNullWhenMissing } from './stripe-errors';

const paramsOf = ({ plan, ...context }: CheckoutOrder): Stripe.Checkout.SessionCreateParams =>
  checkoutSessionCreateParams(plan, context);

/** Stripe Checkout sessions in subscription mode. */
export class StripeHostedCheckout implements HostedCheckout<Stripe.Subscription> {
  constructor(private readonly stripe: Stripe) {}

  digest(order: CheckoutOrder): string {
    return createHash('sha256')
      .update(JSON.stringify(paramsOf(order)))
      .digest('hex')
      .slice(0, 24);
  }

  async create(
    order: CheckoutOrder,
    idempotencyKey: string,
  ): Promise<{ id: string | null; url: string | null }> {
    const session = await this.stripe.checkout.sessions.create(paramsOf(order), {
      idempotencyKey,
    });
    return { id: session.id || null, url: session.url || null };
  }

  async retrieve(sessionId: string): Promise<CheckoutResult<Stripe.Subscription> | null> {
    const session = await orNullWhenMissing(
      this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['subscription.latest_invoice'],
      }),
    );
    if (!session) return null;
    const subscription = session.subscription;
    return {
      ownerMarks: [session.client_reference_id, session.metadata?.uid].filter(
        (mark): mark is string => typeof mark === 'string' && mark !== '',
      ),
      status: session.status,
      paymentStatus: session.payment_status,
      sellsSubscription: session.mode === 'subscription',
      subscription: subscription && typeof subscription !== 'string' ? subscription : null,
    };
  }
}
