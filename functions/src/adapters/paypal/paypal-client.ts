import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { PayPalConfig } from '../../config';
import { AppError } from '../../domain/app-error';
import { type PayPalSale, payPalSaleSchema } from '../../domain/payment-ledger.rules';
import type { PayPalTransmission } from '../../domain/paypal-transmission.rules';
import {
  type PayPalSubscription,
  payPalSubscriptionSchema,
} from '../../domain/paypal-subscription';

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const TOKEN_MARGIN_MS = 60_000;
const verificationSchema = z.object({ verification_status: z.string() });
const createdSchema = z.object({ id: z.string().min(1) });

export type { PayPalTransmission };

/** How hard the client tries before PayPal's trouble becomes the caller's (a 502). */
export interface PayPalRetryPolicy {
  /** Tries per call, the first included. */
  attempts: number;
  /** Each try gives up after this long. */
  timeoutMs: number;
  /** Pause before retry n: baseDelayMs × 2^(n-1). */
  baseDelayMs: number;
}

/**
 * Three tries of at most 8 s, 0.5 s and 1 s apart: a call gives up within about 26 s, well
 * inside the function's 60 s, and a transient PayPal error (429, 5xx, no answer) reaches the
 * visitor only when it lasts through all three.
 */
export const PAYPAL_RETRY_POLICY: PayPalRetryPolicy = {
  attempts: 3,
  timeoutMs: 8_000,
  baseDelayMs: 500,
};

const isTransient = (status: number): boolean => status === 429 || status >= 500;

/** PayPal's REST API (or the local PayPal emulator): OAuth client credentials, subscriptions. */
export class PayPalClient {
  private token?: { value: string; expiresAt: number };

  constructor(
    private readonly config: PayPalConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly policy: PayPalRetryPolicy = PAYPAL_RETRY_POLICY,
  ) {}

  /** The subscription, or null when PayPal does not know the id. */
  async getSubscription(id: string): Promise<PayPalSubscription | null> {
    const response = await this.request(`/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw providerError(response.status);
    const parsed = payPalSubscriptionSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return parsed.data;
  }

  /** A payment (sale) of a subscription, or null when PayPal does not know the id. */
  async getSale(id: string): Promise<PayPalSale | null> {
    const response = await this.request(`/v1/payments/sale/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw providerError(response.status);
    const parsed = payPalSaleSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return parsed.data;
  }

  /**
   * Creates an APPROVAL_PENDING subscription on a plan as it is (no overrides, starting now) for
   * the buyer `customId`; answers its id.
   */
  async createSubscription(planId: string, customId: string): Promise<string> {
    const response = await this.request('/v1/billing/subscriptions', {
      method: 'POST',
      body: { plan_id: planId, custom_id: customId },
      prefer: 'return=minimal',
    });
    if (!response.ok) throw providerError(response.status);
    const parsed = createdSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return parsed.data.id;
  }

  /**
   * Asks PayPal whether a webhook transmission is genuine (POST
   * /v1/notifications/verify-webhook-signature): true for SUCCESS, false for FAILURE; PayPal's
   * own failures are thrown (502), so the webhook answers 5xx and PayPal retries.
   */
  async verifyWebhookSignature(
    transmission: PayPalTransmission,
    webhookId: string,
    webhookEvent: unknown,
  ): Promise<boolean> {
    const response = await this.request('/v1/notifications/verify-webhook-signature', {
      method: 'POST',
      body: {
        auth_algo: transmission.authAlgo,
        cert_url: transmission.certUrl,
        transmission_id: transmission.transmissionId,
        transmission_sig: transmission.transmissionSig,
        transmission_time: transmission.transmissionTime,
        webhook_id: webhookId,
        webhook_event: webhookEvent,
      },
    });
    // PayPal answers 400 for a malformed request (e.g. an event that is not an event).
    if (response.status === 400) return false;
    if (!response.ok) throw providerError(response.status);
    const parsed = verificationSchema.safeParse(await response.json());
    if (!parsed.success) throw providerError(response.status);
    return parsed.data.verification_status === 'SUCCESS';
  }

  /**
   * Suspends, reactivates or cancels (final) a subscription; PayPal answers 204. A status that
   * does not allow the action (422) is a 409 for the caller.
   */
  async subscriptionAction(
    id: string,
    action: 'suspend' | 'activate' | 'cancel',
    reason: string,
  ): Promise<void> {
    const response = await this.request(
      `/v1/billing/subscriptions/${encodeURIComponent(id)}/${action}`,
      { method: 'POST', body: { reason } },
    );
    if (response.status === 404)
      throw new AppError('not-found', 'not-found', 'Subscription not found');
    if (response.status === 422) {
      throw new AppError(
        'conflict',
        'invalid-subscription-state',
        `PayPal refused to ${action} it now`,
      );
    }
    if (!response.ok) throw providerError(response.status);
  }

  /**
   * Refunds a payment (sale) of a subscription in full (POST /v1/payments/sale/{id}/refund). The
   * request id is the sale's, so every caller and retry asks once; one refunded already
   * (TRANSACTION_REFUSED) counts as done.
   */
  async refundSale(saleId: string): Promise<void> {
    const response = await this.request(`/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, {
      method: 'POST',
      body: {},
      requestId: `refund-${saleId}`,
    });
    if (response.ok) return;
    const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
    if (response.status === 400 && body?.name === 'TRANSACTION_REFUSED') return;
    if (response.status === 404) throw new AppError('not-found', 'not-found', 'Sale not found');
    throw providerError(response.status);
  }

  /** One authenticated call (retried as withRetries says); for the PayPal clients beside this. */
  async request(
    path: string,
    init: { method?: string; body?: unknown; prefer?: string; requestId?: string } = {},
    retried = false,
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    // One id for every try of a POST: PayPal answers a repeated one without acting twice.
    const requestId = method === 'POST' ? (init.requestId ?? randomUUID()) : undefined;
    const response = await this.withRetries(async () =>
      this.fetchImpl(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${await this.accessToken()}`,
          Accept: 'application/json',
          ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
          ...(init.prefer ? { Prefer: init.prefer } : {}),
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      }),
    );
    if (response.status === 401 && !retried) {
      this.token = undefined;
      return this.request(path, init, true);
    }
    return response;
  }

  /**
   * Sends again after no answer (network error, timeout), 429 or 5xx, up to the policy's tries;
   * answers the last response, or throws a 502 when the last try got none.
   */
  private async withRetries(send: () => Promise<Response>): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | null = null;
      try {
        response = await send();
      } catch (error) {
        if (error instanceof AppError) throw error;
      }
      const last = attempt >= this.policy.attempts;
      if (response && (!isTransient(response.status) || last)) return response;
      if (last) throw providerError(null);
      await response?.arrayBuffer().catch(() => undefined);
      await sleep(this.policy.baseDelayMs * 2 ** (attempt - 1));
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const response = await this.withRetries(() =>
      this.fetchImpl(`${this.config.apiUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(this.policy.timeoutMs),
      }),
    );
    const parsed = tokenSchema.safeParse(response.ok ? await response.json() : null);
    if (!parsed.success) throw providerError(response.status);
    this.token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return this.token.value;
  }
}

/** PayPal failed (its status), or never answered (null). */
export const providerError = (status: number | null) =>
  new AppError(
    'provider-failed',
    'payment-provider-error',
    status === null ? 'PayPal did not answer' : `PayPal answered ${status}`,
  );
