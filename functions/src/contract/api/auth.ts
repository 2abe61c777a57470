import { z } from '../zod';
import { emailSchema, languageSchema } from './fields';

/** POST /api/auth/checkEmailExists (no sign-in needed). */
export const checkEmailBodySchema = z.object({ email: emailSchema });
export type CheckEmailRequest = z.input<typeof checkEmailBodySchema>;

/** POST /api/auth/signIn: creates the user record on first sign-in, syncs provider data after. */
export const signInBodySchema = z.object({
  newsletterAccepted: z.optional(z.boolean()),
  lang: languageSchema,
});
export type SignInRequest = z.input<typeof signInBodySchema>;

/**
 * POST /api/getJWT: the app's futoken for a Firebase custom token. The futoken itself is checked
 * by the server; any shape it refuses is a 401, not a 400, so a body off this shape reads as none.
 */
export const futokenBodySchema = z.catch(z.object({ futoken: z.unknown() }), {
  futoken: undefined,
});
export type FutokenRequest = z.input<typeof futokenBodySchema>;
