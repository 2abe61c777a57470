import { Router } from 'express';
import { checkEmailBodySchema, signInBodySchema } from '../contract/api/auth';
import { authUser, requireAuth } from './auth.middleware';
import { requestCountry } from './request-country';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

export function authRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
  const router = Router();

  router.post(
    '/auth/checkEmailExists',
    withBody(checkEmailBodySchema, async (_req, res, body) => {
      res.json({ emailExists: await deps.identity.emailExists(body.email) });
    }),
  );

  router.post(
    '/auth/signIn',
    requireAuth(deps.identity),
    withBody(signInBodySchema, async (req, res, body) => {
      const result = await users.signIn({
        identity: authUser(req),
        lang: body.lang,
        country: requestCountry(req),
        newsletter: body.newsletterAccepted ?? false,
      });
      res.json(result);
    }),
  );

  return router;
}
