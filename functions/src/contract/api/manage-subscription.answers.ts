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

export const specialOfferAnswerSchema = z.object({ offer: specialOfferSchema });

/** What the wizard checks of requestSpecialOffer's answer: nothing (made or refused is enough). */
export const offerRequestAnswerSchema = z.unknown();
