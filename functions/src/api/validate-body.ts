import type * as core from 'zod/v4/core';
import { z } from '../contract/zod';
import { AppError } from '../domain/app-error';

export function summariseIssues(issues: readonly core.$ZodIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/**
 * A field whose refusal has its own answer (e.g. onboardingData → 400 invalid-data): used when
 * every issue lies under that field; any other issue is the usual invalid-request.
 */
export type FieldErrors = Readonly<Record<string, () => AppError>>;

/**
 * The one place a parse failure becomes a 400 `{ error: { code, message } }`; the messages are
 * zod's English ones, set once at start-up (composition/validation-messages).
 */
export function parseOrThrow<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  fieldErrors: FieldErrors = {},
): core.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const others = issues.filter((issue) => !Object.hasOwn(fieldErrors, String(issue.path[0])));
  if (others.length > 0) throw new AppError('invalid', 'invalid-request', summariseIssues(others));
  const field = String(issues[0]?.path[0]);
  throw (
    fieldErrors[field] ?? (() => new AppError('invalid', 'invalid-request', 'Invalid body'))
  )();
}
