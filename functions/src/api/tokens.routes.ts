import { Router } from 'express';
import { futokenBodySchema } from '../contract/api/auth';
import { z } from '../contract/zod';
import { AppError } from '../domain/app-error';
import { isRecentSignIn } from '../domain/recent-sign-in.rules';
import { configured } from '../use-cases/not-configured';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

// The futoken itself is checked by verifyFutoken; any shape it refuses is a 401, not a 400.
const getJwtBody = z.catch(futokenBodySchema, { futoken: undefined });

/** Sign-in tokens: the app's futoken → a Firebase custom token, and the caller's own custom token. */
export function tokenRoutes(deps: RouteDeps): Router {
  const router = Router();

  router.post(
    '/getJWT',
    noStore,
    withBody(getJwtBody, async (_req, res, body) => {
      const futokens = configured(deps.useCases.futokens, 'futoken');
      res.json({ token: await futokens.exchange(body.futoken) });
    }),
  );

  // Spec 01 §7: the customToken goes into the app-download deep link. It is a new session, so
  // only a caller who signed in moments ago gets one (a stolen ID token alone is not enough).
  router.post(
    '/auth/generateCustomToken',
    requireAuth(deps.identity),
    noStore,
    async (req, res) => {
      const caller = authUser(req);
      if (!isRecentSignIn(caller.authTime, deps.clock.now()))
        throw new AppError(
          'unauthenticated',
          'recent-sign-in-required',
          'Sign in again to get a sign-in link for the app',
        );
      res.json({ customToken: await deps.identity.createCustomToken(caller.uid) });
    },
  );

  return router;
}
