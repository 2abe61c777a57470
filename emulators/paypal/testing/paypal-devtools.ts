import { LOCAL_STACK } from '../../local-stack.config.js';

/**
 * What a hostile visitor can do from the browser's devtools with PayPal's client-side SDK: get
 * the SDK's facilitator token (client id only, as PayPal's JS SDK does) and create any
 * subscription the SDK may create, overrides included; then approve it as the buyer.
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

  /** `actions.subscription.create(body)`: answers the new subscription's id. */
  async create(body: Record<string, unknown>): Promise<string> {
    const response = await fetch(`${this.paypalUrl}/v1/billing/subscriptions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await this.sdkToken()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`PayPal create answered ${response.status}`);
    return ((await response.json()) as { id: string }).id;
  }

  /** The buyer clicks Approve in the PayPal window. */
  async approve(id: string): Promise<void> {
    const response = await fetch(`${this.paypalUrl}/_emulator/subscriptions/${id}/approve`, {
      method: 'POST',
    });
    if (!response.ok) throw new Error(`PayPal approve answered ${response.status}`);
  }
}
