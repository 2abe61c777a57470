import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { isDatabaseKey } from '../domain/wellhub-registration';
import { authUser, requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import type { RouteDeps } from './route-deps';
import { parseOrThrow, withBody } from './validate-body';

const detailsQuery = z.object({
  wellhubRegistrationId: z.string().trim().min(1, 'wellhubRegistrationId is required').max(128),
});

const registerBody = z.object({
  // A number is accepted too: partner ids are numeric in some exports.
  gympass_user_id: z
    .union([z.string(), z.number().int().nonnegative().transform(String)])
    .optional()
    .catch(undefined),
  /** The registration the partner's link named: it vouches for the partner id and e-mail. */
  wellhubRegistrationId: z.string().trim().max(128).optional().catch(undefined),
});

const missingGympassId = () =>
  new AppError('invalid', 'gympassUserIdMissing', 'gympass_user_id is required');

export function wellhubRoutes(deps: RouteDeps): Router {
  const { wellhub } = deps.useCases;
  const router = Router();

  router.get('/wellhub/registrationDetails', noStore, async (req, res) => {
    const { wellhubRegistrationId } = parseOrThrow(detailsQuery, req.query);
    // An id that cannot be a database key cannot name a registration.
    if (!isDatabaseKey(wellhubRegistrationId))
      throw new AppError('not-found', 'not-found', 'Unknown Wellhub registration');
    const { gympass_user_id, email } = await wellhub.registrationDetails(wellhubRegistrationId);
    res.json({ gympass_user_id, email });
  });

  router.post(
    '/wellhub/registerNewWellhubUser',
    requireAuth(deps.identity),
    withBody(registerBody, async (req, res, body) => {
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
