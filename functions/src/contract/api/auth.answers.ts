import { z } from '../zod';

export const checkEmailAnswerSchema = z.object({ emailExists: z.boolean() });

export const signInAnswerSchema = z.object({ created: z.boolean() });

/** POST /api/auth/generateCustomToken (no body): a new session for the app-download link. */
export const customTokenAnswerSchema = z.object({ customToken: z.string().check(z.minLength(1)) });

export const futokenAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });
