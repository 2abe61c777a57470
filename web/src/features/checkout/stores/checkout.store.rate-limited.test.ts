// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../../app/testing/app-harness';
import { ApiError } from '../../../shared/services/api-error';

const limited = () =>
  new ApiError(429, 'rate-limited', 'Too many attempts; try again in 40 seconds');

describe('CheckoutStore on a rate-limited API answer (429, issue 18 point 7)', () => {
  it.each([
    ['creating the subscription or session', 'creationFailed'],
    ['the PayPal button', 'paypalFailed'],
  ] as const)('%s asks to try again in a moment', (_name, method) => {
    const { checkout } = createTestStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkout[method](limited());
    expect(checkout.paymentError).toEqual({ key: 'errors.rateLimited' });
  });

  it('other PayPal failures keep the general message', () => {
    const { checkout } = createTestStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    checkout.paypalFailed(new ApiError(500, 'internal', 'no'));
    expect(checkout.paymentError).toEqual({ key: 'errors.unknownError' });
  });
});
