import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import { requestCountry } from './request-country';
import type { RouteDeps } from './route-deps';

export function authRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
  const router = Router();
  const route = endpointRoutes(router, deps.identity);

  route(endpoints.checkEmailExists, async (_req, { body }) => ({
    emailExists: await deps.identity.emailExists(body.email),
  }));

  route(endpoints.signIn, (req, { body }) =>
    users.signIn({
      identity: authUser(req),
      lang: body.lang,
      country: requestCountry(req),
      newsletter: body.newsletterAccepted ?? false,
    }),
  );

  return router;
}
