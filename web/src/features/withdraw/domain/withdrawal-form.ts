import {
  MAX_WITHDRAWAL_NAME_LENGTH,
  MAX_WITHDRAWAL_REFERENCE_LENGTH,
  type WithdrawalInput,
  type WithdrawalReceipt,
  WITHDRAWAL_DELAY_HOURS,
  withdrawalReceiptSchema,
} from '@fastwell/contract/api/withdrawals';
import type { Language } from '@fastwell/contract/languages';
import { z } from '@fastwell/contract/zod';
import { isValidEmail, normalizeEmail } from '../../../shared/domain/email';
import { rateLimitedProblem } from '../../../shared/domain/rate-limited-problem';

/** Where the stop page sends whoever finds the withdrawal already carried out. */
export const SUPPORT_EMAIL = 'support@fastwell.app';

/** What the withdrawal form holds while the visitor types (kept for the tab: WithdrawalStore). */
export type WithdrawalDraft = {
  name: string;
  email: string;
  /** Optional: the reference of the contract confirmation e-mail. */
  reference: string;
};

export type WithdrawalField = keyof WithdrawalDraft;

/** Translation keys of the form's errors, by field. */
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

export const EMPTY_DRAFT: WithdrawalDraft = { name: '', email: '', reference: '' };

/** A stored receipt, if it is one. */
export function readReceipt(value: unknown): WithdrawalReceipt | undefined {
  const parsed = z.safeParse(withdrawalReceiptSchema, value);
  return parsed.success ? parsed.data : undefined;
}

/** A stored draft as far as it is one (older or foreign JSON keeps what fits). */
export function readDraft(value: unknown): WithdrawalDraft {
  if (!value || typeof value !== 'object') return { ...EMPTY_DRAFT };
  const source = value as Record<string, unknown>;
  const text = (key: WithdrawalField) =>
    typeof source[key] === 'string' ? source[key] : EMPTY_DRAFT[key];
  return { name: text('name'), email: text('email'), reference: text('reference') };
}

/** The form's errors (translation keys); none means it can go to the confirmation step. */
export function validateDraft(draft: WithdrawalDraft): WithdrawalErrors {
  const errors: WithdrawalErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'withdraw.errors.nameRequired';
  else if (name.length > MAX_WITHDRAWAL_NAME_LENGTH) errors.name = 'withdraw.errors.tooLong';
  if (!draft.email.trim()) errors.email = 'withdraw.errors.emailRequired';
  else if (!isValidEmail(draft.email)) errors.email = 'withdraw.errors.emailInvalid';
  if (draft.reference.trim().length > MAX_WITHDRAWAL_REFERENCE_LENGTH)
    errors.reference = 'withdraw.errors.tooLong';
  return errors;
}

/** The request body of POST /api/withdrawals for a valid draft. */
export function withdrawalInput(draft: WithdrawalDraft, language: Language): WithdrawalInput {
  const reference = draft.reference.trim();
  return {
    name: draft.name.trim(),
    email: normalizeEmail(draft.email),
    ...(reference ? { reference } : {}),
    language,
  };
}

/** The translation key (and values) of a failed submission or stop. */
export type ServerProblem = {
  key: string;
  values?: Record<string, string | number>;
  /** Trying again cannot help (a broken link, a withdrawal already carried out). */
  final?: true;
};

type FailedCall = { code?: unknown; status?: unknown; retryAfterSeconds?: unknown };

/** The message of a failed submission: its code and Retry-After decide. */
export function serverProblem({ code, retryAfterSeconds }: FailedCall): ServerProblem {
  if (code === 'rate-limited') return rateLimitedProblem('withdraw.errors', retryAfterSeconds);
  if (code === 'network-error') return { key: 'withdraw.errors.network' };
  // The body failed the route's schema (validate-body.ts), or the client's check before sending.
  if (code === 'invalid-request' || code === 'invalid-data')
    return { key: 'withdraw.errors.invalidData' };
  return { key: 'withdraw.errors.unknown' };
}

/** The message of a failed stop: its own codes, else worded for stopping (not sending). */
export function stopProblem({ code, retryAfterSeconds }: FailedCall): ServerProblem {
  // A token the route's schema refuses is a broken link too.
  if (code === 'stop-link-invalid' || code === 'invalid-request')
    return { key: 'withdraw.stop.errors.stop-link-invalid', final: true };
  if (code === 'withdrawal-carried-out')
    return {
      key: 'withdraw.stop.errors.withdrawal-carried-out',
      values: { hours: WITHDRAWAL_DELAY_HOURS, support: SUPPORT_EMAIL },
      final: true,
    };
  if (code === 'rate-limited') return rateLimitedProblem('withdraw.errors', retryAfterSeconds);
  if (code === 'network-error') return { key: 'withdraw.stop.errors.network' };
  return { key: 'withdraw.stop.errors.unknown' };
}
