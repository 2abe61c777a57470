import { describe, expect, it } from 'vitest';
import {
  emailError,
  hasErrors,
  loginPasswordError,
  nameError,
  newPasswordError,
  validateLogin,
  validateRegistration,
} from './account-validation';

describe('account validation (spec 01 §5)', () => {
  it.each([
    ['', 'errors.nameRequired'],
    ['   ', 'errors.nameRequired'],
    ['Anna', null],
    ['a'.repeat(32), null],
    [` ${'a'.repeat(32)} `, null],
    ['a'.repeat(33), 'errors.nameTooLong'],
  ])('name %j → %s', (name, expected) => {
    expect(nameError(name)).toBe(expected);
  });

  it.each([
    ['', 'errors.emailRequired'],
    ['  ', 'errors.emailRequired'],
    ['anna', 'errors.emailInvalid'],
    ['anna@example', 'errors.emailInvalid'],
    ['anna@example.com', null],
    [' Anna@Example.com ', null],
  ])('e-mail %j → %s', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it.each([
    ['', 'errors.passwordRequired', 'errors.passwordRequired'],
    ['12345', 'errors.passwordTooShort', null],
    ['123456', null, null],
  ])('password %j → sign-up %s, log-in %s', (password, signUp, logIn) => {
    expect(newPasswordError(password)).toBe(signUp);
    expect(loginPasswordError(password)).toBe(logIn);
  });

  it('validates whole forms', () => {
    const valid = { firstName: 'Anna', email: 'anna@example.com', password: 'secret1' };
    expect(hasErrors(validateRegistration(valid))).toBe(false);
    expect(validateRegistration({ ...valid, password: '123' })).toEqual({
      firstName: null,
      email: null,
      password: 'errors.passwordTooShort',
    });
    expect(hasErrors(validateLogin({ email: 'anna@example.com', password: '1' }))).toBe(false);
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'errors.emailRequired',
      password: 'errors.passwordRequired',
    });
  });
});
