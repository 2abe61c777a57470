import { startPayPalEmulator } from '@fastwell/emulators/paypal';
import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { PayPalClient } from '../services/paypal-client';

export interface PayPalFixture {
  url: string;
  client: PayPalClient;
  /** Creates a subscription the way the browser SDK does; answers its id (APPROVAL_PENDING). */
  createSubscription(planId: string, customId: string): Promise<string>;
  /** The buyer approves in the PayPal window. */
  approve(subscriptionId: string): Promise<void>;
  close(): Promise<void>;
}

export async function startPayPalFixture(): Promise<PayPalFixture> {
  const emulator = await startPayPalEmulator({ port: 0 });
  const { clientId, clientSecret } = LOCAL_STACK.paypal;
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  const token = async () => {
    const response = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return {
    url: emulator.url,
    client: new PayPalClient({ clientId, clientSecret, apiUrl: emulator.url }),
    async createSubscription(planId, customId) {
      const response = await fetch(`${emulator.url}/v1/billing/subscriptions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ plan_id: planId, custom_id: customId }),
      });
      if (response.status !== 201) throw new Error(`PayPal create answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    async approve(subscriptionId) {
      const response = await fetch(
        `${emulator.url}/_emulator/subscriptions/${subscriptionId}/approve`,
        {
          method: 'POST',
        },
      );
      if (!response.ok) throw new Error(`PayPal approve answered ${response.status}`);
    },
    close: () => emulator.close(),
  };
}
