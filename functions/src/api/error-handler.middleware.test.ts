import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorKind } from '../domain/app-error';
import { errorAnswer } from './error-handler.middleware';

describe('errorAnswer', () => {
  it.each<[string, unknown, unknown]>([
    [
      'an AppError',
      new AppError('conflict', 'already-subscribed', 'Already'),
      { status: 409, code: 'already-subscribed', message: 'Already' },
    ],
    [
      'a declined card',
      new Stripe.errors.StripeCardError({
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      }),
      { status: 402, code: 'card_declined', message: 'Your card was declined.' },
    ],
    [
      'a missing Stripe resource',
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such price',
      }),
      { status: 404, code: 'not-found', message: 'Not found' },
    ],
    [
      'another invalid Stripe request',
      new Stripe.errors.StripeInvalidRequestError({
        type: 'invalid_request_error',
        message: 'Bad parameter',
      }),
      { status: 502, code: 'payment-provider-error', message: expect.any(String) },
    ],
    [
      'a Stripe outage',
      new Stripe.errors.StripeAPIError({ type: 'api_error', message: 'Boom' }),
      { status: 502, code: 'payment-provider-error', message: expect.any(String) },
    ],
    [
      'anything else',
      new Error('secret detail at /srv/app.js:12'),
      { status: 500, code: 'internal', message: 'Something went wrong. Please try again.' },
    ],
    [
      'a thrown string',
      'oops',
      { status: 500, code: 'internal', message: 'Something went wrong. Please try again.' },
    ],
  ])('maps %s', (_name, error, expected) => {
    expect(errorAnswer(error)).toEqual(expected);
  });
});

describe('an AppError answers the HTTP status of its kind', () => {
  it.each<[ErrorKind, number]>([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['payment-required', 402],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['unprocessable', 422],
    ['rate-limited', 429],
    ['failed', 500],
    ['provider-failed', 502],
    ['unavailable', 503],
  ])('%s → %i', (kind, status) => {
    expect(errorAnswer(new AppError(kind, 'invalid-request', 'Some message'))).toEqual({
      status,
      code: 'invalid-request',
      message: 'Some message',
    });
  });
});
