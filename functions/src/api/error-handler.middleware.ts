import type { ErrorRequestHandler, RequestHandler } from 'express';
import Stripe from 'stripe';
import type { ApiErrorCode } from '../contract/errors';
import { AppError, declineCode, type DeclineCode } from '../domain/app-error';
import type { Logger } from '../adapters/logger/logger.port';
import { isMissing } from '../adapters/stripe/stripe-errors';
import { HTTP_STATUS } from './error-status';

interface ErrorAnswer {
  status: number;
  code: ApiErrorCode | DeclineCode;
  message: string;
}

/** body-parser marks its errors with a `type` and an HTTP `status`. */
function bodyParserError(error: unknown): ErrorAnswer | null {
  if (!(error instanceof Error) || !('type' in error) || typeof error.type !== 'string')
    return null;
  if (error.type === 'entity.parse.failed')
    return { status: 400, code: 'invalid-json', message: 'Malformed JSON body' };
  if (error.type === 'entity.too.large')
    return { status: 413, code: 'payload-too-large', message: 'Body too large' };
  if ('status' in error && error.status === 415)
    return { status: 415, code: 'unsupported-media-type', message: error.message };
  return null;
}

function stripeError(error: unknown): ErrorAnswer | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error instanceof Stripe.errors.StripeCardError) {
    return { status: 402, code: declineCode(error.code), message: error.message };
  }
  if (isMissing(error)) return { status: 404, code: 'not-found', message: 'Not found' };
  return {
    status: 502,
    code: 'payment-provider-error',
    message: 'The payment provider could not process the request',
  };
}

export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError)
    return { status: HTTP_STATUS[error.kind], code: error.code, message: error.message };
  return (
    bodyParserError(error) ??
    stripeError(error) ?? {
      status: 500,
      code: 'internal',
      message: 'Something went wrong. Please try again.',
    }
  );
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const answer = errorAnswer(error);
    if (answer.status >= 500) {
      logger.error('Request failed', {
        method: req.method,
        path: req.path,
        status: answer.status,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    res.status(answer.status).json({ error: { code: answer.code, message: answer.message } });
  };
}

export const unknownRoute: RequestHandler = (req, _res) => {
  throw new AppError('not-found', 'not-found', `No route ${req.method} ${req.path}`);
};
