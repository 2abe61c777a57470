import { Router } from 'express';
import { SIGNED_IN_AREAS, endpoints } from '../contract/endpoints';
import { AppError, notFound } from '../domain/app-error';
import { authUser, requireAuth } from './auth.middleware';
import { endpointRoutes, mountedPath } from './endpoint-route';
import type { RouteDeps } from './route-deps';

// The spec's answer to missing or malformed answers is 'Invalid data', not invalid-request.
const invalidAnswers = {
  onboardingData: () => new AppError('invalid', 'invalid-data', 'Invalid data'),
};

export function userRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
  const router = Router();
  router.use(mountedPath(SIGNED_IN_AREAS.user), requireAuth(deps.identity));
  const route = endpointRoutes(router, deps.identity);

  route(
    endpoints.onboardingData,
    async (req, { body }) => {
      await users.saveOnboarding(authUser(req).uid, {
        answers: body.onboardingData,
        newsletterAccepted: body.newsletterAccepted ?? false,
        ...(body.email ? { email: body.email } : {}),
      });
      return { ok: true };
    },
    { fieldErrors: invalidAnswers },
  );

  route(
    endpoints.profile,
    async (req) => {
      const user = await users.getUser(authUser(req).uid);
      if (!user) throw notFound('User record not found');
      return { user };
    },
    { noStore: true },
  );

  return router;
}
