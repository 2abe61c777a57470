import { Router } from 'express';
import { onboardingBodySchema } from '../contract/api/user';
import { AppError, notFound } from '../domain/app-error';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { withBody } from './validate-body';

// The spec's answer to missing or malformed answers is 'Invalid data', not invalid-request.
const invalidAnswers = {
  onboardingData: () => new AppError('invalid', 'invalid-data', 'Invalid data'),
};

export function userRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
  const router = Router();
  router.use('/user', requireAuth(deps.identity));

  router.post(
    '/user/onboardingData',
    withBody(
      onboardingBodySchema,
      async (req, res, body) => {
        await users.saveOnboarding(authUser(req).uid, {
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
    const user = await users.getUser(authUser(req).uid);
    if (!user) throw notFound('User record not found');
    res.json({ user });
  });

  return router;
}
