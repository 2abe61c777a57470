import {
  type CardUpdate,
  cardUpdateCompleteBodySchema,
  cardUpdateTokenBodySchema,
} from '@fastwell/contract/api/card-updates';
import { cardUpdateEndpoints as endpoints } from '@fastwell/contract/endpoints/public.endpoints';
import { z } from '@fastwell/contract/zod';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError } from '../../../shared/services/api-error';

export type { CardUpdate };

/**
 * What paying with the new card gave: the renewal as it is now, or (spec 02 §8, a 402
 * `requires_action`) the client secret of the payment the bank wants confirmed.
 */
export type CardUpdateCompletion =
  { kind: 'updated'; cardUpdate: CardUpdate } | { kind: 'confirm-payment'; clientSecret: string };

const LINK_INVALID = 'card-update-link-invalid';

/** The 402 that asks for 3-D Secure on the payment; null for any other error (a decline too). */
function paymentToConfirm(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402 || error.code !== 'requires_action')
    return null;
  const payload = error.payload;
  const clientSecret =
    payload && typeof payload === 'object' && 'clientSecret' in payload
      ? payload.clientSecret
      : undefined;
  return typeof clientSecret === 'string' && clientSecret ? clientSecret : null;
}

/** A token the contract refuses is a broken link: no request is made with it. */
function checkToken(token: string): void {
  const body = z.safeParse(cardUpdateTokenBodySchema, { token });
  if (!body.success) throw new ApiError(400, LINK_INVALID, body.error.message);
}

/**
 * A failed renewal's signed link (public: the token is the key, no Bearer): what is owed, a
 * SetupIntent for the new card, paying with it, and the bank's confirmation of the payment.
 */
export class CardUpdateApi {
  constructor(private readonly api: ApiClient) {}

  async status(token: string): Promise<CardUpdate> {
    checkToken(token);
    return (await this.api.call(endpoints.cardUpdateStatus, { token })).cardUpdate;
  }

  /** A SetupIntent for the Payment Element: its client secret. */
  async startSetup(token: string): Promise<string> {
    checkToken(token);
    return (await this.api.call(endpoints.startCardUpdate, { token })).clientSecret;
  }

  /** Pays the renewal with the card of the confirmed SetupIntent. */
  async complete(token: string, setupIntentId: string): Promise<CardUpdateCompletion> {
    checkToken(token);
    const body = z.safeParse(cardUpdateCompleteBodySchema, { token, setupIntentId });
    if (!body.success) throw new ApiError(400, 'invalid-request', body.error.message);
    try {
      const answer = await this.api.call(endpoints.completeCardUpdate, { token, setupIntentId });
      return { kind: 'updated', cardUpdate: answer.cardUpdate };
    } catch (error) {
      const clientSecret = paymentToConfirm(error);
      if (clientSecret) return { kind: 'confirm-payment', clientSecret };
      throw error;
    }
  }

  /** The client secret of the renewal's payment, for the bank's 3-D Secure. */
  async authenticate(token: string): Promise<string> {
    checkToken(token);
    return (await this.api.call(endpoints.authenticateRenewal, { token })).clientSecret;
  }
}
