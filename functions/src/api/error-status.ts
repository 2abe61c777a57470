import type { ErrorKind } from '../domain/app-error';

/** The HTTP status of each kind of AppError; the only place the API maps one to the other. */
export const HTTP_STATUS: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'rate-limited': 429,
  failed: 500,
  'provider-failed': 502,
  unavailable: 503,
};
