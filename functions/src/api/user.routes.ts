import { Router } from 'express';
import { z } from 'zod';
import { AppError, notFound } from '../domain/app-error';
import { parseOnboardingAnswers } from '../domain/onboarding-answers';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { emailSchema } from './schemas';
import { withBody } from './validate-body';

const onboardingBody = z.object({
  // Checked by the domain rule, which answers the spec's 'Invalid data'.
  onboardingData: z.unknown(),
  newsletterAccepted: z.boolean().optional(),
  // An anonymous visitor may not have given an e-mail; '' counts as none.
  email: z.union([z.literal('').transform(() => undefined), emailSchema]).optional(),
});

export function userRoutes(deps: RouteDeps): Router {
  const { users } = deps.useCases;
  const router = Router();
  router.use('/user', requireAuth(deps.identity));

  router.post(
    '/user/onboardingData',
    withBody(onboardingBody, async (req, res, body) => {
      const answers = parseOnboardingAnswers(body.onboardingData);
      if (!answers) throw new AppError('invalid', 'invalid-data', 'Invalid data');
      await users.saveOnboarding(authUser(req).uid, {
        answers,
        newsletterAccepted: body.newsletterAccepted ?? false,
        ...(body.email ? { email: body.email } : {}),
      });
      res.json({ ok: true });
    }),
  );

  router.get('/user/profile', noStore, async (req, res) => {
    const user = await users.getUser(authUser(req).uid);
    if (!user) throw notFound('User record not found');
    res.json({ user });
  });

  return router;
}
