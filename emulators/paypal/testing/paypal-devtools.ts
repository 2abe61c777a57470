import { LOCAL_STACK } from '../../local-stack.config.js';

/**
 * What a hostile visitor can do from the browser's devtools with PayPal's client-side SDK: get
 * the SDK's facilitator token (client id only, as PayPal's JS SDK does) and create any
 * subscription or order the SDK may create (overrides and amounts included), revise a
 * subscription, capture an order; then approve as the buyer.
 */
export class PayPalDevtools {
  constructor(private readonly paypalUrl: string) {}

  private async sdkToken(): Promise<string> {
    const basic = Buffer.from(`${LOCAL_STACK.paypal.clientId}:`).toString('base64');
    const response = await fetch(`${this.paypalUrl}/sdk/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }

  private async post(path: string, body: Record<string, unknown>): Promise<Response> {
    return fetch(`${this.paypalUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await this.sdkToken()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }

  /** `actions.subscription.create(body)`: answers the new subscription's id. */
  async create(body: Record<string, unknown>): Promise<string> {
    const response = await this.post('/v1/billing/subscriptions', body);
    if (response.status !== 201) throw new Error(`PayPal create answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }

  /** `actions.subscription.revise(id, body)`: a plan change that still needs the buyer's consent. */
  async revise(id: string, body: Record<string, unknown>): Promise<void> {
    const response = await this.post(`/v1/billing/subscriptions/${id}/revise`, body);
    if (response.status !== 200) throw new Error(`PayPal revise answered ${response.status}`);
  }

  /** `actions.order.create(body)`: any amount the visitor likes; answers the order id. */
  async createOrder(body: Record<string, unknown>): Promise<string> {
    const response = await this.post('/v2/checkout/orders', body);
    if (response.status !== 201) throw new Error(`PayPal order create answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }

  /** `actions.order.capture()` in the browser: answers the order (COMPLETED). */
  async captureOrder(id: string): Promise<Record<string, unknown>> {
    const response = await this.post(`/v2/checkout/orders/${id}/capture`, {});
    if (response.status !== 201) throw new Error(`PayPal capture answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  /** The buyer clicks Approve in the PayPal window (a subscription, or its pending revision). */
  async approve(id: string): Promise<void> {
    const response = await fetch(`${this.paypalUrl}/_emulator/subscriptions/${id}/approve`, {
      method: 'POST',
    });
    if (!response.ok) throw new Error(`PayPal approve answered ${response.status}`);
  }

  /** The buyer clicks Approve in the PayPal window for an order. */
  async approveOrder(id: string): Promise<void> {
    const response = await fetch(`${this.paypalUrl}/_emulator/orders/${id}/approve`, {
      method: 'POST',
    });
    if (!response.ok) throw new Error(`PayPal order approve answered ${response.status}`);
  }
}
