import { withDefault, z } from './zod';

/** The plan fields are null where the provider gave none (a Stripe subscription without a price). */
export const subscriptionPlanViewSchema = z.object({
  id: z.nullable(z.string()),
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  interval: z.nullable(z.string()),
  interval_count: z.nullable(z.number()),
});
export type SubscriptionPlanView = z.infer<typeof subscriptionPlanViewSchema>;

/**
 * Spec 02 §3 "Subscription (provider)": its affiliation, where the buyer came from as the purchase
 * recorded it in the provider's metadata (the Stripe subscription's, the server's PayPal
 * binding's): the site the purchase was made on (`origin`) and the visit's marketing parameters
 * (`urlParams`: URL_PARAMS_ALLOWLIST's, as a query string without `?`), each null when the
 * purchase carried none.
 */
export const affiliationSchema = z.object({
  origin: z.nullable(z.string()),
  urlParams: z.nullable(z.string()),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

/**
 * Spec 02 §3 "Subscription (provider)": what users/{uid}/subscription holds and every
 * subscription answer carries. `customer` is '' for a PayPal subscriber without a payer id.
 */
export const subscriptionViewSchema = z.object({
  provider: z.enum(['stripe', 'paypal']),
  id: z.string(),
  customer: z.string(),
  plan: subscriptionPlanViewSchema,
  trial_end: z.nullable(z.number()),
  metadata: z.record(z.string(), z.string()),
  status: z.string(),
  pause_collection: z.nullable(
    z.object({ behavior: z.string(), resumes_at: z.nullable(z.number()) }),
  ),
  canceled_at: z.nullable(z.number()),
  current_period_end: z.nullable(z.number()),
  /**
   * Set when the contract stopped because its payments failed, not by the subscriber's choice:
   * Stripe cancelled it after its retries (or left it unpaid), PayPal suspended it at the plan's
   * failure threshold. Absent otherwise.
   */
  end_reason: z.optional(z.enum(['payment_failed'])),
  /** Null when the purchase carried no attribution (a view written before it read as null). */
  affiliation: withDefault(z.nullable(affiliationSchema), null),
  /** ISO time the server made this view. */
  updatedAt: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/**
 * `metadata[CANCELLATION_HELD]` is 'true' on a PayPal subscription held suspended for a
 * cancellation until its paid end: unlike PayPal's own cancel it can still be restored.
 */
export const CANCELLATION_HELD = 'cancellationHeld';

/** `{ subscription }`: the answer of every call that returns or changes the subscription. */
export const subscriptionAnswerSchema = z.object({ subscription: subscriptionViewSchema });
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswerSchema>;
