import { Router } from 'express';
import { z } from 'zod';
import type { Identity } from '../adapters/identity/identity.port';
import type { UsersService } from '../use-cases/users.service';
import { authUser, requireAuth } from './auth.middleware';
import { requestCountry } from './request-country';
import { emailSchema, languageSchema } from './schemas';
import { withBody } from './validate-body';

const checkEmailBody = z.object({ email: emailSchema });

const signInBody = z.object({
  newsletterAccepted: z.boolean().optional(),
  lang: languageSchema,
});

export function authRoutes(deps: { identity: Identity; users: UsersService }): Router {
  const router = Router();

  router.post(
    '/auth/checkEmailExists',
    withBody(checkEmailBody, async (_req, res, body) => {
      res.json({ emailExists: await deps.identity.emailExists(body.email) });
    }),
  );

  router.post(
    '/auth/signIn',
    requireAuth(deps.identity),
    withBody(signInBody, async (req, res, body) => {
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
