import { Router } from 'express';
import {
  cancellationBodySchema,
  restoreCancellationBodySchema,
} from '../contract/api/cancellations';
import type { CancellationAnswer, RestoreCancellationAnswer } from '../contract/api/cancellations';
import { configured } from '../use-cases/not-configured';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

/**
 * §312k BGB, public: cancelling without signing in, and the e-mail's "this was not me" link.
 * Rate-limited per address with the other public routes (rate-limited-routes.ts).
 */
export function cancellationRoutes(deps: RouteDeps): Router {
  const cancellations = () => configured(deps.useCases.cancellations, 'cancellation-mail');
  const router = Router();

  router.post(
    '/cancellations',
    withBody(cancellationBodySchema, async (_req, res, body) => {
      const answer: CancellationAnswer = {
        cancellation: await cancellations().submit.submit(body),
      };
      res.status(201).json(answer);
    }),
  );

  router.post(
    '/cancellations/restore',
    withBody(restoreCancellationBodySchema, async (_req, res, body) => {
      const answer: RestoreCancellationAnswer = {
        restored: await cancellations().restore.restore(body.token),
      };
      res.json(answer);
    }),
  );

  return router;
}
