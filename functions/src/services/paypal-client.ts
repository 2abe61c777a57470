import { z } from 'zod';
import type { PayPalConfig } from '../config';
import { AppError } from '../domain/app-error';
import { type PayPalSubscription, payPalSubscriptionSchema } from '../domain/paypal-subscription';

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 15_000;

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

  private async request(path: string, retried = false): Promise<Response> {
    const response = await this.fetchImpl(`${this.config.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${await this.accessToken()}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 && !retried) {
      this.token = undefined;
      return this.request(path, true);
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
