import type { Json, JsonRecord, StandInContext, StripeJsError } from './types.js';

export type ApiResult = { ok: true; body: JsonRecord } | { ok: false; error: StripeJsError };

function isRecord(value: Json | undefined): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens `{ billing_details: { email } }` into `prefix[billing_details][email]` form fields. */
export function flattenParams(
  prefix: string,
  value: unknown,
  into: Record<string, string> = {},
): Record<string, string> {
  if (value === undefined || value === null) return into;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      flattenParams(`${prefix}[${key}]`, inner, into);
  } else {
    into[prefix] = String(value);
  }
  return into;
}

/** Calls the emulator's API with the publishable key, as Stripe.js does from the browser. */
export async function apiRequest(
  context: StandInContext,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
): Promise<ApiResult> {
  const form = new URLSearchParams({ key: context.publishableKey, ...params }).toString();
  const url = method === 'GET' ? `${context.apiBase}${path}?${form}` : `${context.apiBase}${path}`;
  try {
    const response = await fetch(url, {
      method,
      headers:
        method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      body: method === 'POST' ? form : undefined,
    });
    const body = (await response.json()) as JsonRecord;
    if (response.ok) return { ok: true, body };
    const error = body.error;
    if (isRecord(error)) {
      const type = typeof error.type === 'string' ? error.type : 'api_error';
      return { ok: false, error: { ...error, type } };
    }
    return {
      ok: false,
      error: { type: 'api_error', message: `Unexpected answer (${response.status})` },
    };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      error: {
        type: 'api_connection_error',
        message: `Could not reach the Stripe emulator: ${message}`,
      },
    };
  }
}
