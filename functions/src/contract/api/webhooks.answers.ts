import { z } from '../zod';

/** The 2xx answer to a provider's webhook: anything but 2xx makes it deliver the event again. */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  ignored: z.optional(z.literal(true)),
  duplicate: z.optional(z.literal(true)),
  reason: z.optional(z.string()),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
