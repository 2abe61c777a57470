import { Router } from 'express';
import { endpoints } from '../contract/endpoints';
import { AppError } from '../domain/app-error';
import { isDatabaseKey } from '../domain/wellhub-registration';
import { authUser } from './auth.middleware';
import { endpointRoutes } from './endpoint-route';
import type { RouteDeps } from './route-deps';

const missingGympassId = () =>
  new AppError('invalid', 'gympassUserIdMissing', 'gympass_user_id is required');
const unknownRegistration = () =>
  new AppError('not-found', 'not-found', 'Unknown Wellhub registration');

/**
 * The partner flow (spec 02 §2.7, §4.15) with the e-mail proven through our own mail first
 * (issue 32; README "Deviations from the spec"). The public routes are rate-limited per address,
 * and the mail also per address a day (rate-limited-routes.ts).
 */
export function wellhubRoutes(deps: RouteDeps): Router {
  const { wellhub } = deps.useCases;
  const router = Router();
  const route = endpointRoutes(router, deps.identity);
  const noStore = { noStore: true };

  route(
    endpoints.registrationDetails,
    async (_req, { query }) => {
      // An id that cannot be a database key cannot name a registration.
      if (!isDatabaseKey(query.wellhubRegistrationId)) throw unknownRegistration();
      return wellhub.registrationDetails(query.wellhubRegistrationId);
    },
    noStore,
  );

  route(
    endpoints.sendWellhubVerification,
    async (_req, { body }) => {
      if (!isDatabaseKey(body.wellhubRegistrationId)) throw unknownRegistration();
      return wellhub.sendVerification({
        registrationId: body.wellhubRegistrationId,
        email: body.email,
        language: body.language,
      });
    },
    noStore,
  );

  route(
    endpoints.checkWellhubVerification,
    (_req, { body }) => wellhub.checkVerification(body.verificationToken),
    noStore,
  );

  route(endpoints.registerNewWellhubUser, async (req, { body }) => {
    const gympassUserId = body.gympass_user_id?.trim();
    if (!gympassUserId) throw missingGympassId();
    if (!isDatabaseKey(gympassUserId))
      throw new AppError('invalid', 'invalid-request', 'gympass_user_id: invalid id');
    const caller = authUser(req);
    // The token's e-mail, else the account's (a token minted before linking has none). Neither
    // is proven by Firebase: the verification link is what proves it.
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
      verificationToken: body.verificationToken || undefined,
    });
    return { ok: true, hasOldSubscription };
  });

  return router;
}
