import type { ApiErrorCode } from '../contract/errors';

/**
 * What went wrong, in the caller's terms; the API turns it into an HTTP status
 * (api/error-status.ts), so rules and use cases stay free of HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment-required'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'rate-limited'
  /** Could not be done now and should be retried (e.g. a webhook the provider delivers again). */
  | 'failed'
  | 'provider-failed'
  | 'unavailable';

/**
 * A card decline's code as Stripe gave it (`insufficient_funds`, `expired_card`…), passed through
 * to the caller; the only code of an AppError outside API_ERROR_CODES.
 */
export type DeclineCode = string & { readonly passedThroughDecline: true };

/** Stripe's decline code, or `card_declined` when it gave none. */
export const declineCode = (code: string | null | undefined): DeclineCode =>
  (code ?? 'card_declined') as DeclineCode;

/**
 * An error the caller is meant to see: its kind and the stable `code` of the
 * `{ error: { code, message } }` answer. Anything else becomes a 500.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: ApiErrorCode | DeclineCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found'): AppError =>
  new AppError('not-found', 'not-found', message);
