import { ApiError } from '../http/api-error.js';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
  param?: string;
}

/** Stripe's documented test cards that decline; every other valid number succeeds. */
const DECLINING_CARDS: Record<string, CardDecline> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': {
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000009979': {
    code: 'card_declined',
    declineCode: 'stolen_card',
    message: 'Your card was declined.',
  },
  '4000000000000069': {
    code: 'expired_card',
    message: 'Your card has expired.',
    param: 'exp_month',
  },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    param: 'cvc',
  },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

/** Validation Stripe does before a payment method can exist (card_error, HTTP 402). */
export function validateCard(card: CardDetails, now = new Date()): CardDecline | undefined {
  const expectedLength = /^3[47]/.test(card.number) ? 15 : 16;
  if (
    !/^\d+$/.test(card.number) ||
    card.number.length !== expectedLength ||
    !luhnValid(card.number)
  ) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  if (
    !Number.isInteger(year) ||
    year < currentYear ||
    (year === currentYear && card.expMonth < currentMonth)
  ) {
    return { code: 'expired_card', message: 'Your card has expired.', param: 'exp_year' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return undefined;
}

/** 4000 0027 6000 3184: every payment and setup needs 3-D Secure, off-session ones too. */
export const THREE_D_SECURE_CARD = '4000002760003184';

/**
 * 4000 0025 0000 3155: setting it up and paying on-session need 3-D Secure; once saved, its
 * off-session payments (renewals, retries) need none, as Stripe's test card documents.
 */
export const THREE_D_SECURE_SETUP_CARD = '4000002500003155';

/** How a card is used: saved (SetupIntent), paid with the customer present, or without. */
export type CardUse = 'setup' | 'on_session' | 'off_session';

export function requiresAuthentication(number: string | undefined, use: CardUse): boolean {
  if (number === THREE_D_SECURE_CARD) return true;
  return number === THREE_D_SECURE_SETUP_CARD && use !== 'off_session';
}

/** 4000 0000 0000 0341: saving it (SetupIntent) succeeds, every charge declines. */
export const DECLINES_AFTER_ATTACH_CARD = '4000000000000341';

/**
 * Declines an issuer can answer a saved card's later charges with (the emulator's
 * `POST /_emulator/payment_methods/{id}/decline`): what a renewal meets when a card was lost,
 * stolen, expired or runs dry after it was saved. Stripe's hard declines (no retry) among them:
 * `lost_card`, `stolen_card`, `expired_card`.
 */
export const ISSUER_DECLINES: Readonly<Record<string, CardDecline>> = {
  generic_decline: {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  lost_card: {
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  stolen_card: {
    code: 'card_declined',
    declineCode: 'stolen_card',
    message: 'Your card was declined.',
  },
  expired_card: {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
};

/** A saved card's expiry passed at `now` (Unix seconds): it expires at the end of its month. */
export function expiredAt(card: { exp_month: number; exp_year: number }, now: number): boolean {
  const firstAfter = Date.UTC(normaliseYear(card.exp_year), card.exp_month, 1) / 1000;
  return now >= firstAfter;
}

/** The decline a valid test card produces when charged (or set up), if any. */
export function chargeOutcome(
  card: CardDetails,
  purpose: 'charge' | 'setup' = 'charge',
): CardDecline | undefined {
  if (card.number === DECLINES_AFTER_ATTACH_CARD)
    return purpose === 'charge'
      ? {
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        }
      : undefined;
  return DECLINING_CARDS[card.number];
}

export function normaliseYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function cardError(
  decline: CardDecline,
  extra: ConstructorParameters<typeof ApiError>[2] = {},
): ApiError {
  return new ApiError(
    402,
    {
      type: 'card_error',
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      param: decline.param,
    },
    extra,
  );
}
