import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email', () => {
  it.each([
    ['anna@example.com', true],
    ['  Anna@Example.COM ', true],
    ['anna@example', false],
    ['anna example.com', false],
    ['', false],
  ])('%j valid: %s', (input, valid) => expect(isValidEmail(input)).toBe(valid));
  it('trims and lowercases', () =>
    expect(normalizeEmail('  Anna@Example.COM ')).toBe('anna@example.com'));
});
