import { Router } from 'express';
import { z } from 'zod';
import { authUser, requireAuth } from './auth.middleware';
import { requestCountry } from './request-country';
import type { RouteDeps } from './route-deps';
import { emailSchema, languageSchema } from './schemas';
import { withBody } from './validate-body';

const checkEmailBody = z.object({ email: emailSchema });

const signInBody = z.object({
  newsletterAccepted: z.boolean().optional(),
  lang: languageSchema,
});

export function authRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
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
