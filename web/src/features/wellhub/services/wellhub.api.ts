import type {
  CheckWellhubVerificationAnswer,
  RegistrationDetailsAnswer,
} from '@fastwell/contract/api/wellhub.answers';
import { wellhubEndpoints as endpoints } from '@fastwell/contract/endpoints/wellhub.endpoints';
import type { Language } from '@fastwell/contract/languages';
import type { ApiClient } from '../../../shared/services/api-client';

/** Partner (Wellhub / Gympass) calls of spec 02 §7 and issue 32. */
export class WellhubApi {
  constructor(private readonly api: ApiClient) {}

  /** The partner's registration: { gympass_user_id, email (masked), used }. */
  registrationDetails(registrationId: string): Promise<RegistrationDetailsAnswer> {
    return this.api.call(endpoints.registrationDetails, {
      query: { wellhubRegistrationId: registrationId },
      noCache: true,
    });
  }

  /** Mails the confirmation link to the registration's address (when `email` is that one). */
  sendVerification(input: {
    registrationId: string;
    email: string;
    language: Language;
  }): Promise<{ sentTo: string }> {
    return this.api.call(endpoints.sendWellhubVerification, {
      wellhubRegistrationId: input.registrationId,
      email: input.email,
      language: input.language,
    });
  }

  /** What the mail's link proves (the address) and whether that address has an account. */
  checkVerification(token: string): Promise<CheckWellhubVerificationAnswer> {
    return this.api.call(endpoints.checkWellhubVerification, { verificationToken: token });
  }

  /** Registers the signed-in user as the registration's partner member (Bearer). */
  register(input: {
    gympassUserId: string;
    registrationId: string;
    verificationToken: string;
  }): Promise<unknown> {
    return this.api.call(endpoints.registerNewWellhubUser, {
      gympass_user_id: input.gympassUserId,
      wellhubRegistrationId: input.registrationId,
      verificationToken: input.verificationToken,
    });
  }
}
