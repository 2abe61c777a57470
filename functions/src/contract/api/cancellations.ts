import { z } from '../zod';
import { emailSchema, languageSchema } from './fields';

/**
 * §312k BGB: cancelling a contract without signing in. The page asks only what identifies the
 * contract and the cancellation; the answer is the same whether or not a contract was found.
 */
export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const MAX_CANCELLATION_NAME_LENGTH = 200;
export const MAX_CANCELLATION_REFERENCE_LENGTH = 100;
export const MAX_CANCELLATION_REASON_LENGTH = 2000;

/** A calendar day, YYYY-MM-DD (the wished end; none = the earliest possible). */
export const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A wished end at most this many years ahead (the API refuses later ones): contracts end when a
 * billing period ends, and a wish this far bounds how long a cancellation waits to be made.
 */
export const WISHED_END_MAX_YEARS = 5;

/** The latest wished end accepted on `today` (both YYYY-MM-DD). */
export const latestWishedEndDay = (today: string): string =>
  `${Number(today.slice(0, 4)) + WISHED_END_MAX_YEARS}${today.slice(4)}`;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const optionalText = (max: number) =>
  z.pipe(
    z.optional(text(max)),
    z.transform((value) => value || undefined),
  );

/** POST /api/cancellations (public, rate-limited). */
export const cancellationBodySchema = z
  .object({
    name: text(MAX_CANCELLATION_NAME_LENGTH).check(z.minLength(1, 'A name is required')),
    email: emailSchema,
    reference: optionalText(MAX_CANCELLATION_REFERENCE_LENGTH),
    kind: z.enum(CANCELLATION_KINDS),
    /** Required for an extraordinary cancellation (its important reason). */
    reason: optionalText(MAX_CANCELLATION_REASON_LENGTH),
    endDate: z.optional(z.string().check(z.regex(CALENDAR_DAY, 'A date is YYYY-MM-DD'))),
    language: languageSchema,
  })
  .check(
    z.refine((body) => body.kind !== 'extraordinary' || Boolean(body.reason), {
      message: 'An extraordinary cancellation needs its reason',
      path: ['reason'],
    }),
  );
export type CancellationInput = z.input<typeof cancellationBodySchema>;
export type CancellationRequest = z.output<typeof cancellationBodySchema>;

/** What was received, as the confirmation page shows (and prints) it. */
export const cancellationReceiptSchema = z.object({
  id: z.string(),
  /** ISO time the server received the submission. */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  reference: z.optional(z.string()),
  kind: z.enum(CANCELLATION_KINDS),
  reason: z.optional(z.string()),
  endDate: z.optional(z.string()),
});
export type CancellationReceipt = z.infer<typeof cancellationReceiptSchema>;

export const cancellationAnswerSchema = z.object({ cancellation: cancellationReceiptSchema });
export type CancellationAnswer = z.infer<typeof cancellationAnswerSchema>;

/** POST /api/cancellations/restore (public): the signed link of the confirmation e-mail. */
export const restoreCancellationBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type RestoreCancellationInput = z.input<typeof restoreCancellationBodySchema>;

/** The contract kept: it renews again; `renewsAt` is the ISO end of the paid period. */
export const restoreCancellationAnswerSchema = z.object({
  restored: z.object({ renewsAt: z.nullable(z.string()) }),
});
export type RestoreCancellationAnswer = z.infer<typeof restoreCancellationAnswerSchema>;
