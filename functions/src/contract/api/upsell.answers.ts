import { z } from '../zod';

export { subscriptionAnswerSchema } from '../subscription-view';

/** What accepting the upsell charges today, as the server's provider computes it. */
export const upsellPreviewSchema = z.object({
  priceId: z.string(),
  /** Minor units. */
  amountDue: z.number(),
  currency: z.string(),
  /** Unix seconds; sent back with the upgrade so Stripe bills exactly amountDue. */
  prorationDate: z.number(),
});

export type UpsellPreview = z.infer<typeof upsellPreviewSchema>;

/** POST /api/payment/previewUpsell (empty body). */
export const upsellPreviewAnswerSchema = z.object({ preview: upsellPreviewSchema });

export const purchaseEbookAnswerSchema = z.object({ status: z.enum(['succeeded', 'processing']) });

/**
 * The upsell of a PayPal subscription: PayPal bills the longer plan from the next billing date
 * (`startsAt`, Unix seconds), `amount` (minor units) each period, nothing today.
 */
export const paypalUpsellPreviewSchema = z.object({
  priceId: z.string(),
  amount: z.number(),
  currency: z.string(),
  startsAt: z.number(),
});
export type PayPalUpsellPreview = z.infer<typeof paypalUpsellPreviewSchema>;
export const paypalUpsellPreviewAnswerSchema = z.object({ preview: paypalUpsellPreviewSchema });
export const revisedPaypalSubscriptionSchema = z.object({ subscriptionId: z.string() });

/** The PayPal order the e-book's PayPal button approves. */
export const paypalEbookOrderAnswerSchema = z.object({ orderId: z.string() });

/** A 402's body: the error and the client secret the browser confirms (spec 02 §8). */
export const paymentRequiredBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  clientSecret: z.string(),
});
