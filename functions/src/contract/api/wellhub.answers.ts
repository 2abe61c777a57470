import { z } from '../zod';

/** The partner's registration as stored; the web reads what it can (a missing id is its own step). */
export const registrationDetailsAnswerSchema = z.object({
  gympass_user_id: z.optional(z.unknown()),
  email: z.optional(z.unknown()),
});

export const registerWellhubAnswerSchema = z.object({
  ok: z.boolean(),
  hasOldSubscription: z.boolean(),
});
