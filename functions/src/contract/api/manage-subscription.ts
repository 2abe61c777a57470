import { CANCELLATION_REASONS } from '../cancellation-reasons';
import { pauseMonthsSchema } from '../pause-duration';
import { z } from '../zod';

export { CANCELLATION_REASONS, type CancellationReason } from '../cancellation-reasons';

/** restoreSubscription, unpauseSubscription, previewUpsell: no fields. */
export const emptyBodySchema = z.object({});

/** POST /api/payment/cancelSubscription → `{ subscription }`. */
export const cancelBodySchema = z.object({ reason: z.optional(z.enum(CANCELLATION_REASONS)) });

/**
 * POST /api/payment/pauseSubscription: 1, 2 or 3 months (or their names) → `{ subscription }`.
 * A refused `months` answers the spec's own 400 invalid-pause-duration.
 */
export const pauseBodySchema = z.object({ months: pauseMonthsSchema });

/** POST /api/payment/requestSpecialOffer: the retention offer, asked for during a cancellation. */
export const offerRequestBodySchema = z.object({
  reason: z.optional(z.enum(CANCELLATION_REASONS)),
  /** The duration the wizard will offer (some providers cannot give every one at every time). */
  duration: z.optional(z.enum(['oneMonth', 'threeMonths'])),
});

// The offer's duration rule answers the spec's own message, so its values are checked there.
/** POST /api/payment/updateSubscriptionWithSpecialOffer: accepts it → `{ subscription }`. */
export const specialOfferBodySchema = z.object({ duration: z.optional(z.unknown()) });
