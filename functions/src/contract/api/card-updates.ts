import { z } from '../zod';

/**
 * A renewal that failed is paid from the mail's signed link, without signing in: the page shows
 * what is owed, takes a new card (Payment Element, setup mode) and pays the invoice at once.
 */
const tokenSchema = z.string().check(z.minLength(1), z.maxLength(2000));

/** POST /api/card-updates/status, /setup and /authenticate (public, rate-limited). */
export const cardUpdateTokenBodySchema = z.object({ token: tokenSchema });
export type CardUpdateTokenInput = z.input<typeof cardUpdateTokenBodySchema>;

/** POST /api/card-updates/complete: the SetupIntent the browser confirmed with the new card. */
export const cardUpdateCompleteBodySchema = z.object({
  token: tokenSchema,
  setupIntentId: z.string().check(z.regex(/^seti_[A-Za-z0-9_]{1,200}$/)),
});
export type CardUpdateCompleteInput = z.input<typeof cardUpdateCompleteBodySchema>;

/**
 * open: the renewal is still unpaid (`needs` says whether a new card or the bank's confirmation
 * of this payment); paid: it is paid (premium runs); ended: the subscription ended, the link is
 * spent.
 */
export const cardUpdateSchema = z.object({
  state: z.enum(['open', 'paid', 'ended']),
  needs: z.enum(['card', 'authentication']),
  amount: z.number(),
  currency: z.string(),
  /** ISO: until when premium continues without the payment. */
  graceUntil: z.string(),
  /** The last decline was of a card that cannot pay again (expired, lost, stolen). */
  hardDecline: z.boolean(),
});
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const cardUpdateAnswerSchema = z.object({ cardUpdate: cardUpdateSchema });
export type CardUpdateAnswer = z.infer<typeof cardUpdateAnswerSchema>;

/** The client secret the Payment Element (setup) or 3-D Secure (authentication) confirms. */
export const cardUpdateSecretAnswerSchema = z.object({ clientSecret: z.string() });
export type CardUpdateSecretAnswer = z.infer<typeof cardUpdateSecretAnswerSchema>;

/** GET /api/subscription/card-update (signed in): the same page's link for one's own renewal. */
export const ownCardUpdateAnswerSchema = z.object({ token: z.nullable(z.string()) });
export type OwnCardUpdateAnswer = z.infer<typeof ownCardUpdateAnswerSchema>;
