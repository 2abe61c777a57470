import { z } from '../zod';
import { languageSchema, optionalEmailSchema, optionalIdSchema, priceIdSchema } from './fields';

/** POST /api/payment/createCheckoutSession: Stripe's hosted Checkout (an Idempotency-Key header may name the attempt). */
export const createCheckoutBodySchema = z.object({
  priceId: priceIdSchema,
  trialId: optionalIdSchema,
  successUrl: z.string().check(z.maxLength(4096)),
  cancelUrl: z.string().check(z.maxLength(4096)),
  lang: languageSchema,
  withDiscount: z.optional(z.boolean()),
  platform: z.optional(z.string().check(z.maxLength(40))),
  email: optionalEmailSchema,
  // Accepted for compatibility with the client; the server does not use them.
  origin: z.optional(z.string().check(z.maxLength(2048))),
  firstVisit: z.optional(z.unknown()),
  gender: z.optional(z.string().check(z.maxLength(40))),
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutBodySchema>;
