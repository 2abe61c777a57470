import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, validateCardInput } from './card-validation.js';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('card form validation', () => {
  it('formats the number in groups of four and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
  });

  it('accepts a complete card and returns its values', () => {
    expect(
      validateCardInput({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, NOW),
    ).toMatchObject({
      complete: true,
      empty: false,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it.each([
    [{ number: '4242', expiry: '12 / 34', cvc: '123' }, 'number', 'incomplete_number'],
    [{ number: '4242 4242 4242 4241', expiry: '12 / 34', cvc: '123' }, 'number', 'invalid_number'],
    [
      { number: '4242 4242 4242 4242', expiry: '12 / 2', cvc: '123' },
      'expiry',
      'incomplete_expiry',
    ],
    [
      { number: '4242 4242 4242 4242', expiry: '13 / 30', cvc: '123' },
      'expiry',
      'invalid_expiry_month',
    ],
    [
      { number: '4242 4242 4242 4242', expiry: '12 / 25', cvc: '123' },
      'expiry',
      'invalid_expiry_year_past',
    ],
    [
      { number: '4242 4242 4242 4242', expiry: '10 / 26', cvc: '123' },
      'expiry',
      'invalid_expiry_month_past',
    ],
    [{ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '12' }, 'cvc', 'incomplete_cvc'],
  ] as const)('reports %o as %s %s', (input, field, code) => {
    const validation = validateCardInput(input, NOW);
    expect(validation.complete).toBe(false);
    expect(validation.errors[field]?.code).toBe(code);
  });
});
