import type { z } from 'zod';
import { invalidRequest } from '../http/api-error.js';

/** Parses an admin request's JSON body (empty = `{}`) or answers 400 invalid_request_error. */
export function parseJsonBody<T extends z.ZodType>(schema: T, rawBody: string): z.infer<T> {
  let value: unknown = {};
  if (rawBody.trim()) {
    try {
      value = JSON.parse(rawBody);
    } catch {
      throw invalidRequest('The admin API expects a JSON body (Content-Type: application/json).');
    }
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue?.path.map(String).join('.') || undefined;
  throw invalidRequest(
    `Invalid ${param ?? 'body'}: ${issue?.message ?? 'invalid'}`,
    param,
    'parameter_invalid',
  );
}
