import type { ProviderSubscription } from './subscription-provider.port';

/** §312k: the contracts a provider keeps under an e-mail address (its own customer records). */
export interface SubscriptionsByEmail {
  /** The live (not ended) subscriptions of the customers with exactly this address. */
  find(email: string): Promise<ProviderSubscription[]>;
}
