import Stripe from 'stripe';
import type { StripeApiEndpoint } from '../../config';

export interface StripeClientOptions {
  secretKey: string;
  /** A local Stripe stand-in; absent means api.stripe.com. */
  endpoint?: StripeApiEndpoint;
}

/**
 * How the SDK deals with Stripe's transient trouble. It retries connection errors, timeouts,
 * 409 lock conflicts, 429 and 5xx (Stripe-Should-Retry), reusing the request's idempotency key
 * (it makes one for every POST without), so a retried create never creates twice.
 * - 2 retries: with Stripe failing 10% of calls, a call fails for the caller 1 time in 1000
 *   instead of 1 in 100 with one retry (the reliability suite saw visitors get 5xx from that).
 * - 10 s per try: Stripe answers in well under a second; a hung connection costs at most about
 *   3 × 10 s plus backoff, inside the function's 60 s and near the webhook senders' patience.
 */
export const STRIPE_CLIENT_SETTINGS = { maxNetworkRetries: 2, timeout: 10_000 } as const;

/** Build once per process and pass it around: the SDK keeps connections alive between calls. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...STRIPE_CLIENT_SETTINGS,
    appInfo: { name: 'fastwell-functions' },
    ...(options.endpoint ?? {}),
  });
}
