import { toLanguage } from '../languages';
import { z } from '../zod';

/** An address is at most 254 characters (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** Trimmed and lowercased before the length and format checks. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.pipe(
    z.string().check(z.maxLength(MAX_EMAIL_LENGTH, 'An e-mail address has at most 254 characters')),
    z.email({ message: 'Invalid e-mail' }),
  ),
);

/** An anonymous visitor may not have given an e-mail; '' counts as none. */
export const optionalEmailSchema = z.optional(
  z.union([
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
    emailSchema,
  ]),
);

/** Spec 02 §5: a language outside the six supported ones falls back to en rather than failing. */
export const languageSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => toLanguage(value)),
);

export const priceIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));

/** An optional id where null and '' mean none. */
export const optionalIdSchema = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(255))),
  z.transform((value) => value || undefined),
);

/** Client-chosen id of one checkout attempt (e.g. a UUID made when the form opens). */
export const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;
