import { z } from 'zod';
import { toLanguage } from '../domain/language';

/** Trimmed and lowercased before the format check. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Invalid e-mail' }));

/** Spec 02 §5: a language outside the six supported ones falls back to en rather than failing. */
export const languageSchema = z
  .unknown()
  .optional()
  .transform((value) => toLanguage(value));
