import { Router } from 'express';
import { exposureBodySchema } from '../contract/api/experiments';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

/** Public: the visitor is anonymous (the web sends exposures only with analytics consent). */
export function experimentRoutes(deps: RouteDeps): Router {
  const { experiments } = deps.useCases;
  const router = Router();

  router.post(
    '/experiments/exposure',
    withBody(exposureBodySchema, async (_req, res, body) => {
      await experiments.recordExposure(body);
      res.status(204).end();
    }),
  );

  return router;
}
