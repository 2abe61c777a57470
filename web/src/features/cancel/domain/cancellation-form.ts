import {
  CALENDAR_DAY,
  type CancellationInput,
  type CancellationKind,
  type CancellationReceipt,
  cancellationReceiptSchema,
  MAX_CANCELLATION_NAME_LENGTH,
  MAX_CANCELLATION_REASON_LENGTH,
  MAX_CANCELLATION_REFERENCE_LENGTH,
  latestWishedEndDay,
} from '@fastwell/contract/api/cancellations';
import type { Language } from '@fastwell/contract/languages';
import { z } from '@fastwell/contract/zod';
import { isValidEmail, normalizeEmail } from '../../../shared/domain/email';
import { rateLimitedProblem } from '../../../shared/domain/rate-limited-problem';

/** What the §312k form holds while the visitor types (kept for the tab: CancellationStore). */
export type CancellationDraft = {
  name: string;
  email: string;
  reference: string;
  kind: CancellationKind;
  reason: string;
  /** 'earliest' (the end of the paid period) or a wished day. */
  endChoice: 'earliest' | 'date';
  /** YYYY-MM-DD, used when endChoice is 'date'. */
  endDate: string;
};

export type CancellationField = 'name' | 'email' | 'reference' | 'reason' | 'endDate';

/** Translation keys of the form's errors, by field. */
export type CancellationErrors = Partial<Record<CancellationField, string>>;

export const EMPTY_DRAFT: CancellationDraft = {
  name: '',
  email: '',
  reference: '',
  kind: 'ordinary',
  reason: '',
  endChoice: 'earliest',
  endDate: '',
};

/** A stored receipt, if it is one. */
export function readReceipt(value: unknown): CancellationReceipt | undefined {
  const parsed = z.safeParse(cancellationReceiptSchema, value);
  return parsed.success ? parsed.data : undefined;
}

/** A stored draft as far as it is one (older or foreign JSON keeps what fits). */
export function readDraft(value: unknown): CancellationDraft {
  if (!value || typeof value !== 'object') return { ...EMPTY_DRAFT };
  const source = value as Record<string, unknown>;
  const text = (key: keyof CancellationDraft) =>
    typeof source[key] === 'string' ? source[key] : EMPTY_DRAFT[key];
  return {
    name: text('name'),
    email: text('email'),
    reference: text('reference'),
    kind: source.kind === 'extraordinary' ? 'extraordinary' : 'ordinary',
    reason: text('reason'),
    endChoice: source.endChoice === 'date' ? 'date' : 'earliest',
    endDate: text('endDate'),
  };
}

/** Today as YYYY-MM-DD in the visitor's time zone (the earliest day the date input offers). */
export function calendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The form's errors (translation keys); none means it can go to the confirmation step. */
export function validateDraft(draft: CancellationDraft, today: string): CancellationErrors {
  const errors: CancellationErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'cancel.errors.nameRequired';
  else if (name.length > MAX_CANCELLATION_NAME_LENGTH) errors.name = 'cancel.errors.tooLong';
  if (!draft.email.trim()) errors.email = 'cancel.errors.emailRequired';
  else if (!isValidEmail(draft.email)) errors.email = 'cancel.errors.emailInvalid';
  if (draft.reference.trim().length > MAX_CANCELLATION_REFERENCE_LENGTH)
    errors.reference = 'cancel.errors.tooLong';
  if (draft.kind === 'extraordinary') {
    const reason = draft.reason.trim();
    if (!reason) errors.reason = 'cancel.errors.reasonRequired';
    else if (reason.length > MAX_CANCELLATION_REASON_LENGTH)
      errors.reason = 'cancel.errors.tooLong';
  }
  if (draft.endChoice === 'date') {
    if (!CALENDAR_DAY.test(draft.endDate)) errors.endDate = 'cancel.errors.dateRequired';
    else if (draft.endDate < today) errors.endDate = 'cancel.errors.dateInPast';
    else if (draft.endDate > latestWishedEndDay(today)) errors.endDate = 'cancel.errors.dateTooFar';
  }
  return errors;
}

/** The request body of POST /api/cancellations for a valid draft. */
export function cancellationInput(draft: CancellationDraft, language: Language): CancellationInput {
  const reference = draft.reference.trim();
  return {
    name: draft.name.trim(),
    email: normalizeEmail(draft.email),
    ...(reference ? { reference } : {}),
    kind: draft.kind,
    ...(draft.kind === 'extraordinary' ? { reason: draft.reason.trim() } : {}),
    ...(draft.endChoice === 'date' ? { endDate: draft.endDate } : {}),
    language,
  };
}

/** The translation key (and values) of a failed submission or restore. */
export type ServerProblem = { key: string; values?: Record<string, string | number> };

const RESTORE_CODES = [
  'restore-link-invalid',
  'restore-link-expired',
  'restore-link-used',
  'restore-not-possible',
] as const;

/** The message of a failed API call: its code, the status and Retry-After decide. */
export function serverProblem(error: {
  code?: unknown;
  status?: unknown;
  retryAfterSeconds?: unknown;
}): ServerProblem {
  const { code, retryAfterSeconds } = error;
  if (code === 'rate-limited') return rateLimitedProblem('cancel.errors', retryAfterSeconds);
  if (code === 'network-error') return { key: 'cancel.errors.network' };
  // The body failed the route's schema (validate-body.ts).
  if (code === 'invalid-request') return { key: 'cancel.errors.invalidData' };
  if (typeof code === 'string' && (RESTORE_CODES as readonly string[]).includes(code))
    return { key: `cancel.restore.errors.${code}` };
  return { key: 'cancel.errors.unknown' };
}

/** The message of a failed restore: its own codes, else worded for keeping (not sending). */
export function restoreProblem(error: Parameters<typeof serverProblem>[0]): ServerProblem {
  const problem = serverProblem(error);
  if (problem.key.startsWith('cancel.restore.') || problem.key.startsWith('cancel.errors.rate'))
    return problem;
  return {
    key:
      error.code === 'network-error'
        ? 'cancel.restore.errors.network'
        : 'cancel.restore.errors.unknown',
  };
}
