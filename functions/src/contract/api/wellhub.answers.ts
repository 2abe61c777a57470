import { z } from '../zod';

/**
 * GET /api/wellhub/registrationDetails: the partner's registration as a stranger with its id may
 * see it (issue 32): the partner id (a numeric one arrives as text), the address masked
 * ("a•••@e•••.com", never in full) and whether it was already used. The server answers 404 for
 * one without an e-mail; the web still tells that problem apart (spec 02 §8 wellhubEmailMissing)
 * should one come without.
 */
export const registrationDetailsAnswerSchema = z.object({
  gympass_user_id: z.string(),
  email: z.optional(z.string()),
  used: z.optional(z.boolean()),
});

export type RegistrationDetailsAnswer = z.infer<typeof registrationDetailsAnswerSchema>;

/** POST /api/wellhub/sendVerification: where the link went (masked). */
export const sendWellhubVerificationAnswerSchema = z.object({ sentTo: z.string() });

/** POST /api/wellhub/checkVerification: the proven address, and whether it has an account. */
export const checkWellhubVerificationAnswerSchema = z.object({
  wellhubRegistrationId: z.string(),
  email: z.string(),
  emailExists: z.boolean(),
});
export type CheckWellhubVerificationAnswer = z.infer<typeof checkWellhubVerificationAnswerSchema>;

export const registerWellhubAnswerSchema = z.object({
  ok: z.boolean(),
  hasOldSubscription: z.boolean(),
});
