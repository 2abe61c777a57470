import { z } from './zod';

/**
 * A catalogue price as getProducts answers it (the subset of Stripe.Price the web reads): amounts in minor units,
 * null where Stripe has none. `discountedUnitAmount` is what the group's discount charges, as the
 * server computes it; `paypalPlanId` is the PayPal plan selling the price, when PayPal is offered.
 */
export const offeredPriceSchema = z.object({
  id: z.string(),
  unit_amount: z.nullable(z.number()),
  currency: z.string(),
  /** 'one_time' or 'recurring' (Stripe may add others). */
  type: z.string(),
  recurring: z.nullable(z.object({ interval: z.string(), interval_count: z.number() })),
  /** group, model, baseDiscountPercentage… (a key may be absent). */
  metadata: z.record(z.string(), z.optional(z.string())),
  discountedUnitAmount: z.optional(z.number()),
  paypalPlanId: z.optional(z.string()),
});
export type OfferedPrice = z.infer<typeof offeredPriceSchema>;

/** GET /api/payment/getProducts/:groupId → `{ data }`. */
export const productsSchema = z.object({
  prices: z.array(offeredPriceSchema),
  countryCode: z.string(),
  region: z.string(),
  paypalCheckoutEnabled: z.boolean(),
  paypalElementsEnabled: z.boolean(),
  paypalNativeFallbackEnabled: z.boolean(),
  isPurchaseAvailable: z.boolean(),
  /** False when this user had a trial: the server then lists no trial fee and refuses one. */
  trialAvailable: z.boolean(),
});
export type Products = z.infer<typeof productsSchema>;
export const productsAnswerSchema = z.object({ data: productsSchema });
