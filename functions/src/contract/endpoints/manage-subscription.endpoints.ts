import {
  cancelBodySchema,
  emptyBodySchema,
  offerRequestBodySchema,
  pauseBodySchema,
  specialOfferBodySchema,
} from '../api/manage-subscription';
import { specialOfferAnswerSchema } from '../api/manage-subscription.answers';
import { ownCardUpdateAnswerSchema } from '../api/card-updates';
import { subscriptionAnswerSchema } from '../subscription-view';
import { post } from './endpoint';

/** Cancel, restore, pause, unpause and the retention offer (spec 02 §4.11–4.13), each → `{ subscription }`. */
export const manageSubscriptionEndpoints = {
  cancelSubscription: post('/api/payment/cancelSubscription', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: cancelBodySchema,
  }),
  restoreSubscription: post('/api/payment/restoreSubscription', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  pauseSubscription: post('/api/payment/pauseSubscription', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: pauseBodySchema,
  }),
  unpauseSubscription: post('/api/payment/unpauseSubscription', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  /** A renewal that failed: the token of the card-update page, as the mails link it (or null). */
  cardUpdateLink: post('/api/payment/cardUpdateLink', ownCardUpdateAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  /** The cancel wizard's "cancel anyway" asks for the offer (a refusal is an error answer). */
  requestSpecialOffer: post('/api/payment/requestSpecialOffer', specialOfferAnswerSchema, {
    auth: 'bearer',
    body: offerRequestBodySchema,
  }),
  /** Accepts the live offer. */
  updateSubscriptionWithSpecialOffer: post(
    '/api/payment/updateSubscriptionWithSpecialOffer',
    subscriptionAnswerSchema,
    { auth: 'bearer', body: specialOfferBodySchema },
  ),
};
