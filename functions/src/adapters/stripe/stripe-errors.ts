import Stripe from 'stripe';

/** Stripe's answer when the invoice was paid (or voided) meanwhile. */
export const isInvoiceNotOpen = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && /isn't open/.test(error.message);

/**
 * Stripe's answer when the subscription was cancelled meanwhile: DELETE takes no idempotency key,
 * so a second caller cancelling the same subscription gets this instead of the first answer.
 */
export const isAlreadyCanceled = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === 'resource_missing' || /already canceled/.test(error.message));

/** The id of a Stripe reference, expanded or not. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
