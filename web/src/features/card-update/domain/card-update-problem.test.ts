import { describe, expect, it } from 'vitest';
import {
  authenticationProblem,
  confirmationProblem,
  declineProblem,
  failureOf,
} from './card-update-problem';

describe('failureOf (the card-update API’s refusals)', () => {
  it.each([
    [{ status: 400, code: 'card-update-link-invalid' }, { kind: 'invalid' }],
    [{ status: 409, code: 'subscription-expired' }, { kind: 'ended' }],
    [{ status: 409, code: 'nothing-to-restore' }, { kind: 'refresh' }],
    [{ status: 409, code: 'invalid-subscription-state' }, { kind: 'refresh' }],
    [
      { status: 402, code: 'card_declined' },
      { kind: 'newCard', problem: { key: 'cardUpdate.errors.declined' } },
    ],
    [
      { status: 402, code: 'insufficient_funds' },
      { kind: 'newCard', problem: { key: 'cardUpdate.errors.insufficientFunds' } },
    ],
    [
      { status: 402, code: 'expired_card' },
      { kind: 'newCard', problem: { key: 'cardUpdate.errors.expiredCard' } },
    ],
    [
      { status: 400, code: 'invalid-request' },
      { kind: 'newCard', problem: { key: 'cardUpdate.errors.cardNotSaved' } },
    ],
    [
      { status: 429, code: 'rate-limited', retryAfterSeconds: 90 },
      {
        kind: 'problem',
        problem: { key: 'cardUpdate.errors.rateLimitedFor', values: { minutes: 2 } },
        report: false,
      },
    ],
    [
      { status: 0, code: 'network-error' },
      { kind: 'problem', problem: { key: 'cardUpdate.errors.network' }, report: false },
    ],
    [
      { status: 503, code: 'server-misconfigured' },
      { kind: 'problem', problem: { key: 'cardUpdate.errors.unknown' }, report: true },
    ],
  ])('%j → %j', (error, failure) => {
    expect(failureOf(error)).toEqual(failure);
  });
});

describe('declineProblem', () => {
  it('has its own message for some issuer codes, the general one for the rest', () => {
    expect(declineProblem('incorrect_cvc').key).toBe('cardUpdate.errors.incorrectCvc');
    expect(declineProblem('lost_card').key).toBe('cardUpdate.errors.declined');
    expect(declineProblem(undefined).key).toBe('cardUpdate.errors.declined');
  });
});

describe('confirmationProblem (Stripe.js refused the card)', () => {
  it('says nothing of what the Payment Element shows at its fields', () => {
    expect(confirmationProblem({ type: 'validation_error', code: 'invalid_number' })).toBeNull();
    expect(confirmationProblem({ type: 'invalid_request_error', code: 'incomplete' })).toBeNull();
  });

  it('reads the issuer’s decline code', () => {
    expect(
      confirmationProblem({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
      }),
    ).toEqual({ problem: { key: 'cardUpdate.errors.insufficientFunds' }, newSetup: false });
  });

  it('a failed 3-D Secure keeps the SetupIntent; one in an unexpected state needs a new one', () => {
    expect(
      confirmationProblem({
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
      }),
    ).toEqual({ problem: { key: 'cardUpdate.errors.authenticationFailed' }, newSetup: false });
    expect(
      confirmationProblem({ type: 'invalid_request_error', code: 'setup_intent_unexpected_state' }),
    ).toEqual({ problem: { key: 'cardUpdate.errors.unknown' }, newSetup: true });
  });

  it('the bank’s refusal of the payment’s confirmation', () => {
    expect(authenticationProblem({ code: 'payment_intent_authentication_failure' }).key).toBe(
      'cardUpdate.errors.authenticationFailed',
    );
    expect(
      authenticationProblem({ type: 'card_error', decline_code: 'insufficient_funds' }).key,
    ).toBe('cardUpdate.errors.insufficientFunds');
  });
});
