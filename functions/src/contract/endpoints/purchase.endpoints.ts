import { createCheckoutBodySchema } from '../api/checkout-session';
import { createdCheckoutSessionSchema } from '../api/checkout-session.answers';
import {
  confirmPaypalBodySchema,
  createPaypalBodySchema,
  createSubscriptionBodySchema,
  productsQuerySchema,
} from '../api/payment';
import {
  createdPaypalSubscriptionSchema,
  createdSubscriptionSchema,
  currentSubscriptionAnswerSchema,
  productsAnswerSchema,
} from '../api/payment.answers';
import { subscriptionAnswerSchema } from '../subscription-view';
import { get, post } from './endpoint';

/** The checkout: the offer, the purchase by card or PayPal, and the subscription it made (spec 02 §7). */
export const purchaseEndpoints = {
  getProducts: get('/api/payment/getProducts/:groupId', productsAnswerSchema, {
    auth: 'bearer',
    query: productsQuerySchema,
  }),
  /** The card form's purchase (Stripe Elements). */
  createSubscription: post('/api/payment/createSubscription', createdSubscriptionSchema, {
    auth: 'bearer',
    body: createSubscriptionBodySchema,
  }),
  /** Stripe's hosted Checkout (an Idempotency-Key header may name the attempt). */
  createCheckoutSession: post('/api/payment/createCheckoutSession', createdCheckoutSessionSchema, {
    auth: 'bearer',
    body: createCheckoutBodySchema,
  }),
  getStripeSubscriptionViaSession: get(
    '/api/payment/getStripeSubscriptionViaSession/:sessionId',
    subscriptionAnswerSchema,
    { auth: 'bearer' },
  ),
  getStripeSubscriptionViaId: post(
    '/api/payment/getStripeSubscriptionViaId/:id',
    subscriptionAnswerSchema,
    { auth: 'bearer' },
  ),
  /** The PayPal button's createSubscription: the server creates and binds it. */
  createPaypalSubscription: post(
    '/api/payment/createPaypalSubscription',
    createdPaypalSubscriptionSchema,
    { auth: 'bearer', body: createPaypalBodySchema },
  ),
  confirmPaypalSubscription: post(
    '/api/payment/confirmPaypalSubscription',
    subscriptionAnswerSchema,
    { auth: 'bearer', body: confirmPaypalBodySchema },
  ),
  getPaypalSubscriptionViaId: get(
    '/api/payment/getPaypalSubscriptionViaId/:id',
    subscriptionAnswerSchema,
    { auth: 'bearer' },
  ),
  /** The stored subscription, null when there is none. */
  getSubscription: get('/api/payment/getSubscription', currentSubscriptionAnswerSchema, {
    auth: 'bearer',
  }),
};
