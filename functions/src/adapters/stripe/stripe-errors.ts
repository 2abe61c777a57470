import Stripe from 'stripe';

/** Stripe's answer for an id it does not know (or a customer's object that was deleted). */
export const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** What Stripe answered, or null when it does not know the id (anything else is thrown). */
export async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Stripe's answer when an object with that id exists already (e.g. a coupon made earlier). */
export const isAlreadyThere = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === 'resource_already_exists';

/** Stripe's answer when the payment was refunded in full already (another observer was first). */
export const isAlreadyRefunded = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === 'charge_already_refunded';

/** Stripe's answer when the invoice was paid (or voided) meanwhile. */
export const isInvoiceNotOpen = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && /isn't open/.test(error.message);

/**
 * Stripe's answer when the subscription was cancelled meanwhile: DELETE takes no idempotency key,
 * so a second caller cancelling the same subscription gets this instead of the first answer.
 */
export const isAlreadyCanceled = (error: unknown): boolean =>
  isMissing(error) ||
  (error instanceof Stripe.errors.StripeInvalidRequestError &&
    /already canceled/.test(error.message));

/** The id of a Stripe reference, expanded or not. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
