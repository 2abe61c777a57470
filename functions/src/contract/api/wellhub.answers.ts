import { z } from '../zod';

/**
 * GET /api/wellhub/registrationDetails: the partner's registration as its signup hook stored it
 * (a numeric partner id arrives as text). The server answers 404 for one without an e-mail; the
 * web still tells that problem apart (spec 02 §8 wellhubEmailMissing) should one come without.
 */
export const registrationDetailsAnswerSchema = z.object({
  gympass_user_id: z.string(),
  email: z.optional(z.string()),
});

export type RegistrationDetailsAnswer = z.infer<typeof registrationDetailsAnswerSchema>;

export const registerWellhubAnswerSchema = z.object({
  ok: z.boolean(),
  hasOldSubscription: z.boolean(),
});
