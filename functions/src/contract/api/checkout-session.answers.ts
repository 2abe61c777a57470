import { z } from '../zod';

export const createdCheckoutSessionSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
});

export type CreatedCheckoutSession = z.infer<typeof createdCheckoutSessionSchema>;
