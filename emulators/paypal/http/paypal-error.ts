import { randomDebugId } from '../state/ids.js';
import type { ErrorDetail, Link, PayPalErrorBody } from '../paypal-types.js';

const MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  NOT_AUTHORIZED: 'Authorization failed due to insufficient permissions.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  METHOD_NOT_SUPPORTED: 'The server does not implement the requested HTTP method.',
  UNSUPPORTED_MEDIA_TYPE: "The server does not support the request payload's media type.",
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
};

/** An error answered in PayPal's REST shape: `{ name, message, debug_id, details?, links }`. */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly details?: ErrorDetail[],
    message?: string,
    /** Replaces the default information link (Orders v2 errors link their own page). */
    readonly links?: Link[],
  ) {
    super(message ?? MESSAGES[errorName] ?? errorName);
  }

  toJson(): PayPalErrorBody {
    return {
      name: this.errorName,
      message: this.message,
      debug_id: randomDebugId(),
      ...(this.details ? { details: this.details } : {}),
      links: this.links ?? [
        {
          href: `https://developer.paypal.com/docs/api/v1/billing/subscriptions#${this.errorName}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    };
  }
}

/** The OAuth endpoints' own error shape: `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }

  toJson(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

export const invalidRequest = (details: ErrorDetail[]): PayPalError =>
  new PayPalError(400, 'INVALID_REQUEST', details);

export const resourceNotFound = (
  field?: string,
  value?: string,
  location: ErrorDetail['location'] = 'path',
): PayPalError =>
  new PayPalError(404, 'RESOURCE_NOT_FOUND', [
    {
      ...(field ? { field, value, location } : {}),
      issue: 'INVALID_RESOURCE_ID',
      description: 'Requested resource ID was not found.',
    },
  ]);

/** 400 INVALID_REQUEST naming one JSON Patch operation (PayPal's `patch` error details). */
export const invalidPatch = (
  operation: { path: string; value?: unknown },
  issue: string,
  description: string,
): PayPalError =>
  invalidRequest([
    {
      field: operation.path,
      ...(operation.value === undefined ? {} : { value: JSON.stringify(operation.value) }),
      location: 'body',
      issue,
      description,
    },
  ]);

export const unprocessable = (issue: string, description: string, field?: string): PayPalError =>
  new PayPalError(422, 'UNPROCESSABLE_ENTITY', [
    { ...(field ? { field, location: 'body' as const } : {}), issue, description },
  ]);

/**
 * An Orders v2 / Payments v2 error: the issue's own information link
 * (`https://developer.paypal.com/docs/api/orders/v2/#error-ISSUE`), plus any extra links PayPal
 * adds (INSTRUMENT_DECLINED carries a `redirect` back to the approval page).
 */
export function ordersError(
  status: number,
  errorName: string,
  detail: ErrorDetail,
  extraLinks: Link[] = [],
  api: 'orders' | 'payments' = 'orders',
): PayPalError {
  const info: Link = {
    href: `https://developer.paypal.com/docs/api/${api}/v2/#error-${detail.issue}`,
    rel: 'information_link',
    method: 'GET',
  };
  return new PayPalError(status, errorName, [detail], undefined, [info, ...extraLinks]);
}

/** 422 UNPROCESSABLE_ENTITY of the Orders v2 / Payments v2 APIs. */
export const ordersUnprocessable = (
  issue: string,
  description: string,
  field?: string,
  api: 'orders' | 'payments' = 'orders',
): PayPalError =>
  ordersError(
    422,
    'UNPROCESSABLE_ENTITY',
    { ...(field ? { field, location: 'body' as const } : {}), issue, description },
    [],
    api,
  );
