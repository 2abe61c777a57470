import { Router } from 'express';
import { checkEmailBodySchema, signInBodySchema } from '../contract/api/auth';
import type { Identity } from '../services/identity.port';
import type { UsersService } from '../services/users.service';
import { authUser, requireAuth } from './auth.middleware';
import { requestCountry } from './request-country';
import { withBody } from './validate-body';

export function authRoutes(deps: { identity: Identity; users: UsersService }): Router {
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
      const result = await deps.users.signIn({
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
