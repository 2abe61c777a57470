import {
  checkEmailAnswerSchema,
  customTokenAnswerSchema,
  signInAnswerSchema,
} from '@fastwell/contract/api/auth.answers';
import {
  type UserProfile,
  okAnswerSchema,
  profileAnswerSchema,
} from '@fastwell/contract/api/user.answers';
import type { Language } from '@fastwell/contract/languages';
import type { ApiClient } from './api-client';
import type { Selections } from '../domain/onboarding/selections';

export type UserRecord = UserProfile;

/** Account calls of spec 01 §7: e-mail check, user record on sign-in, onboarding data. */
export class AccountService {
  constructor(private readonly api: ApiClient) {}

  async checkEmailExists(email: string): Promise<boolean> {
    const answer = await this.api.post(
      '/auth/checkEmailExists',
      { email },
      checkEmailAnswerSchema,
      { auth: false },
    );
    return answer.emailExists;
  }

  /** Creates the user record on first sign-in, syncs provider data afterwards. */
  syncUser(input: { newsletterAccepted?: boolean; lang: Language }): Promise<{ created: boolean }> {
    return this.api.post('/auth/signIn', input, signInAnswerSchema);
  }

  saveOnboardingData(input: {
    onboardingData: Selections;
    newsletterAccepted: boolean;
    email: string;
  }): Promise<{ ok: boolean }> {
    return this.api.post('/user/onboardingData', input, okAnswerSchema);
  }

  /** Spec 01 §7: the signed-in user's Firebase custom token, for the app-download deep link. */
  async generateCustomToken(): Promise<string> {
    const answer = await this.api.post('/auth/generateCustomToken', {}, customTokenAnswerSchema);
    return answer.customToken;
  }

  async profile(): Promise<UserRecord | null> {
    const answer = await this.api.get('/user/profile', profileAnswerSchema, { noCache: true });
    return answer.user;
  }
}
