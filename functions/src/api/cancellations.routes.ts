import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

/**
 * §312k BGB, public: cancelling without signing in, and the e-mail's "this was not me" link.
 * Rate-limited per address with the other public routes (rate-limited-routes.ts).
 */
export function cancellationRoutes(deps: RouteDeps): Router {
  const cancellations = () => configured(deps.useCases.cancellations, 'cancellation-mail');
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.submitCancellation, async (_req, { body }) => ({
    cancellation: await cancellations().submit.submit(body),
  }));

  route(endpoints.restoreCancellation, async (_req, { body }) => ({
    restored: await cancellations().restore.restore(body.token),
  }));

  return router;
}
