import { describe, expect, it } from 'vitest';
import { ApiError } from '../services/api-error';
import { apiErrorKey, isRateLimited } from './api-errors';

describe('rate-limited API answers (429, issue 18 point 7)', () => {
  it.each([
    [new ApiError(429, 'rate-limited', 'Too many attempts; try again in 12 seconds'), true],
    [{ code: 'rate-limited' }, true],
    [new ApiError(429, 'unknown', 'Request failed'), false],
    [new ApiError(503, 'server-misconfigured', 'no'), false],
    [new Error('rate-limited'), false],
    [null, false],
  ])('%o → rate-limited: %s', (error, expected) => {
    expect(isRateLimited(error)).toBe(expected);
  });

  it('asks to try again in a moment when rate-limited, else keeps the caller’s message', () => {
    const limited = new ApiError(429, 'rate-limited', 'Too many attempts');
    expect(apiErrorKey(limited, 'login.token.failed')).toBe('errors.rateLimited');
    expect(apiErrorKey(new ApiError(401, 'invalid-futoken', 'no'), 'login.token.failed')).toBe(
      'login.token.failed',
    );
  });
});
