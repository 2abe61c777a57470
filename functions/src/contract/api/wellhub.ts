import { z } from '../zod';

/** GET /api/wellhub/registrationDetails?wellhubRegistrationId= (no sign-in needed). */
export const registrationDetailsQuerySchema = z.object({
  wellhubRegistrationId: z
    .string()
    .check(z.trim(), z.minLength(1, 'wellhubRegistrationId is required'), z.maxLength(128)),
});

/** POST /api/wellhub/registerNewWellhubUser. */
export const registerWellhubBodySchema = z.object({
  // A number is accepted too: partner ids are numeric in some exports.
  gympass_user_id: z.catch(
    z.optional(
      z.union([
        z.string(),
        z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String)),
      ]),
    ),
    undefined,
  ),
  /** The registration the partner's link named: it vouches for the partner id and e-mail. */
  wellhubRegistrationId: z.catch(
    z.optional(z.string().check(z.trim(), z.maxLength(128))),
    undefined,
  ),
});
export type RegisterWellhubRequest = z.input<typeof registerWellhubBodySchema>;
