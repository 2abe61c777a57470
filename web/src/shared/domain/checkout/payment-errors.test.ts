import { describe, expect, it } from 'vitest';
import { creationErrorMessage, isPaypalWindowClosed, paymentErrorMessage } from './payment-errors';

describe('paymentErrorMessage', () => {
  it.each([
    [{ type: 'validation_error', message: 'Your card number is incomplete.' }, null],
    [{ code: 'incomplete' }, null],
    [
      { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      { key: 'payment.authenticationFailed' },
    ],
    [{ code: 'setup_intent_authentication_failure' }, { key: 'payment.authenticationFailed' }],
    [
      { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      { key: 'payment.declined' },
    ],
    [{ type: 'card_error', code: 'insufficient_funds' }, { key: 'payment.declined' }],
    [
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already status canceled.',
        payment_intent: { status: 'canceled' },
      },
      { key: 'payment.attemptReplaced' },
    ],
    [
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
        payment_intent: { status: 'succeeded' },
      },
      {
        key: 'payment.providerError',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
      },
    ],
    [{}, { key: 'payment.declined' }],
    [
      { type: 'api_error', message: 'An error occurred with our connection to Stripe.' },
      {
        key: 'payment.providerError',
        message: 'An error occurred with our connection to Stripe.',
      },
    ],
  ])('%j → %j', (error, expected) => {
    expect(paymentErrorMessage(error)).toEqual(expected);
  });
});

describe('isPaypalWindowClosed', () => {
  it.each([
    [new Error('Window closed'), true],
    ['Detected popup close: window closed before approval', true],
    [new Error('INSTRUMENT_DECLINED'), false],
  ])('%s → %s', (error, expected) => {
    expect(isPaypalWindowClosed(error)).toBe(expected);
  });
});

describe('creationErrorMessage', () => {
  it.each([
    [{ status: 409, code: 'trial-already-used' }, 'payment.trialAlreadyUsed'],
    [{ status: 409, code: 'already-subscribed' }, 'payment.generalError'],
    [{ status: 429, code: 'rate-limited' }, 'errors.rateLimited'],
    [new Error('network'), 'payment.generalError'],
    [null, 'payment.generalError'],
  ])('%o → %s', (error, key) => {
    expect(creationErrorMessage(error)).toEqual({ key });
  });
});
