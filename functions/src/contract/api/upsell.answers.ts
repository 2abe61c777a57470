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

/** The PayPal order the e-book's PayPal button approves. */
export const paypalEbookOrderAnswerSchema = z.object({ orderId: z.string() });

/** A 402's body: the error and the client secret the browser confirms (spec 02 §8). */
export const paymentRequiredBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  clientSecret: z.string(),
});
