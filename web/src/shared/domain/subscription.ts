import type { SubscriptionView } from '@fastwell/contract/subscription-view';

/** A subscription as the API returns it (spec 02 §3 "Subscription (provider)"). */
export type { SubscriptionView };
