import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { AppError } from '../domain/app-error';
import { isRecentSignIn } from '../domain/recent-sign-in.rules';
import { configured } from '../use-cases/shared/not-configured';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

/** Sign-in tokens: the app's futoken → a Firebase custom token, and the caller's own custom token. */
export function tokenRoutes(deps: RouteDeps): Router {
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(
    endpoints.getJWT,
    async (_req, { body }) => {
      const futokens = configured(deps.useCases.futokens, 'futoken');
      return { token: await futokens.exchange(body.futoken) };
    },
    { noStore: true },
  );

  // Spec 01 §7: the customToken goes into the app-download deep link. It is a new session, so
  // only a caller who signed in moments ago gets one (a stolen ID token alone is not enough).
  route(
    endpoints.generateCustomToken,
    async (req) => {
      const caller = authUser(req);
      if (!isRecentSignIn(caller.authTime, deps.clock.now()))
        throw new AppError(
          'unauthenticated',
          'recent-sign-in-required',
          'Sign in again to get a sign-in link for the app',
        );
      return { customToken: await deps.identity.createCustomToken(caller.uid) };
    },
    { noStore: true },
  );

  return router;
}
