import {
  type PayPalPlanStatus,
  paypalPlanTokenBodySchema,
} from '@fastwell/contract/api/paypal-plan-consent';
import {
  stopWithdrawalBodySchema,
  type WithdrawalInput,
  type WithdrawalReceipt,
  withdrawalBodySchema,
} from '@fastwell/contract/api/withdrawals';
import { withdrawalEndpoints } from '@fastwell/contract/endpoints/public.endpoints';
import { z } from '@fastwell/contract/zod';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError, INVALID_ANSWER } from '../../../shared/services/api-error';

export type { PayPalPlanStatus };

/** A token the contract refuses is a broken link: no request is made with it. */
function checkPlanToken(token: string): void {
  const body = z.safeParse(paypalPlanTokenBodySchema, { token });
  if (!body.success) throw new ApiError(400, 'plan-link-invalid', body.error.message);
}

/** The page leaves for this address: a web page, never a `javascript:` or other scheme. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A plan the page can show: a date it can write and a currency code it can format. */
function isShowable(plan: PayPalPlanStatus): boolean {
  return Number.isFinite(Date.parse(plan.firstChargeAt)) && /^[A-Za-z]{3}$/.test(plan.currency);
}

/**
 * Art. 11a CRD (§356a BGB): withdrawing without sign-in, POST /api/withdrawals, the e-mail's
 * "this was not me" link, and the link that keeps a PayPal plan after its upsell was withdrawn
 * (all public, no Bearer).
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

  /** The kept PayPal plan of the link (a read: opening the page changes nothing). */
  async paypalPlanStatus(token: string): Promise<PayPalPlanStatus> {
    checkPlanToken(token);
    const { plan } = await this.api.call(withdrawalEndpoints.paypalPlanStatus, { token });
    if (!isShowable(plan))
      throw new ApiError(502, INVALID_ANSWER, 'The plan has no date or currency to show', plan);
    return plan;
  }

  /** A fresh revision back to the kept plan: PayPal's page where the buyer consents to it. */
  async startPaypalPlanConsent(token: string): Promise<string> {
    checkPlanToken(token);
    const answer = await this.api.call(withdrawalEndpoints.startPaypalPlanConsent, { token });
    if (!isWebAddress(answer.approveUrl))
      throw new ApiError(502, INVALID_ANSWER, 'The approve link is not a web address', answer);
    return answer.approveUrl;
  }
}
