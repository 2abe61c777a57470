import type { ApiClient } from './api-client';
import type { Language } from '../domain/languages';
import type { Selections } from '../domain/onboarding/selections';

export type UserRecord = {
  providerData?: { email?: string | null; isAnonymous?: boolean; providerId?: string };
  personal?: Record<string, unknown>;
  subscription?: unknown;
  newsletter?: boolean;
  newsletterEmail?: string;
};

/** Account calls of spec 01 §7: e-mail check, user record on sign-in, onboarding data. */
export class AccountService {
  constructor(private readonly api: ApiClient) {}

  async checkEmailExists(email: string): Promise<boolean> {
    const answer = await this.api.post<{ emailExists: boolean }>(
      '/auth/checkEmailExists',
      { email },
      { auth: false },
    );
    return answer.emailExists === true;
  }

  /** Creates the user record on first sign-in, syncs provider data afterwards. */
  syncUser(input: { newsletterAccepted?: boolean; lang: Language }): Promise<{ created: boolean }> {
    return this.api.post('/auth/signIn', input);
  }

  saveOnboardingData(input: {
    onboardingData: Selections;
    newsletterAccepted: boolean;
    email: string;
  }): Promise<{ ok: true }> {
    return this.api.post('/user/onboardingData', input);
  }

  /** Spec 01 §7: the signed-in user's Firebase custom token, for the app-download deep link. */
  async generateCustomToken(): Promise<string> {
    const answer = await this.api.post<{ customToken?: unknown }>('/auth/generateCustomToken');
    if (typeof answer.customToken !== 'string' || !answer.customToken)
      throw new Error('generateCustomToken answered no customToken');
    return answer.customToken;
  }

  async profile(): Promise<UserRecord | null> {
    const answer = await this.api.get<{ user: UserRecord | null }>('/user/profile', {
      noCache: true,
    });
    return answer.user;
  }
}
