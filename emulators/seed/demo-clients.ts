import { LOCAL_STACK } from '../local-stack.config.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';

/** Small HTTP clients the seeder drives: the Auth emulator, the product's API, the PayPal emulator. */
export interface SeedUrls {
  auth: string;
  api: string;
  stripe: string;
  paypal: string;
  /** The mail catcher's inbox (the Wellhub member's verification mail); default its fixed port. */
  mail?: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function createAuthUser(
  authUrl: string,
  credentials?: { email: string; password: string },
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...credentials, returnSecureToken: true }),
    },
  );
  const answer = await json<{ localId: string; idToken: string }>(response, 'Auth emulator signUp');
  return { uid: answer.localId, idToken: answer.idToken };
}

export function apiClient(apiUrl: string, idToken: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return json<T>(response, `${method} ${path}`);
  };
}

/**
 * What the stand-in Stripe.js does when a buyer pays with a good test card. Each seeded user is a
 * person with a card of their own: one trial per card (issue 17) would end a second trial on 4242.
 */
export async function confirmWithTestCard(stripeUrl: string, clientSecret: string): Promise<void> {
  const [id] = clientSecret.split('_secret_');
  const kind = clientSecret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  const body = new URLSearchParams({
    key: LOCAL_STACK.stripe.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': uniqueCardNumber(),
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 3),
    'payment_method_data[card][cvc]': '123',
  });
  await json(
    await fetch(`${stripeUrl}/v1/${kind}/${id}/confirm`, { method: 'POST', body }),
    'Stripe confirm',
  );
}

/**
 * A PayPal subscription as the PayPal button makes it: the API creates it for the signed-in user
 * (POST /api/payment/createPaypalSubscription), then the buyer approves it in the PayPal window.
 */
export async function approvedPayPalSubscription(
  paypalUrl: string,
  api: ReturnType<typeof apiClient>,
  priceId: string,
): Promise<string> {
  const created = await api<{ subscriptionId: string }>(
    'POST',
    endpoints.createPaypalSubscription.path,
    { priceId },
  );
  await json(
    await fetch(`${paypalUrl}/_emulator/subscriptions/${created.subscriptionId}/approve`, {
      method: 'POST',
    }),
    'PayPal approve',
  );
  return created.subscriptionId;
}
