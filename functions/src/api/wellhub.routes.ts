import { Router } from 'express';
import { registerWellhubBodySchema, registrationDetailsQuerySchema } from '../contract/api/wellhub';
import type { RegistrationDetailsAnswer } from '../contract/api/wellhub.answers';
import { AppError } from '../domain/app-error';
import { isDatabaseKey } from '../domain/wellhub-registration';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { parseOrThrow, withBody } from './validate-body';

const missingGympassId = () =>
  new AppError('invalid', 'gympassUserIdMissing', 'gympass_user_id is required');

export function wellhubRoutes(deps: RouteDeps): Router {
  const { wellhub } = deps.useCases;
  const router = Router();

  router.get('/wellhub/registrationDetails', noStore, async (req, res) => {
    const { wellhubRegistrationId } = parseOrThrow(registrationDetailsQuerySchema, req.query);
    // An id that cannot be a database key cannot name a registration.
    if (!isDatabaseKey(wellhubRegistrationId))
      throw new AppError('not-found', 'not-found', 'Unknown Wellhub registration');
    const { gympass_user_id, email } = await wellhub.registrationDetails(wellhubRegistrationId);
    res.json({ gympass_user_id, email } satisfies RegistrationDetailsAnswer);
  });

  router.post(
    '/wellhub/registerNewWellhubUser',
    requireAuth(deps.identity),
    withBody(registerWellhubBodySchema, async (req, res, body) => {
      const gympassUserId = body.gympass_user_id?.trim();
      if (!gympassUserId) throw missingGympassId();
      if (!isDatabaseKey(gympassUserId))
        throw new AppError('invalid', 'invalid-request', 'gympass_user_id: invalid id');
      const caller = authUser(req);
      // The token's e-mail, else the account's (a token minted before linking has none).
      const email = caller.email ?? (await deps.identity.getUser(caller.uid))?.email;
      if (!email)
        throw new AppError(
          'invalid',
          'wellhubEmailMissing',
          'A Wellhub member needs an e-mail address',
        );
      const registrationId = body.wellhubRegistrationId;
      if (!registrationId || !isDatabaseKey(registrationId))
        throw new AppError(
          'invalid',
          'wellhubRegistrationMissing',
          'wellhubRegistrationId is required',
        );
      const { hasOldSubscription } = await wellhub.register({
        uid: caller.uid,
        gympassUserId,
        email,
        registrationId,
      });
      res.json({ ok: true, hasOldSubscription });
    }),
  );

  return router;
}
