import { rateLimitedProblem } from '../../../shared/domain/rate-limited-problem';

/** A message of the card-update page: its translation key and values. */
export type CardUpdateProblem = { key: string; values?: Record<string, string | number> };

/**
 * What a refused call means for the page: the link is broken, the subscription has ended, the
 * renewal changed meanwhile (read it again), the card cannot pay (a new one is needed), or a
 * message while the page stays as it is (`report`: unexpected, worth logging).
 */
export type CardUpdateFailure =
  | { kind: 'invalid' }
  | { kind: 'ended' }
  | { kind: 'refresh' }
  | { kind: 'newCard'; problem: CardUpdateProblem }
  | { kind: 'problem'; problem: CardUpdateProblem; report: boolean };

type FailedCall = { code?: unknown; status?: unknown; retryAfterSeconds?: unknown };

const ERRORS = 'cardUpdate.errors';

export const AUTHENTICATION_FAILED: CardUpdateProblem = { key: `${ERRORS}.authenticationFailed` };

/** Issuer codes with a message of their own; any other decline gets the general one. */
const DECLINE_KEYS: Readonly<Record<string, string>> = {
  insufficient_funds: `${ERRORS}.insufficientFunds`,
  expired_card: `${ERRORS}.expiredCard`,
  incorrect_cvc: `${ERRORS}.incorrectCvc`,
  invalid_cvc: `${ERRORS}.incorrectCvc`,
  authentication_required: `${ERRORS}.authenticationFailed`,
};

/** The message of a card the bank declined, by its code (the API passes Stripe's through). */
export function declineProblem(code: unknown): CardUpdateProblem {
  const key = typeof code === 'string' ? DECLINE_KEYS[code] : undefined;
  return { key: key ?? `${ERRORS}.declined` };
}

/** The message of a failed call to the card-update API. */
export function failureOf({ code, status, retryAfterSeconds }: FailedCall): CardUpdateFailure {
  if (code === 'card-update-link-invalid') return { kind: 'invalid' };
  if (code === 'subscription-expired') return { kind: 'ended' };
  // Paid meanwhile, or nothing left for the bank to confirm: the renewal is read again.
  if (code === 'nothing-to-restore' || code === 'invalid-subscription-state')
    return { kind: 'refresh' };
  if (status === 402) return { kind: 'newCard', problem: declineProblem(code) };
  // The server found no usable card behind the SetupIntent that was sent.
  if (code === 'invalid-request')
    return { kind: 'newCard', problem: { key: `${ERRORS}.cardNotSaved` } };
  if (code === 'rate-limited')
    return {
      kind: 'problem',
      problem: rateLimitedProblem(ERRORS, retryAfterSeconds),
      report: false,
    };
  if (code === 'network-error')
    return { kind: 'problem', problem: { key: `${ERRORS}.network` }, report: false };
  return { kind: 'problem', problem: { key: `${ERRORS}.unknown` }, report: true };
}

/** An error as Stripe.js reports a confirmation it refused. */
export type StripeJsError = {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
};

/**
 * The message of a confirmation Stripe.js refused: none for what the Payment Element shows at its
 * fields (incomplete or invalid input); `newSetup` when the SetupIntent cannot be confirmed again.
 */
export function confirmationProblem(
  error: StripeJsError,
): { problem: CardUpdateProblem; newSetup: boolean } | null {
  const code = error.code ?? '';
  if (error.type === 'validation_error' || code.startsWith('incomplete')) return null;
  if (code.endsWith('_intent_authentication_failure'))
    return { problem: AUTHENTICATION_FAILED, newSetup: false };
  if (code.endsWith('_intent_unexpected_state'))
    return { problem: { key: `${ERRORS}.unknown` }, newSetup: true };
  if (error.type === 'card_error')
    return { problem: declineProblem(error.decline_code ?? code), newSetup: false };
  return { problem: { key: `${ERRORS}.unknown` }, newSetup: false };
}

/** The bank's confirmation of the payment did not succeed (cancelled, failed, or refused). */
export function authenticationProblem(error: StripeJsError): CardUpdateProblem {
  return error.type === 'card_error' && error.decline_code
    ? declineProblem(error.decline_code)
    : AUTHENTICATION_FAILED;
}
