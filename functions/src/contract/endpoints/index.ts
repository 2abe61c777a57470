import { accountEndpoints } from './account.endpoints';
import { manageSubscriptionEndpoints } from './manage-subscription.endpoints';
import {
  cancellationEndpoints,
  cardUpdateEndpoints,
  experimentEndpoints,
  serverEndpoints,
  withdrawalEndpoints,
} from './public.endpoints';
import { purchaseEndpoints } from './purchase.endpoints';
import { upsellEndpoints } from './upsell.endpoints';
import { wellhubEndpoints } from './wellhub.endpoints';

export { API_PREFIX, noAnswerSchema, pathOf } from './endpoint';
export type {
  AnswerOf,
  AnswerSent,
  BodyOf,
  Endpoint,
  EndpointAuth,
  HasParams,
  HttpMethod,
  PathParams,
  QueryOf,
  SuccessStatus,
} from './endpoint';
export { WEBHOOKS_PREFIX } from './public.endpoints';

/**
 * Every route of the API, by name: method, path, who may call, the body or query the server
 * parses and the answer the web checks. The routes mount from it (functions/src/api/endpoint-route),
 * the web calls through it (ApiClient.call), and the rate limits, seed and tests take their paths
 * from it. The web imports one area's file, so a screen's chunk carries only its own schemas.
 */
export const endpoints = {
  ...accountEndpoints,
  ...purchaseEndpoints,
  ...manageSubscriptionEndpoints,
  ...upsellEndpoints,
  ...wellhubEndpoints,
  ...cancellationEndpoints,
  ...withdrawalEndpoints,
  ...cardUpdateEndpoints,
  ...experimentEndpoints,
  ...serverEndpoints,
};

export type EndpointName = keyof typeof endpoints;

/** Path prefixes where every request needs a Bearer token, unknown paths too (401 before 404). */
export const SIGNED_IN_AREAS = { payment: '/api/payment', user: '/api/user' } as const;
