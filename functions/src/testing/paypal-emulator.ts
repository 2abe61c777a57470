import { startPayPalEmulator } from '@fastwell/emulators/paypal';
import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { findCataloguePriceById } from '@fastwell/emulators/stripe/catalogue';
import { PayPalBindingsRepository } from '../use-cases/shared/paypal-bindings.repository';
import { PayPalClient } from '../adapters/paypal/paypal-client';
import type { Database } from '../adapters/database/database.port';

export interface PayPalFixture {
  url: string;
  client: PayPalClient;
  /**
   * Creates a subscription the way the browser SDK could; answers its id (APPROVAL_PENDING).
   * Nothing binds it to a user: the API refuses it.
   */
  createSubscription(planId: string, customId: string): Promise<string>;
  /**
   * What POST /api/payment/createPaypalSubscription does, without its purchase rules: creates
   * the subscription for `uid` on the catalogue plan and binds it in the app's database.
   */
  createBound(database: Database, planId: string, uid: string): Promise<string>;
  /** The buyer approves in the PayPal window. */
  approve(subscriptionId: string): Promise<void>;
  /** An app access token, to read PayPal's side as PayPal's REST API shows it. */
  token(): Promise<string>;
  close(): Promise<void>;
}

/** The binding createPaypalSubscription writes, for a subscription on a catalogue plan. */
export async function bindPayPalSubscription(
  database: Database,
  id: string,
  planId: string,
  uid: string,
): Promise<void> {
  const price = findCataloguePriceById(`price_${planId.slice(2)}`);
  if (!price) throw new Error(`no catalogue price for ${planId}`);
  await new PayPalBindingsRepository(database).set(id, {
    uid,
    planId,
    firstPayment: { amount: price.unitAmount, currency: price.currency },
    createdAt: new Date().toISOString(),
  });
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
  const fixture: PayPalFixture = {
    url: emulator.url,
    client: new PayPalClient({ clientId, clientSecret, apiUrl: emulator.url }),
    token,
    async createSubscription(planId, customId) {
      const response = await fetch(`${emulator.url}/v1/billing/subscriptions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ plan_id: planId, custom_id: customId }),
      });
      if (response.status !== 201) throw new Error(`PayPal create answered ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    async createBound(database, planId, uid) {
      const id = await fixture.createSubscription(planId, uid);
      await bindPayPalSubscription(database, id, planId, uid);
      return id;
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
  return fixture;
}
