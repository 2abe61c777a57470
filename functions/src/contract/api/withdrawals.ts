import { z } from '../zod';
import { emailSchema, languageSchema } from './fields';

/**
 * Art. 11a CRD (§356a BGB): withdrawing from a contract concluded online, without signing in, in
 * two steps (the form, then "Widerruf bestätigen"). The answer is the same receipt whether or not
 * the address has a contract: only the e-mail to that address says what was found.
 */
export const MAX_WITHDRAWAL_NAME_LENGTH = 200;
export const MAX_WITHDRAWAL_REFERENCE_LENGTH = 100;

/** The statutory withdrawal period: 14 days from the day the contract was concluded. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * How long a received withdrawal waits before it is carried out (contract ended, payments
 * refunded), so the mail's "this was not me" link can stop one a stranger submitted. Access
 * continues until then; the refund still comes well within the law's 14 days.
 */
export const WITHDRAWAL_DELAY_HOURS = 48;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** POST /api/withdrawals (public, rate-limited). */
export const withdrawalBodySchema = z.object({
  name: text(MAX_WITHDRAWAL_NAME_LENGTH).check(z.minLength(1, 'A name is required')),
  email: emailSchema,
  /** Optional: the reference of the contract confirmation mail. */
  reference: z.pipe(
    z.optional(text(MAX_WITHDRAWAL_REFERENCE_LENGTH)),
    z.transform((value) => value || undefined),
  ),
  language: languageSchema,
});
export type WithdrawalInput = z.input<typeof withdrawalBodySchema>;
export type WithdrawalRequest = z.output<typeof withdrawalBodySchema>;

/** What was received, as the receipt page shows (and prints) it: date and time included. */
export const withdrawalReceiptSchema = z.object({
  id: z.string(),
  /** ISO time the server received the withdrawal. */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  reference: z.optional(z.string()),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

export const withdrawalAnswerSchema = z.object({ withdrawal: withdrawalReceiptSchema });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;

/** POST /api/withdrawals/stop (public): the mail's signed "this was not me" link. */
export const stopWithdrawalBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type StopWithdrawalInput = z.input<typeof stopWithdrawalBodySchema>;

/** The withdrawal will not be carried out: the contracts it named continue unchanged. */
export const stopWithdrawalAnswerSchema = z.object({
  stopped: z.object({ receivedAt: z.string() }),
});
export type StopWithdrawalAnswer = z.infer<typeof stopWithdrawalAnswerSchema>;
