import { emptyBodySchema } from '../api/manage-subscription';
import { purchaseEbookBodySchema, updateSubscriptionBodySchema } from '../api/upsell';
import { purchaseEbookAnswerSchema, upsellPreviewAnswerSchema } from '../api/upsell.answers';
import { subscriptionAnswerSchema } from '../subscription-view';
import { post } from './endpoint';

/** The post-payment offers (spec 02 §7, §8): the plan upgrade and the one-off e-book. */
export const upsellEndpoints = {
  /** What accepting the upsell charges today. */
  previewUpsell: post('/api/payment/previewUpsell', upsellPreviewAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  updateSubscription: post('/api/payment/updateSubscription', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: updateSubscriptionBodySchema,
    paymentRequired: true,
  }),
  purchaseEbook: post('/api/payment/purchaseEbook', purchaseEbookAnswerSchema, {
    auth: 'bearer',
    body: purchaseEbookBodySchema,
    paymentRequired: true,
  }),
};
