import {
  type RegistrationDetailsAnswer,
  registerWellhubAnswerSchema,
  registrationDetailsAnswerSchema,
} from '@fastwell/contract/api/wellhub.answers';
import type { ApiClient } from './api-client';

/** What the partner flow keeps for this tab, so a reload does not lose it. */
export type WellhubFlowState = { registrationId: string | null; email: string };

const FLOW_KEY = 'fastwell.wellhub';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Partner (Wellhub / Gympass) calls of spec 02 §7, and the tab's flow state. */
export class WellhubService {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage | null = tabStorage(),
  ) {}

  /** The partner's registration: { gympass_user_id, email }, checked against the contract. */
  registrationDetails(registrationId: string): Promise<RegistrationDetailsAnswer> {
    const query = new URLSearchParams({ wellhubRegistrationId: registrationId });
    return this.api.get(
      `/wellhub/registrationDetails?${query.toString()}`,
      registrationDetailsAnswerSchema,
      { auth: false, noCache: true },
    );
  }

  /** Registers the signed-in user as the registration's partner member (Bearer). */
  register(input: { gympassUserId: string; registrationId: string }): Promise<unknown> {
    return this.api.post(
      '/wellhub/registerNewWellhubUser',
      { gympass_user_id: input.gympassUserId, wellhubRegistrationId: input.registrationId },
      registerWellhubAnswerSchema,
    );
  }

  rememberedFlow(): WellhubFlowState {
    try {
      const raw: unknown = JSON.parse(this.storage?.getItem(FLOW_KEY) ?? 'null');
      if (!raw || typeof raw !== 'object') return { registrationId: null, email: '' };
      const registrationId =
        'registrationId' in raw && typeof raw.registrationId === 'string'
          ? raw.registrationId
          : null;
      const email = 'email' in raw && typeof raw.email === 'string' ? raw.email : '';
      return { registrationId, email };
    } catch {
      return { registrationId: null, email: '' };
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
