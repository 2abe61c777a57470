import { withDefault, z } from '../zod';
import { languageSchema } from './fields';

/** POST /api/payment/updateSubscription → `{ subscription }`, or 402 with a client secret. */
export const updateSubscriptionBodySchema = z.object({
  /** Only checked against the server's choice: a different price is refused, never charged. */
  priceId: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(255))),
    z.transform((value) => value || undefined),
  ),
  // Accepted for compatibility with the client; the catalogue group decides the price.
  withDiscount: z.optional(z.boolean()),
  lang: languageSchema,
  stepId: z.optional(z.string().check(z.maxLength(40))),
  /** The preview's time: Stripe then bills exactly the amount the screen showed. */
  prorationDate: z.optional(z.number().check(z.int(), z.positive())),
});
export type UpdateSubscriptionInput = z.input<typeof updateSubscriptionBodySchema>;

/** POST /api/payment/purchaseEbook → `{ status }`, or 402 with a client secret. */
export const purchaseEbookBodySchema = z.object({
  priceId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  currency: z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code')),
  withDiscount: withDefault(z.boolean(), true),
  /**
   * §356(5) BGB: the buyer asks for delivery before the withdrawal period ends and acknowledges
   * losing the right of withdrawal with it (the e-book screen's checkbox). Nothing else is sold.
   */
  immediateDeliveryConsent: z.literal(true),
});
export type PurchaseEbookInput = z.input<typeof purchaseEbookBodySchema>;

/** POST /api/payment/capturePaypalEbookOrder: the order PayPal's window approved. */
export const capturePaypalEbookBodySchema = z.object({
  orderId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** POST /api/payment/revisePaypalSubscription: the upsell the screen showed (checked, not chosen). */
export const revisePaypalBodySchema = z.object({
  priceId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
});
