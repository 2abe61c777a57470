import type Stripe from 'stripe';
import { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';
import {
  expandParam,
  formArray,
  formBool,
  formInt,
  mergeMetadata,
  metadataProblem,
  metadataParam,
} from '../http/params.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { createDiscount } from './pricing.js';
import { currentPeriodEnd, idOf } from './subscription-events.js';

const cancellationDetailsParam = z
  .object({ comment: z.string().optional(), feedback: z.string().optional() })
  .optional();

/** `items[n][id|price|quantity|deleted]` of an update (and of an update's invoice preview). */
export const itemChangesParam = formArray(
  z.object({
    id: z.string().optional(),
    price: z.string().optional(),
    quantity: formInt.min(1).optional(),
    deleted: formBool.optional(),
  }),
).optional();

export const subscriptionUpdateSchema = z.object({
  items: itemChangesParam,
  proration_behavior: z.enum(['none', 'create_prorations', 'always_invoice']).optional(),
  /** Prorations computed as if the update happened at this time (as in a preview shown before). */
  proration_date: formInt.optional(),
  // This API version's object form (`billing_cycle_anchor[type]=now`), not the older string.
  billing_cycle_anchor: z.object({ type: z.enum(['now', 'unchanged']) }).optional(),
  payment_behavior: z
    .enum([
      'allow_incomplete',
      'default_incomplete',
      'error_if_incomplete',
      'pending_if_incomplete',
    ])
    .optional(),
  trial_end: z.union([z.literal('now'), formInt]).optional(),
  metadata: metadataParam,
  discounts: z
    .union([
      z.literal(''),
      formArray(z.object({ coupon: z.string().optional(), discount: z.string().optional() })),
    ])
    .optional(),
  pause_collection: z
    .union([
      z.literal(''),
      z.object({
        behavior: z.enum(['keep_as_draft', 'mark_uncollectible', 'void']),
        resumes_at: formInt.optional(),
      }),
    ])
    .optional(),
  cancel_at_period_end: formBool.optional(),
  cancellation_details: cancellationDetailsParam,
  default_payment_method: z.string().optional(),
  description: z.string().optional(),
  off_session: formBool.optional(),
  expand: expandParam,
});
export type SubscriptionUpdateParams = z.infer<typeof subscriptionUpdateSchema>;
export type CancellationDetailsParams = z.infer<typeof cancellationDetailsParam>;

/** Parameters a pending update cannot carry (Stripe answers 400 for them). */
const NOT_PENDING = [
  'metadata',
  'discounts',
  'pause_collection',
  'cancel_at_period_end',
  'default_payment_method',
  'description',
] as const;

export function checkUpdateAllowed(
  subscription: Stripe.Subscription,
  params: SubscriptionUpdateParams,
): void {
  if (subscription.status === 'canceled') {
    const other = Object.entries(params).find(
      ([key, value]) =>
        value !== undefined && !['metadata', 'cancellation_details', 'expand'].includes(key),
    );
    if (other)
      throw invalidRequest(
        'A canceled subscription can only update its cancellation_details and metadata.',
        other[0],
      );
  }
  // Stripe counts the keys the subscription would hold after the merge.
  const problem = metadataProblem(mergeMetadata(subscription.metadata, params.metadata));
  if (problem) throw invalidRequest(problem, 'metadata');
  if (params.payment_behavior === 'pending_if_incomplete') {
    const unsupported = NOT_PENDING.find((key) => params[key] !== undefined);
    if (unsupported)
      throw invalidRequest(
        `When using payment_behavior=pending_if_incomplete you can only pass the parameters supported by pending updates (not ${unsupported}).`,
        unsupported,
      );
  }
}

export function cancellationDetails(
  reason: string | null,
  details: CancellationDetailsParams,
): Stripe.Subscription.CancellationDetails {
  return {
    comment: details?.comment ?? null,
    feedback: details?.feedback ?? null,
    feedback_option: null,
    reason,
  };
}

/** Updates that never bill: metadata, discounts, pause_collection, cancel_at_period_end, … */
export function applySettings(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  params: SubscriptionUpdateParams,
): void {
  const now = state.clock.now();
  subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
  if (params.description !== undefined) subscription.description = params.description || null;
  if (params.default_payment_method !== undefined) {
    state.paymentMethods.require(params.default_payment_method, 'default_payment_method');
    subscription.default_payment_method = params.default_payment_method;
  }
  if (params.discounts !== undefined) {
    const entries = params.discounts === '' ? [] : params.discounts;
    subscription.discounts = entries.map((entry, index) => {
      if (entry.discount)
        return state.discounts.require(entry.discount, `discounts[${index}][discount]`).id;
      if (!entry.coupon)
        throw invalidRequest('Pass coupon or discount.', `discounts[${index}][coupon]`);
      const customer = idOf(subscription.customer) ?? '';
      return createDiscount(
        state,
        entry.coupon,
        `discounts[${index}][coupon]`,
        customer,
        subscription.id,
      ).id;
    });
  }
  if (params.pause_collection !== undefined) {
    const pause = params.pause_collection;
    if (pause && pause.resumes_at !== undefined && pause.resumes_at <= now)
      throw invalidRequest(
        'Invalid timestamp: must be in the future',
        'pause_collection[resumes_at]',
      );
    subscription.pause_collection = pause
      ? { behavior: pause.behavior, resumes_at: pause.resumes_at ?? null }
      : null;
  }
  if (params.cancel_at_period_end === true) {
    subscription.cancel_at_period_end = true;
    subscription.cancel_at = currentPeriodEnd(subscription);
    subscription.canceled_at = now;
    subscription.cancellation_details = cancellationDetails(
      'cancellation_requested',
      params.cancellation_details,
    );
  } else if (params.cancel_at_period_end === false) {
    subscription.cancel_at_period_end = false;
    subscription.cancel_at = null;
    subscription.canceled_at = null;
    subscription.cancellation_details = cancellationDetails(null, undefined);
  } else if (params.cancellation_details) {
    subscription.cancellation_details = cancellationDetails(
      subscription.cancellation_details?.reason ?? null,
      params.cancellation_details,
    );
  }
}
