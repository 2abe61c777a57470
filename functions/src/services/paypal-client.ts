import { z } from 'zod';
import type { PayPalConfig } from '../config';
import { AppError } from '../domain/app-error';
import { type PayPalSubscription, payPalSubscriptionSchema } from '../domain/paypal-subscription';

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 15_000;
const verificationSchema = z.object({ verification_status: z.string() });

/** The PAYPAL-* headers of one webhook delivery. */
export interface PayPalTransmission {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/** PayPal's REST API (or the local PayPal emulator): OAuth client credentials, subscriptions. */
export class PayPalClient {
  private token?: { value: string; expiresAt: number };

  constructor(
    private readonly config: PayPalConfig,
    private readonly fetchImpl: typeof fetch = fetch,
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
    if (response.status === 404) throw new AppError(404, 'not-found', 'Subscription not found');
    if (response.status === 422) {
      throw new AppError(409, 'invalid-subscription-state', `PayPal refused to ${action} it now`);
    }
    if (!response.ok) throw providerError(response.status);
  }

  private async request(
    path: string,
    init: { method?: string; body?: unknown } = {},
    retried = false,
  ): Promise<Response> {
    const response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 && !retried) {
      this.token = undefined;
      return this.request(path, init, true);
    }
    return response;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const response = await this.fetchImpl(`${this.config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed = tokenSchema.safeParse(response.ok ? await response.json() : null);
    if (!parsed.success) throw providerError(response.status);
    this.token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return this.token.value;
  }
}

const providerError = (status: number) =>
  new AppError(502, 'payment-provider-error', `PayPal answered ${status}`);
