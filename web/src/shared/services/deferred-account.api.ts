import { loadOnce } from '../lib/load-once';
import type { AccountApi } from './account.api';

/** What the stores call on the account API: AccountApi, or its deferred stand-in. */
export type AccountCalls = Pick<
  AccountApi,
  'checkEmailExists' | 'syncUser' | 'saveOnboardingData' | 'generateCustomToken' | 'profile'
>;

/**
 * AccountApi loaded on its first call (a sign-in, the e-mail step): the first screen carries
 * neither it, the API client nor the endpoints' schemas. A failed load is tried again.
 */
export class DeferredAccountApi implements AccountCalls {
  private readonly client: () => Promise<AccountCalls>;

  constructor(load: () => Promise<AccountCalls>) {
    this.client = loadOnce(load);
  }

  checkEmailExists: AccountCalls['checkEmailExists'] = async (email) =>
    (await this.client()).checkEmailExists(email);

  syncUser: AccountCalls['syncUser'] = async (input) => (await this.client()).syncUser(input);

  saveOnboardingData: AccountCalls['saveOnboardingData'] = async (input) =>
    (await this.client()).saveOnboardingData(input);

  generateCustomToken: AccountCalls['generateCustomToken'] = async () =>
    (await this.client()).generateCustomToken();

  profile: AccountCalls['profile'] = async () => (await this.client()).profile();
}
