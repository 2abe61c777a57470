import {
  cancellationBodySchema,
  type CancellationInput,
  type CancellationReceipt,
  restoreCancellationBodySchema,
} from '@fastwell/contract/api/cancellations';
import { cancellationEndpoints } from '@fastwell/contract/endpoints/public.endpoints';
import { z } from '@fastwell/contract/zod';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError } from '../../../shared/services/api-error';

/**
 * The §312k cancellation without sign-in: POST /api/cancellations and its restore link (both
 * public, no Bearer).
 */
export class CancellationApi {
  constructor(private readonly api: ApiClient) {}

  /** Sends the cancellation; the body is checked against the contract before it leaves. */
  async submit(input: CancellationInput): Promise<CancellationReceipt> {
    const body = z.safeParse(cancellationBodySchema, input);
    if (!body.success) throw new ApiError(400, 'invalid-data', body.error.message);
    const answer = await this.api.call(cancellationEndpoints.submitCancellation, input);
    return answer.cancellation;
  }

  /** Keeps the subscription (the e-mail's "this was not me" link); answers when it renews. */
  async restore(token: string): Promise<string | null> {
    const body = z.safeParse(restoreCancellationBodySchema, { token });
    if (!body.success) throw new ApiError(400, 'restore-link-invalid', body.error.message);
    const answer = await this.api.call(cancellationEndpoints.restoreCancellation, { token });
    return answer.restored.renewsAt;
  }
}
