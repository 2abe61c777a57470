import { z } from '../zod';
import { emailSchema, languageSchema } from './fields';

/** POST /api/auth/checkEmailExists (no sign-in needed). */
export const checkEmailBodySchema = z.object({ email: emailSchema });
export type CheckEmailRequest = z.input<typeof checkEmailBodySchema>;
export const checkEmailAnswerSchema = z.object({ emailExists: z.boolean() });

/** POST /api/auth/signIn: creates the user record on first sign-in, syncs provider data after. */
export const signInBodySchema = z.object({
  newsletterAccepted: z.optional(z.boolean()),
  lang: languageSchema,
});
export type SignInRequest = z.input<typeof signInBodySchema>;
export const signInAnswerSchema = z.object({ created: z.boolean() });

/** POST /api/auth/generateCustomToken (no body): a new session for the app-download link. */
export const customTokenAnswerSchema = z.object({ customToken: z.string().check(z.minLength(1)) });

/** POST /api/getJWT: the app's futoken for a Firebase custom token. */
export const futokenBodySchema = z.object({ futoken: z.unknown() });
export type FutokenRequest = z.input<typeof futokenBodySchema>;
export const futokenAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });
