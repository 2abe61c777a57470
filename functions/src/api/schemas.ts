import { z } from 'zod';
import { toLanguage } from '../domain/language';

/** An address is at most 254 characters (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** Trimmed and lowercased before the length and format checks. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .max(MAX_EMAIL_LENGTH, 'An e-mail address has at most 254 characters')
      .pipe(z.email({ message: 'Invalid e-mail' })),
  );

/** Spec 02 §5: a language outside the six supported ones falls back to en rather than failing. */
export const languageSchema = z
  .unknown()
  .optional()
  .transform((value) => toLanguage(value));
