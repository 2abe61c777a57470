import { Router } from 'express';
import { onboardingBodySchema } from '../contract/api/user';
import { AppError, notFound } from '../domain/app-error';
import type { Identity } from '../services/identity.port';
import type { UsersService } from '../services/users.service';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import { withBody } from './validate-body';

// The spec's answer to missing or malformed answers is 'Invalid data', not invalid-request.
const invalidAnswers = { onboardingData: () => new AppError(400, 'invalid-data', 'Invalid data') };

export function userRoutes(deps: { identity: Identity; users: UsersService }): Router {
  const router = Router();
  router.use('/user', requireAuth(deps.identity));

  router.post(
    '/user/onboardingData',
    withBody(
      onboardingBodySchema,
      async (req, res, body) => {
        await deps.users.saveOnboarding(authUser(req).uid, {
          answers: body.onboardingData,
          newsletterAccepted: body.newsletterAccepted ?? false,
          ...(body.email ? { email: body.email } : {}),
        });
        res.json({ ok: true });
      },
      invalidAnswers,
    ),
  );

  router.get('/user/profile', noStore, async (req, res) => {
    const user = await deps.users.getUser(authUser(req).uid);
    if (!user) throw notFound('User record not found');
    res.json({ user });
  });

  return router;
}
