import Stripe from 'stripe';
import type { StripeApiEndpoint } from '../config';

export interface StripeClientOptions {
  secretKey: string;
  /** A local Stripe stand-in; absent means api.stripe.com. */
  endpoint?: StripeApiEndpoint;
}

/** Build once per process and pass it around: the SDK keeps connections alive between calls. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'fastwell-functions' },
    ...(options.endpoint ?? {}),
  });
}
