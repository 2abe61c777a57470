import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { endpointRoutes } from './endpoint-route';
import { PaymentRequiredReply } from './payment-required';
import type { RouteDeps } from './route-deps';

/**
 * A failed renewal's signed link (public: the link is the key): what is owed, a new card, and
 * 3-D Secure for the renewal itself. Rate-limited per address with the other public routes.
 */
export function cardUpdateRoutes(deps: RouteDeps): Router {
  const cardUpdates = () => configured(deps.useCases.renewals.cardUpdates, 'card-update-link');
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.cardUpdateStatus, async (_req, { body }) => ({
    cardUpdate: await cardUpdates().status(body.token),
  }));

  route(endpoints.startCardUpdate, async (_req, { body }) => cardUpdates().setup(body.token));

  route(endpoints.completeCardUpdate, async (_req, { body }) => {
    const result = await cardUpdates().complete(body.token, body.setupIntentId);
    return 'required' in result
      ? new PaymentRequiredReply(result.required)
      : { cardUpdate: result.update };
  });

  route(endpoints.authenticateRenewal, async (_req, { body }) =>
    cardUpdates().authenticate(body.token),
  );

  return router;
}
