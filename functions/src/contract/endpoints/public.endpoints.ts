import {
  cancellationAnswerSchema,
  cancellationBodySchema,
  restoreCancellationAnswerSchema,
  restoreCancellationBodySchema,
} from '../api/cancellations';
import {
  cardUpdateAnswerSchema,
  cardUpdateCompleteBodySchema,
  cardUpdateSecretAnswerSchema,
  cardUpdateTokenBodySchema,
} from '../api/card-updates';
import { exposureBodySchema } from '../api/experiments';
import {
  stopWithdrawalAnswerSchema,
  stopWithdrawalBodySchema,
  withdrawalAnswerSchema,
  withdrawalBodySchema,
} from '../api/withdrawals';
import {
  paypalPlanConsentAnswerSchema,
  paypalPlanStatusAnswerSchema,
  paypalPlanTokenBodySchema,
} from '../api/paypal-plan-consent';
import { okAnswerSchema } from '../api/user.answers';
import { webhookAnswerSchema } from '../api/webhooks.answers';
import { get, noAnswerSchema, post } from './endpoint';

/** §312k BGB: cancelling without signing in, and the e-mail's "this was not me" link. */
export const cancellationEndpoints = {
  submitCancellation: post('/api/cancellations', cancellationAnswerSchema, {
    auth: 'public',
    body: cancellationBodySchema,
    status: 201,
  }),
  restoreCancellation: post('/api/cancellations/restore', restoreCancellationAnswerSchema, {
    auth: 'public',
    body: restoreCancellationBodySchema,
  }),
};

/** Art. 11a CRD: withdrawing without signing in, and the e-mail's "this was not me" link. */
export const withdrawalEndpoints = {
  submitWithdrawal: post('/api/withdrawals', withdrawalAnswerSchema, {
    auth: 'public',
    body: withdrawalBodySchema,
    status: 201,
  }),
  stopWithdrawal: post('/api/withdrawals/stop', stopWithdrawalAnswerSchema, {
    auth: 'public',
    body: stopWithdrawalBodySchema,
  }),
  /** The mail's link after a PayPal upsell was withdrawn: where keeping the plan stands. */
  paypalPlanStatus: post('/api/withdrawals/paypal-plan/status', paypalPlanStatusAnswerSchema, {
    auth: 'public',
    body: paypalPlanTokenBodySchema,
  }),
  /** The same link's button: a fresh revision back to the kept plan, to consent at PayPal. */
  startPaypalPlanConsent: post(
    '/api/withdrawals/paypal-plan/consent',
    paypalPlanConsentAnswerSchema,
    { auth: 'public', body: paypalPlanTokenBodySchema },
  ),
};

/** A failed renewal's signed link: the page that takes a new card and pays, without signing in. */
export const cardUpdateEndpoints = {
  cardUpdateStatus: post('/api/card-updates/status', cardUpdateAnswerSchema, {
    auth: 'public',
    body: cardUpdateTokenBodySchema,
  }),
  startCardUpdate: post('/api/card-updates/setup', cardUpdateSecretAnswerSchema, {
    auth: 'public',
    body: cardUpdateTokenBodySchema,
  }),
  /** 402 with a client secret when the bank asks for 3-D Secure on the payment (spec 02 §8). */
  completeCardUpdate: post('/api/card-updates/complete', cardUpdateAnswerSchema, {
    auth: 'public',
    body: cardUpdateCompleteBodySchema,
    paymentRequired: true,
  }),
  authenticateRenewal: post('/api/card-updates/authenticate', cardUpdateSecretAnswerSchema, {
    auth: 'public',
    body: cardUpdateTokenBodySchema,
  }),
};

/** The visitor is anonymous (the web sends exposures only with analytics consent). */
export const experimentEndpoints = {
  recordExposure: post('/api/experiments/exposure', noAnswerSchema, {
    auth: 'public',
    body: exposureBodySchema,
    status: 204,
  }),
};

/**
 * Under this prefix a request's body is read raw, before JSON parsing: webhook signatures are
 * over the exact bytes.
 */
export const WEBHOOKS_PREFIX = '/api/webhooks';

/** Provider callbacks, signed instead of a Bearer token, and the health check. */
export const serverEndpoints = {
  stripeWebhook: post(`${WEBHOOKS_PREFIX}/stripe`, webhookAnswerSchema, { auth: 'signature' }),
  paypalWebhook: post(`${WEBHOOKS_PREFIX}/paypal`, webhookAnswerSchema, { auth: 'signature' }),
  health: get('/api/health', okAnswerSchema, { auth: 'public' }),
};
