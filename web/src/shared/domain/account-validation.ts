import { isValidEmail } from './email';

/** Spec 01 §5, §9 and 02 §5, §9: a name has at most 32 characters, a password at least 6. */
export const NAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;

/** A translation key of the field's error, or null when the value is valid. */
export type FieldError = string | null;

export function nameError(name: string): FieldError {
  const trimmed = name.trim();
  if (!trimmed) return 'errors.nameRequired';
  return trimmed.length > NAME_MAX_LENGTH ? 'errors.nameTooLong' : null;
}

export function emailError(email: string): FieldError {
  if (!email.trim()) return 'errors.emailRequired';
  return isValidEmail(email) ? null : 'errors.emailInvalid';
}

/** Sign-up: required and at least 6 characters. */
export function newPasswordError(password: string): FieldError {
  if (!password) return 'errors.passwordRequired';
  return password.length < PASSWORD_MIN_LENGTH ? 'errors.passwordTooShort' : null;
}

/** Log-in: only required; the account's own password may predate the length rule. */
export function loginPasswordError(password: string): FieldError {
  return password ? null : 'errors.passwordRequired';
}

export type RegistrationValues = { firstName: string; email: string; password: string };
export type RegistrationErrors = Record<keyof RegistrationValues, FieldError>;

/** Sign-up and upgrade forms: name, e-mail and new password. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  return {
    firstName: nameError(values.firstName),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  };
}

export type LoginValues = { email: string; password: string };

export function validateLogin(values: LoginValues): Record<keyof LoginValues, FieldError> {
  return { email: emailError(values.email), password: loginPasswordError(values.password) };
}

export function hasErrors(errors: Record<string, FieldError>): boolean {
  return Object.values(errors).some((error) => error !== null);
}
