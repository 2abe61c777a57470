import { Router } from 'express';
import { futokenBodySchema } from '../contract/api/auth';
import { z } from '../contract/zod';
import { AppError } from '../domain/app-error';
import { isRecentSignIn } from '../domain/recent-sign-in.rules';
import type { Clock } from '../services/clock';
import { FutokenService } from '../services/futoken.service';
import type { Identity } from '../services/identity.port';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { AppDeps } from './app-deps';
import { withBody } from './validate-body';

// The futoken itself is checked by verifyFutoken; any shape it refuses is a 401, not a 400.
const getJwtBody = z.catch(futokenBodySchema, { futoken: undefined });

export interface TokenDeps {
  identity: Identity;
  clock: Clock;
  /** null when FUTOKEN_SECRET is not configured: POST /api/getJWT answers 503. */
  futokens: FutokenService | null;
}

export function tokenDeps(deps: AppDeps): TokenDeps {
  const secret = deps.futokenSecret;
  return {
    identity: deps.identity,
    clock: deps.clock,
    futokens: secret ? new FutokenService(secret, deps.identity, deps.clock, deps.logger) : null,
  };
}

/** Sign-in tokens: the app's futoken → a Firebase custom token, and the caller's own custom token. */
export function tokenRoutes(deps: TokenDeps): Router {
  const router = Router();

  router.post(
    '/getJWT',
    noStore,
    withBody(getJwtBody, async (_req, res, body) => {
      if (!deps.futokens)
        throw new AppError(503, 'futoken-unavailable', 'Token sign-in is not configured');
      res.json({ token: await deps.futokens.exchange(body.futoken) });
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
          401,
          'recent-sign-in-required',
          'Sign in again to get a sign-in link for the app',
        );
      res.json({ customToken: await deps.identity.createCustomToken(caller.uid) });
    },
  );

  return router;
}
