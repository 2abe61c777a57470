import { z } from '../zod';
import { purchaseAttributionFields } from './experiments';
import { languageSchema, optionalEmailSchema, optionalIdSchema, priceIdSchema } from './fields';

/** POST /api/payment/createCheckoutSession: Stripe's hosted Checkout (an Idempotency-Key header may name the attempt). */
export const createCheckoutBodySchema = z.object({
  priceId: priceIdSchema,
  trialId: optionalIdSchema,
  successUrl: z.string().check(z.maxLength(4096)),
  cancelUrl: z.string().check(z.maxLength(4096)),
  lang: languageSchema,
  withDiscount: z.optional(z.boolean()),
  email: optionalEmailSchema,
  ...purchaseAttributionFields,
});
export type CreateCheckoutSessionInput = z.input<typeof createCheckoutBodySchema>;
