import { CANCELLATION_REASONS } from '../cancellation-reasons';
import { z } from '../zod';

export { CANCELLATION_REASONS, type CancellationReason } from '../cancellation-reasons';

/** restoreSubscription, unpauseSubscription, previewUpsell: no fields. */
export const emptyBodySchema = z.object({});

/** POST /api/payment/cancelSubscription → `{ subscription }`. */
export const cancelBodySchema = z.object({ reason: z.optional(z.enum(CANCELLATION_REASONS)) });
export type CancelRequest = z.input<typeof cancelBodySchema>;

// The duration rules answer the spec's own messages, so the values are checked there.
/** POST /api/payment/pauseSubscription: 1, 2 or 3 months → `{ subscription }`. */
export const pauseBodySchema = z.object({ months: z.optional(z.unknown()) });
export type PauseRequest = { months: 1 | 2 | 3 };

/** POST /api/payment/requestSpecialOffer: the retention offer, asked for during a cancellation. */
export const offerRequestBodySchema = z.object({
  reason: z.optional(z.enum(CANCELLATION_REASONS)),
});
export type OfferRequest = z.input<typeof offerRequestBodySchema>;

/** POST /api/payment/updateSubscriptionWithSpecialOffer: accepts it → `{ subscription }`. */
export const specialOfferBodySchema = z.object({ duration: z.optional(z.unknown()) });
export type SpecialOfferRequest = { duration: 'oneMonth' | 'threeMonths' };
