import { z } from '../zod';

/**
 * The link of the mail sent when a PayPal upsell was withdrawn on its own (issue 36): PayPal moves
 * a subscription back to its earlier plan only with the buyer's consent, so the buyer keeps it by
 * consenting at PayPal; until then the withdrawn plan is never billed.
 */
export const paypalPlanTokenBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export type PayPalPlanTokenInput = z.input<typeof paypalPlanTokenBodySchema>;

/**
 * - `awaiting-consent`: PayPal still has the withdrawn plan; the buyer can consent until
 *   `firstChargeAt` (then the subscription ends at the end of what was paid);
 * - `confirmed`: PayPal bills the kept plan from `firstChargeAt`;
 * - `ended`: not consented in time; nothing more is billed.
 */
export const PAYPAL_PLAN_STATES = ['awaiting-consent', 'confirmed', 'ended'] as const;
export type PayPalPlanState = (typeof PAYPAL_PLAN_STATES)[number];

export const paypalPlanStatusSchema = z.object({
  status: z.enum(PAYPAL_PLAN_STATES),
  /** What the kept plan bills each period, in minor units. */
  amount: z.number(),
  currency: z.string(),
  /** The kept plan's period in months. */
  months: z.number(),
  /** ISO: the end of what was paid, the kept plan's first payment and the consent's deadline. */
  firstChargeAt: z.string(),
});
export type PayPalPlanStatus = z.infer<typeof paypalPlanStatusSchema>;

export const paypalPlanStatusAnswerSchema = z.object({ plan: paypalPlanStatusSchema });
export type PayPalPlanStatusAnswer = z.infer<typeof paypalPlanStatusAnswerSchema>;

/** Where the buyer consents at PayPal (a fresh revision's approve link each time). */
export const paypalPlanConsentAnswerSchema = z.object({ approveUrl: z.string() });
export type PayPalPlanConsentAnswer = z.infer<typeof paypalPlanConsentAnswerSchema>;
