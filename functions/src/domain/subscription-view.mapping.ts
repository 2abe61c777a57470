import { z } from 'zod';
import type { SubscriptionView } from '../contract/subscription-view';
import { affiliationOf } from './purchase-attribution.rules';

// The wire shape is the contract's; this module restores stored views and judges them.
export type { SubscriptionPlanView, SubscriptionView } from '../contract/subscription-view';

export const PURCHASE_BLOCKING_STATUSES: readonly string[] = ['active', 'trialing'];

const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

// The Realtime Database drops null fields, so a stored view comes back without them.
const storedView = z.object({
  provider: z.enum(['stripe', 'paypal']).catch('stripe'),
  id: z.string(),
  customer: z.string().catch(''),
  plan: z
    .object({
      id: nullable(z.string()),
      amount: nullable(z.number()),
      currency: nullable(z.string()),
      interval: nullable(z.string()),
      interval_count: nullable(z.number()),
    })
    .catch({ id: null, amount: null, currency: null, interval: null, interval_count: null }),
  trial_end: nullable(z.number()),
  metadata: z.record(z.string(), z.string()).catch({}),
  status: z.string(),
  pause_collection: nullable(z.object({ behavior: z.string(), resumes_at: nullable(z.number()) })),
  canceled_at: nullable(z.number()),
  current_period_end: nullable(z.number()),
  end_reason: z.enum(['payment_failed']).optional().catch(undefined),
  affiliation: z
    .object({ origin: nullable(z.string()), urlParams: nullable(z.string()) })
    .nullish()
    .catch(null),
  updatedAt: z.string().catch(''),
});

/**
 * A view read back from the database, with its null fields restored (the affiliation of a view
 * stored before it had one read from its metadata); null when it is not a view.
 */
export function restoreStoredView(stored: unknown): SubscriptionView | null {
  const result = storedView.safeParse(stored);
  if (!result.success) return null;
  const view = result.data;
  return { ...view, affiliation: view.affiliation ?? affiliationOf(view.metadata) };
}

export function blocksPurchase(view: SubscriptionView | null): boolean {
  return view !== null && PURCHASE_BLOCKING_STATUSES.includes(view.status);
}
