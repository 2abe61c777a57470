import type {
  CheckWellhubVerificationAnswer,
  RegistrationDetailsAnswer,
} from '@fastwell/contract/api/wellhub.answers';
import { wellhubEndpoints as endpoints } from '@fastwell/contract/endpoints/wellhub.endpoints';
import type { Language } from '@fastwell/contract/languages';
import type { WellhubVerification } from '../domain/wellhub';
import type { ApiClient } from './api-client';

/**
 * What the partner flow keeps for this tab, so a reload does not lose it: the registration, the
 * e-mail typed, and the mail link's proof once opened (session storage: this tab only).
 */
export type WellhubFlowState = {
  registrationId: string | null;
  email: string;
  verification: WellhubVerification | null;
};

const FLOW_KEY = 'fastwell.wellhub';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readVerification(raw: object): WellhubVerification | null {
  if (!('verification' in raw) || !raw.verification || typeof raw.verification !== 'object')
    return null;
  const value = raw.verification;
  const token = 'token' in value && typeof value.token === 'string' ? value.token : '';
  const email = 'email' in value && typeof value.email === 'string' ? value.email : '';
  return token && email ? { token, email } : null;
}

/** Partner (Wellhub / Gympass) calls of spec 02 §7 and issue 32, and the tab's flow state. */
export class WellhubApi {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage | null = tabStorage(),
  ) {}

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

  rememberedFlow(): WellhubFlowState {
    const none: WellhubFlowState = { registrationId: null, email: '', verification: null };
    try {
      const raw: unknown = JSON.parse(this.storage?.getItem(FLOW_KEY) ?? 'null');
      if (!raw || typeof raw !== 'object') return none;
      const registrationId =
        'registrationId' in raw && typeof raw.registrationId === 'string'
          ? raw.registrationId
          : null;
      const email = 'email' in raw && typeof raw.email === 'string' ? raw.email : '';
      return { registrationId, email, verification: readVerification(raw) };
    } catch {
      return none;
    }
  }

  rememberFlow(state: WellhubFlowState): void {
    try {
      this.storage?.setItem(FLOW_KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the flow keeps working from memory.
    }
  }
}
