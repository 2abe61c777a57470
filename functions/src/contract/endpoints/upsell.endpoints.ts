import { emptyBodySchema } from '../api/manage-subscription';
import {
  capturePaypalEbookBodySchema,
  revisePaypalBodySchema,
  purchaseEbookBodySchema,
  updateSubscriptionBodySchema,
} from '../api/upsell';
import {
  paypalEbookOrderAnswerSchema,
  paypalUpsellPreviewAnswerSchema,
  revisedPaypalSubscriptionSchema,
  purchaseEbookAnswerSchema,
  upsellPreviewAnswerSchema,
} from '../api/upsell.answers';
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
  /** A PayPal subscriber's upsell: what PayPal will bill, and from when (nothing today). */
  previewPaypalUpsell: post('/api/payment/previewPaypalUpsell', paypalUpsellPreviewAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  /** …the PayPal button's createSubscription: the plan change asked of PayPal (consent next). */
  revisePaypalSubscription: post(
    '/api/payment/revisePaypalSubscription',
    revisedPaypalSubscriptionSchema,
    { auth: 'bearer', body: revisePaypalBodySchema },
  ),
  /** …and its onApprove: the consented plan change recorded. */
  confirmPaypalRevision: post('/api/payment/confirmPaypalRevision', subscriptionAnswerSchema, {
    auth: 'bearer',
    body: emptyBodySchema,
  }),
  /** A PayPal buyer's e-book: the PayPal button's createOrder (spec 02 §4.8). */
  createPaypalEbookOrder: post(
    '/api/payment/createPaypalEbookOrder',
    paypalEbookOrderAnswerSchema,
    {
      auth: 'bearer',
      body: purchaseEbookBodySchema,
    },
  ),
  /** …and its onApprove: captured here, the e-book delivered. */
  capturePaypalEbookOrder: post('/api/payment/capturePaypalEbookOrder', purchaseEbookAnswerSchema, {
    auth: 'bearer',
    body: capturePaypalEbookBodySchema,
  }),
};
