import type { JsonObject } from './json.js';

export type StripeErrorType =
  | 'api_error'
  | 'card_error'
  | 'idempotency_error'
  | 'invalid_request_error'
  | 'authentication_error';

export interface ApiErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
}

/** An error answered in Stripe's shape: `{ error: { type, code?, message, param?, ... } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly extra: JsonObject = {},
  ) {
    super(body.message);
  }

  toJson(): JsonObject {
    const error: JsonObject = { ...this.extra };
    for (const [key, value] of Object.entries(this.body))
      if (value !== undefined) error[key] = value;
    if (this.body.code && !this.body.doc_url)
      error.doc_url = `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, '-')}`;
    return { error };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', message, param, code });
}

export function resourceMissing(kind: string, id: string, param?: string, status = 404): ApiError {
  return new ApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: param ?? 'id',
  });
}

export function unauthorized(message: string): ApiError {
  return new ApiError(401, { type: 'invalid_request_error', message });
}
