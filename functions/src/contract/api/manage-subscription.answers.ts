import { z } from '../zod';

export { subscriptionAnswerSchema } from '../subscription-view';

/** The retention offer made: accept it (updateSubscriptionWithSpecialOffer) before `expiresAt`. */
export const specialOfferSchema = z.object({
  subscriptionId: z.string(),
  percentOff: z.number(),
  /** ISO time after which accepting is refused. */
  expiresAt: z.string(),
});

export type SpecialOffer = z.infer<typeof specialOfferSchema>;

/** POST /api/payment/requestSpecialOffer: the offer made (a refusal is an error answer). */
export const specialOfferAnswerSchema = z.object({ offer: specialOfferSchema });

export type SpecialOfferAnswer = z.infer<typeof specialOfferAnswerSchema>;
