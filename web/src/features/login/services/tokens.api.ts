import { accountEndpoints } from '@fastwell/contract/endpoints/account.endpoints';
import type { ApiClient } from '../../../shared/services/api-client';

/** Spec 02 §2.5, §7: the app's futoken exchanged for a Firebase custom token (POST /api/getJWT). */
export class TokensApi {
  constructor(private readonly api: ApiClient) {}

  async exchangeFutoken(futoken: string): Promise<string> {
    const answer = await this.api.call(accountEndpoints.getJWT, { futoken }, { noCache: true });
    return answer.token;
  }
}
