import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

/** Public: the visitor is anonymous (the web sends exposures only with analytics consent). */
export function experimentRoutes(deps: RouteDeps): Router {
  const { experiments } = deps.useCases;
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.recordExposure, async (_req, { body }) => {
    await experiments.recordExposure(body);
  });

  return router;
}
