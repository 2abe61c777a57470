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

/** POST /api/getJWT: the app's futoken for a Firebase custom token. */
export const futokenBodySchema = z.object({ futoken: z.unknown() });
export type FutokenRequest = z.input<typeof futokenBodySchema>;
