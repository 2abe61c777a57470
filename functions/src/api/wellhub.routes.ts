import { Router } from 'express';
import { registerWellhubBodySchema, registrationDetailsQuerySchema } from '../contract/api/wellhub';
import { AppError } from '../domain/app-error';
import { isDatabaseKey } from '../domain/wellhub-registration';
import type { Identity } from '../services/identity.port';
import type { UsersService } from '../services/users.service';
import { WellhubService } from '../services/wellhub.service';
import type { AppDeps } from './app-deps';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import { parseOrThrow, withBody } from './validate-body';

const missingGympassId = () =>
  new AppError(400, 'gympassUserIdMissing', 'gympass_user_id is required');

export interface WellhubDeps {
  identity: Identity;
  wellhub: WellhubService;
}

export function wellhubDeps(deps: AppDeps, users: UsersService): WellhubDeps {
  return { identity: deps.identity, wellhub: new WellhubService(deps.store, users, deps.clock) };
}

export function wellhubRoutes(deps: WellhubDeps): Router {
  const router = Router();

  router.get('/wellhub/registrationDetails', noStore, async (req, res) => {
    const { wellhubRegistrationId } = parseOrThrow(registrationDetailsQuerySchema, req.query);
    // An id that cannot be a database key cannot name a registration.
    if (!isDatabaseKey(wellhubRegistrationId))
      throw new AppError(404, 'not-found', 'Unknown Wellhub registration');
    const { gympass_user_id, email } =
      await deps.wellhub.registrationDetails(wellhubRegistrationId);
    res.json({ gympass_user_id, email });
  });

  router.post(
    '/wellhub/registerNewWellhubUser',
    requireAuth(deps.identity),
    withBody(registerWellhubBodySchema, async (req, res, body) => {
      const gympassUserId = body.gympass_user_id?.trim();
      if (!gympassUserId) throw missingGympassId();
      if (!isDatabaseKey(gympassUserId))
        throw new AppError(400, 'invalid-request', 'gympass_user_id: invalid id');
      const caller = authUser(req);
      // The token's e-mail, else the account's (a token minted before linking has none).
      const email = caller.email ?? (await deps.identity.getUser(caller.uid))?.email;
      if (!email)
        throw new AppError(400, 'wellhubEmailMissing', 'A Wellhub member needs an e-mail address');
      const registrationId = body.wellhubRegistrationId;
      if (!registrationId || !isDatabaseKey(registrationId))
        throw new AppError(400, 'wellhubRegistrationMissing', 'wellhubRegistrationId is required');
      const { hasOldSubscription } = await deps.wellhub.register({
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
