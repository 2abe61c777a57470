import type { OnboardingRequest } from '@fastwell/contract/api/user';
import type { UserProfile } from '@fastwell/contract/api/user.answers';
import { accountEndpoints as endpoints } from '@fastwell/contract/endpoints/account.endpoints';
import type { Language } from '@fastwell/contract/languages';
import type { ApiClient } from './api-client';
import type { Selections } from '../domain/onboarding/selections';

export type UserRecord = UserProfile;

/** Account calls of spec 01 §7: e-mail check, user record on sign-in, onboarding data. */
export class AccountApi {
  constructor(private readonly api: ApiClient) {}

  async checkEmailExists(email: string): Promise<boolean> {
    const answer = await this.api.call(endpoints.checkEmailExists, { email });
    return answer.emailExists;
  }

  /** Creates the user record on first sign-in, syncs provider data afterwards. */
  syncUser(input: { newsletterAccepted?: boolean; lang: Language }): Promise<{ created: boolean }> {
    return this.api.call(endpoints.signIn, input);
  }

  saveOnboardingData(input: {
    onboardingData: Selections;
    newsletterAccepted: boolean;
    email: string;
  }): Promise<{ ok: boolean }> {
    // Every step's answer as the screens keep it; the server checks the ones it stores (a
    // missing or malformed one answers 400 invalid-data) and drops the rest.
    const onboardingData = input.onboardingData as unknown as OnboardingRequest['onboardingData'];
    return this.api.call(endpoints.onboardingData, { ...input, onboardingData });
  }

  /** Spec 01 §7: the signed-in user's Firebase custom token, for the app-download deep link. */
  async generateCustomToken(): Promise<string> {
    const answer = await this.api.call(endpoints.generateCustomToken);
    return answer.customToken;
  }

  async profile(): Promise<UserRecord | null> {
    const answer = await this.api.call(endpoints.profile, { noCache: true });
    return answer.user;
  }
}
