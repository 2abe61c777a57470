import type { CardValues } from './types.js';

export interface FieldError {
  code: string;
  message: string;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardValidation {
  complete: boolean;
  empty: boolean;
  errors: { number?: FieldError; expiry?: FieldError; cvc?: FieldError };
  card?: CardValues;
}

export const digits = (value: string): string => value.replace(/\D/g, '');

export function cardNumberLength(number: string): number {
  return /^3[47]/.test(number) ? 15 : 16;
}

/** `4242424242424242` → `4242 4242 4242 4242`. */
export function formatCardNumber(raw: string): string {
  const number = digits(raw).slice(0, 19);
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1234` → `12 / 34`; a single leading digit above 1 becomes `0d / `. */
export function formatExpiry(raw: string): string {
  let value = digits(raw).slice(0, 4);
  if (/^[2-9]$/.test(value)) value = `0${value}`;
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2)}` : value;
}

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

function numberError(number: string): FieldError | undefined {
  if (number.length < cardNumberLength(number))
    return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (number.length > cardNumberLength(number) || !luhnValid(number)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  return undefined;
}

function expiryError(expiry: string, now: Date): FieldError | undefined {
  const value = digits(expiry);
  if (value.length < 4)
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(value.slice(0, 2));
  const year = 2000 + Number(value.slice(2, 4));
  if (month < 1 || month > 12)
    return { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
  const currentYear = now.getFullYear();
  if (year < currentYear)
    return {
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration year is in the past.",
    };
  if (year === currentYear && month < now.getMonth() + 1) {
    return {
      code: 'invalid_expiry_month_past',
      message: "Your card's expiration date is in the past.",
    };
  }
  return undefined;
}

function cvcError(cvc: string, number: string): FieldError | undefined {
  const expected = /^3[47]/.test(number) ? 4 : 3;
  return cvc.length < expected
    ? { code: 'incomplete_cvc', message: "Your card's security code is incomplete." }
    : undefined;
}

/** Validates the card form as the Payment Element does before confirming. */
export function validateCardInput(input: CardInput, now = new Date()): CardValidation {
  const number = digits(input.number);
  const expiry = digits(input.expiry);
  const cvc = digits(input.cvc);
  const errors: CardValidation['errors'] = {
    number: numberError(number),
    expiry: expiryError(input.expiry, now),
    cvc: cvcError(cvc, number),
  };
  const complete = !errors.number && !errors.expiry && !errors.cvc;
  return {
    complete,
    empty: number === '' && expiry === '' && cvc === '',
    errors,
    card: complete
      ? {
          number,
          expMonth: Number(expiry.slice(0, 2)),
          expYear: 2000 + Number(expiry.slice(2, 4)),
          cvc,
        }
      : undefined,
  };
}

/** The first error in field order, as `elements.submit()` reports it. */
export function firstError(validation: CardValidation): FieldError | undefined {
  return validation.errors.number ?? validation.errors.expiry ?? validation.errors.cvc;
}
