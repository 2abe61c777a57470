import type { Page } from 'playwright-core';
import { STACK } from './config';
import type { StripeCallCount } from './types';

const REQUESTS = `${STACK.stripe}/_emulator/requests`;

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function stringField(value: unknown, key: string, what: string): string {
  const found = field(value, key);
  if (typeof found !== 'string') throw new Error(`${what}: no ${key}`);
  return found;
}

function counts(value: unknown): Record<string, number> {
  const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** The Stripe emulator's request log (see emulators/README.md, /_emulator/requests). */
export async function readStripeCalls(): Promise<StripeCallCount> {
  const body = await readJson(await fetch(REQUESTS), 'GET /_emulator/requests');
  const total = field(body, 'total');
  return {
    total: typeof total === 'number' ? total : Number.NaN,
    byRoute: counts(field(body, 'byRoute')),
    byClient: counts(field(body, 'byClient')),
  };
}

export async function clearStripeCalls(): Promise<void> {
  await readJson(await fetch(REQUESTS, { method: 'DELETE' }), 'DELETE /_emulator/requests');
}

/** Waits until no Stripe call came for `quietMs` (webhooks delivered and handled), at most `maxMs`. */
export async function settledStripeCalls(quietMs = 3000, maxMs = 30_000): Promise<StripeCallCount> {
  const deadline = Date.now() + maxMs;
  let last = await readStripeCalls();
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await readStripeCalls();
    if (now.total !== last.total) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return now;
    }
  }
  return last;
}

const identity = (method: string) =>
  `${STACK.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${STACK.firebaseApiKey}`;

/** An ID token from the Auth emulator: a seeded user's (password) or a new anonymous user's. */
export async function idToken(credentials?: { email: string; password: string }): Promise<string> {
  const response = await fetch(identity(credentials ? 'signInWithPassword' : 'signUp'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...credentials, returnSecureToken: true }),
  });
  return stringField(await readJson(response, 'Auth emulator sign-in'), 'idToken', 'sign-in');
}

/**
 * createSubscription for a new anonymous visitor (the one-month plan of group v8 in EUR), called
 * through Hosting like the browser: the Stripe calls made until it answered, then once the
 * webhooks it caused were delivered and handled.
 */
export async function countCreateSubscription(): Promise<{
  answered: StripeCallCount;
  settled: StripeCallCount;
}> {
  const token = await idToken();
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const products = await readJson(
    await fetch(`${STACK.hosting}/api/payment/getProducts/v8?currency=eur`, { headers }),
    'getProducts',
  );
  const prices = field(field(products, 'data'), 'prices');
  const price = Array.isArray(prices)
    ? prices.find((candidate) => String(field(candidate, 'id')).includes('oneMonth'))
    : undefined;
  const priceId = stringField(price, 'id', 'getProducts one-month price');
  await settledStripeCalls(1000);
  await clearStripeCalls();
  await readJson(
    await fetch(`${STACK.hosting}/api/payment/createSubscription`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ priceId, email: `bench-${Date.now()}@example.com`, lang: 'en' }),
    }),
    'createSubscription',
  );
  const answered = await readStripeCalls();
  return { answered, settled: await settledStripeCalls() };
}

/** Pays in the open payment modal with the test card; counts every Stripe call of it. */
export async function countBrowserPurchase(page: Page): Promise<StripeCallCount> {
  const modal = '[data-testid="payment-modal"]';
  await settledStripeCalls(1000);
  await clearStripeCalls();
  await page.fill(`${modal} input[autocomplete="cc-number"]`, '4242424242424242');
  await page.fill(`${modal} input[autocomplete="cc-exp"]`, '12 / 34');
  await page.fill(`${modal} input[autocomplete="cc-csc"]`, '123');
  await page.click('[data-testid="pay"]');
  await page.waitForURL((url) => url.pathname !== '/payment', { timeout: 60_000 });
  return settledStripeCalls();
}
