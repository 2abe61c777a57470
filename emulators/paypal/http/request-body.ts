import type { z } from 'zod';
import type { ErrorDetail } from '../paypal-types.js';
import { invalidRequest, PayPalError } from './paypal-error.js';
import type { RequestContext } from './router.js';

function detailFor(issue: z.core.$ZodIssue, body: unknown): ErrorDetail {
  const field = `/${issue.path.map(String).join('/')}`;
  let value: unknown = body;
  for (const key of issue.path)
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  if (value === undefined)
    return {
      field,
      location: 'body',
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field is missing.',
    };
  const length = issue.code === 'too_big' || issue.code === 'too_small';
  return {
    field,
    value: typeof value === 'string' ? value : JSON.stringify(value),
    location: 'body',
    issue: length ? 'INVALID_STRING_LENGTH' : 'INVALID_PARAMETER_SYNTAX',
    description: length
      ? 'The value of a field is either too short or too long.'
      : 'The value of a field does not conform to the expected format.',
  };
}

/** Parses a JSON request body with a zod schema; errors become PayPal's 400/415 answers. */
export function parseJsonBody<Schema extends z.ZodType>(
  context: RequestContext,
  schema: Schema,
): z.infer<Schema> {
  const contentType = String(context.headers['content-type'] ?? 'application/json');
  if (context.rawBody.trim() && !contentType.includes('json'))
    throw new PayPalError(415, 'UNSUPPORTED_MEDIA_TYPE');
  let body: unknown = {};
  if (context.rawBody.trim()) {
    try {
      body = JSON.parse(context.rawBody);
    } catch {
      throw invalidRequest([
        {
          issue: 'MALFORMED_REQUEST_JSON',
          description: 'The request JSON is not well formed.',
          location: 'body',
        },
      ]);
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw invalidRequest(parsed.error.issues.map((issue) => detailFor(issue, body)));
  return parsed.data;
}
