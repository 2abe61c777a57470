import type { JsonRecord } from './types.js';

/** An error answered by the emulator, carrying PayPal's `name`, `details` and `debug_id`. */
function apiError(status: number, body: JsonRecord): Error {
  const name = typeof body.name === 'string' ? body.name : `HTTP_${status}`;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.error_description === 'string'
        ? body.error_description
        : `Unexpected answer (${status})`;
  return Object.assign(new Error(`${name}: ${message}`), {
    name,
    status,
    details: body.details ?? [],
    debug_id: body.debug_id ?? null,
  });
}

/**
 * Talks to the emulator from the browser. The SDK authenticates with the client id only
 * (`POST /sdk/token`, Basic `client-id:`) and gets a facilitator token that may create, read and
 * revise subscriptions and create, read and capture orders, as PayPal's own SDK does with its
 * client-side token.
 */
export class SdkApi {
  private token: Promise<string> | undefined;

  constructor(
    readonly apiBase: string,
    readonly clientId: string,
  ) {}

  accessToken(): Promise<string> {
    this.token ??= this.request(
      'POST',
      '/sdk/token',
      undefined,
      `Basic ${btoa(`${this.clientId}:`)}`,
    )
      .then((body) => String(body.access_token))
      .catch((error: unknown) => {
        this.token = undefined;
        throw error;
      });
    return this.token;
  }

  async createSubscription(body: object): Promise<JsonRecord> {
    return this.request(
      'POST',
      '/v1/billing/subscriptions',
      body,
      `Bearer ${await this.accessToken()}`,
    );
  }

  async getSubscription(id: string): Promise<JsonRecord> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}`;
    return this.request('GET', path, undefined, `Bearer ${await this.accessToken()}`);
  }

  async reviseSubscription(id: string, body: object): Promise<JsonRecord> {
    const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`;
    return this.request('POST', path, body, `Bearer ${await this.accessToken()}`);
  }

  async createOrder(body: object): Promise<JsonRecord> {
    return this.request('POST', '/v2/checkout/orders', body, `Bearer ${await this.accessToken()}`);
  }

  async getOrder(id: string): Promise<JsonRecord> {
    const path = `/v2/checkout/orders/${encodeURIComponent(id)}`;
    return this.request('GET', path, undefined, `Bearer ${await this.accessToken()}`);
  }

  /** Client-side capture (`actions.order.capture()`): the whole order, as PayPal's SDK answers. */
  async captureOrder(id: string): Promise<JsonRecord> {
    const path = `/v2/checkout/orders/${encodeURIComponent(id)}/capture`;
    return this.request('POST', path, {}, `Bearer ${await this.accessToken()}`, {
      Prefer: 'return=representation',
    });
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    authorization: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<JsonRecord> {
    const response = await fetch(`${this.apiBase}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        'Content-Type': 'application/json',
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as JsonRecord;
    if (!response.ok) throw apiError(response.status, answer);
    return answer;
  }
}
