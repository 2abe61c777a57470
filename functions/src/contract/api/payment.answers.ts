import { subscriptionAnswerSchema } from '../subscription-view';
import { z } from '../zod';

export { productsAnswerSchema } from '../catalogue';
export { subscriptionAnswerSchema };

export const createdSubscriptionSchema = z.object({
  type: z.enum(['payment', 'setup']),
  subscriptionId: z.string(),
  clientSecret: z.string(),
});

export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

export const createdPaypalSubscriptionSchema = z.object({ subscriptionId: z.string() });

/** GET /api/payment/getSubscription: the stored subscription, null when there is none. */
export const currentSubscriptionAnswerSchema = z.object({
  subscription: z.nullable(subscriptionAnswerSchema.shape.subscription),
});
