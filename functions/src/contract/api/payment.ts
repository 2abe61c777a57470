import { z } from '../zod';
import { purchaseAttributionFields } from './experiments';
import { ATTEMPT_ID, emailSchema, languageSchema, optionalIdSchema, priceIdSchema } from './fields';

/** GET /api/payment/getProducts/:groupId?currency=: an unknown currency is ignored. */
export const productsQuerySchema = z.object({
  currency: z.catch(z.optional(z.string()), undefined),
});

/** POST /api/payment/createSubscription: the card form's purchase (Stripe Elements). */
export const createSubscriptionBodySchema = z.object({
  priceId: priceIdSchema,
  trialId: optionalIdSchema,
  email: emailSchema,
  withDiscount: z.optional(z.boolean()),
  lang: languageSchema,
  /** Optional id of one checkout attempt (e.g. a UUID made when the form opens). */
  requestId: z.optional(z.string().check(z.regex(ATTEMPT_ID))),
  ...purchaseAttributionFields,
});
/** What the web sends to create a subscription. */
export type CreateSubscriptionInput = z.input<typeof createSubscriptionBodySchema>;

/** POST /api/payment/createPaypalSubscription: the server creates and binds it. */
export const createPaypalBodySchema = z.object({
  priceId: priceIdSchema,
  trialId: optionalIdSchema,
  withDiscount: z.optional(z.boolean()),
  ...purchaseAttributionFields,
});
export type CreatePaypalSubscriptionInput = z.input<typeof createPaypalBodySchema>;

/** POST /api/payment/confirmPaypalSubscription → `{ subscription }`. */
export const confirmPaypalBodySchema = z.object({
  subscriptionId: z.optional(z.string().check(z.trim(), z.maxLength(255))),
});
export type ConfirmPaypalRequest = z.input<typeof confirmPaypalBodySchema>;
