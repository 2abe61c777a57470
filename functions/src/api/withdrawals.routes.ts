import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { configured } from '../use-cases/shared/not-configured';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

/**
 * Art. 11a CRD, public: withdrawing without signing in, and the e-mail's "this was not me" link.
 * Rate-limited per address with the other public routes (rate-limited-routes.ts).
 */
export function withdrawalRoutes(deps: RouteDeps): Router {
  const withdrawals = () => configured(deps.useCases.withdrawals, 'withdrawal-mail');
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.submitWithdrawal, async (_req, { body }) => ({
    withdrawal: await withdrawals().submit.submit(body),
  }));

  route(endpoints.stopWithdrawal, async (_req, { body }) => ({
    stopped: await withdrawals().stop.stop(body.token),
  }));

  const paypalPlans = () => configured(withdrawals().paypalPlans, 'paypal');
  route(endpoints.paypalPlanStatus, async (_req, { body }) => ({
    plan: await paypalPlans().status(body.token),
  }));
  route(endpoints.startPaypalPlanConsent, async (_req, { body }) =>
    paypalPlans().startConsent(body.token),
  );

  return router;
}
