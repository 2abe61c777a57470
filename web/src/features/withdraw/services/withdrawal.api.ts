import {
  stopWithdrawalBodySchema,
  type WithdrawalInput,
  type WithdrawalReceipt,
  withdrawalBodySchema,
} from '@fastwell/contract/api/withdrawals';
import { withdrawalEndpoints } from '@fastwell/contract/endpoints/public.endpoints';
import { z } from '@fastwell/contract/zod';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError } from '../../../shared/services/api-error';

/**
 * Art. 11a CRD (§356a BGB): withdrawing without sign-in, POST /api/withdrawals, and the e-mail's
 * "this was not me" link (both public, no Bearer).
 */
export class WithdrawalApi {
  constructor(private readonly api: ApiClient) {}

  /** Sends the withdrawal; the body is checked against the contract before it leaves. */
  async submit(input: WithdrawalInput): Promise<WithdrawalReceipt> {
    const body = z.safeParse(withdrawalBodySchema, input);
    if (!body.success) throw new ApiError(400, 'invalid-data', body.error.message);
    const answer = await this.api.call(withdrawalEndpoints.submitWithdrawal, input);
    return answer.withdrawal;
  }

  /** Stops the withdrawal (the e-mail's "this was not me" link); answers when it was received. */
  async stop(token: string): Promise<string> {
    const body = z.safeParse(stopWithdrawalBodySchema, { token });
    if (!body.success) throw new ApiError(400, 'stop-link-invalid', body.error.message);
    const answer = await this.api.call(withdrawalEndpoints.stopWithdrawal, { token });
    return answer.stopped.receivedAt;
  }
}
