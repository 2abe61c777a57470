import { describe, expect, it } from 'vitest';
import { paypalPlanFailure, readPaypalPlanEntry, withoutPaypalPlanFields } from './paypal-plan';

const params = (search: string) => new URLSearchParams(search);

describe('the kept PayPal plan’s entry', () => {
  it('reads the mail link’s token', () => {
    expect(readPaypalPlanEntry(params('?plan=signed.token&utm_source=mail'))).toEqual({
      token: 'signed.token',
      returnedFromPaypal: false,
    });
  });

  it.each(['?token=EC-1', '?subscription_id=I-1', '?ba_token=BA-1'])(
    'knows PayPal’s return by what PayPal appends (%s)',
    (search) => {
      expect(readPaypalPlanEntry(params(search))).toEqual({
        token: null,
        returnedFromPaypal: true,
      });
    },
  );

  it('an empty token is none', () => {
    expect(readPaypalPlanEntry(params('?plan=')).token).toBeNull();
  });

  it('takes the token and PayPal’s return fields off, keeping the rest', () => {
    expect(
      withoutPaypalPlanFields(
        params('?plan=p&token=EC-1&subscription_id=I-1&ba_token=BA-1&lang=de'),
      )?.toString(),
    ).toBe('lang=de');
    expect(withoutPaypalPlanFields(params('?lang=de'))).toBeNull();
  });
});

describe('paypalPlanFailure', () => {
  it.each([
    [{ code: 'plan-link-invalid', status: 400 }, { kind: 'invalid' }],
    [{ code: 'invalid-request', status: 400 }, { kind: 'invalid' }],
    [{ code: 'plan-consent-closed', status: 409 }, { kind: 'closed' }],
    [
      { code: 'rate-limited', status: 429, retryAfterSeconds: 90 },
      {
        kind: 'problem',
        problem: { key: 'withdraw.paypalPlan.errors.rateLimitedFor', values: { minutes: 2 } },
      },
    ],
    [
      { code: 'rate-limited', status: 429, retryAfterSeconds: null },
      { kind: 'problem', problem: { key: 'withdraw.paypalPlan.errors.rateLimited' } },
    ],
    [
      { code: 'network-error', status: 0 },
      { kind: 'problem', problem: { key: 'withdraw.paypalPlan.errors.network' } },
    ],
    [
      { code: 'paypal-unavailable', status: 503 },
      { kind: 'problem', problem: { key: 'withdraw.paypalPlan.errors.unknown' } },
    ],
    [
      { code: 'invalid-answer', status: 502 },
      { kind: 'problem', problem: { key: 'withdraw.paypalPlan.errors.unknown' } },
    ],
  ])('%j → %j', (error, failure) => {
    expect(paypalPlanFailure(error)).toEqual(failure);
  });
});
