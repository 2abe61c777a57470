import { z } from '../zod';
import { emailSchema, languageSchema } from './fields';

const registrationId = z
  .string()
  .check(z.trim(), z.minLength(1, 'wellhubRegistrationId is required'), z.maxLength(128));

/** GET /api/wellhub/registrationDetails?wellhubRegistrationId= (no sign-in needed). */
export const registrationDetailsQuerySchema = z.object({ wellhubRegistrationId: registrationId });

/**
 * POST /api/wellhub/sendVerification (no sign-in): mails the signed link to the registration's
 * address when `email` is that address (issue 32: registering needs a proven address).
 */
export const sendWellhubVerificationBodySchema = z.object({
  wellhubRegistrationId: registrationId,
  email: emailSchema,
  language: languageSchema,
});
export type SendWellhubVerificationRequest = z.input<typeof sendWellhubVerificationBodySchema>;

/** The parameter of the mail's link to /wellhub/register, and POST checkVerification's body. */
export const WELLHUB_VERIFICATION_PARAM = 'wellhubVerification';
export const checkWellhubVerificationBodySchema = z.object({
  verificationToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
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
  /** The verification mail's signed link: proves the account's address is the registration's. */
  verificationToken: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(2048))), undefined),
});
export type RegisterWellhubRequest = z.input<typeof registerWellhubBodySchema>;
