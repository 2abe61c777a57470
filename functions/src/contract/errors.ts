import { z } from './zod';

/**
 * The stable `code`s of the API's `{ error: { code, message } }` answers. A card decline passes
 * Stripe's own code through (e.g. `insufficient_funds`, `expired_card`; `card_declined` when Stripe
 * gives none), so a caller reading `code` still meets strings outside this list.
 */
export const API_ERROR_CODES = [
  'account-disabled',
  'already-canceled',
  'already-paused',
  'already-subscribed',
  'already-upgraded',
  'card_declined',
  'checkout-not-complete',
  'checkout-session-missing',
  'duplicate-refunded',
  'ebook-already-purchased',
  'futoken-unavailable',
  'gympassUserIdMissing',
  'internal',
  'invalid-data',
  'invalid-event',
  'invalid-futoken',
  'invalid-json',
  'invalid-pause-duration',
  'invalid-price',
  'invalid-request',
  'invalid-return-url',
  'invalid-signature',
  'invalid-special-offer-duration',
  'invalid-subscription-plan',
  'invalid-subscription-state',
  'invalid-token',
  'invalid-trial',
  'no-price-found',
  'no-subscription',
  'not-found',
  'not-paused',
  'nothing-to-restore',
  'payload-too-large',
  'payment-provider-error',
  'payment-provider-unavailable',
  'paypal-amount-mismatch',
  'paypal-binding-mismatch',
  'paypal-future-start',
  'paypal-not-paid',
  'paypal-plan-overridden',
  'paypal-subscription-missing',
  'paypal-subscription-not-active',
  'paypal-unavailable',
  'rate-limited',
  'recent-sign-in-required',
  'requires_action',
  'requires_payment_method',
  'restore-link-expired',
  'restore-link-invalid',
  'restore-link-used',
  'restore-not-possible',
  'server-misconfigured',
  'session-revoked',
  'special-offer-active',
  'special-offer-already-used',
  'special-offer-not-offered',
  'special-offer-unavailable',
  'subscription-canceled',
  'subscription-expired',
  'subscription-incomplete',
  'subscription-not-active',
  'subscription-paused',
  'trial-already-used',
  'trial-refunded',
  'unauthenticated',
  'unknown-paypal-plan',
  'unknown-price-group',
  'unknown-subscription-status',
  'unsupported-media-type',
  'unsupported-provider',
  'upsell-awaiting-authentication',
  'upsell-preview-expired',
  'webhook-processing-failed',
  'webhooks-not-configured',
  'wellhubEmailMissing',
  'wellhubRegistrationMismatch',
  'wellhubRegistrationMissing',
  'wellhubUserAlreadyRegistered',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Codes the web gives itself when no answer (or no usable one) came back. */
export const CLIENT_ERROR_CODES = ['network-error', 'invalid-answer', 'unknown'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every error answer: `{ error: { code, message } }` (402 answers add a clientSecret beside it). */
export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = { error: { code: ApiErrorCode | (string & {}); message: string } };
