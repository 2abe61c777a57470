import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_STACK } from '../../local-stack.config.js';
import { startPayPalEmulator, type PayPalEmulator, type PayPalEmulatorOptions } from '../index.js';
import type { WebhookEvent } from '../paypal-types.js';

export const {
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  webhookId: WEBHOOK_ID,
} = LOCAL_STACK.paypal;

export const basicAuth = (id: string, secret: string): string =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export interface ApiAnswer<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Headers;
}

/** A plain-fetch PayPal REST client for one emulator, as a merchant server would call it. */
export class PayPalTestClient {
  private token: string | undefined;

  constructor(readonly baseUrl: string) {}

  async accessToken(): Promise<string> {
    if (this.token) return this.token;
    const response = await fetch(`${this.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: basicAuth(CLIENT_ID, CLIENT_SECRET),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json()) as { access_token: string };
    this.token = body.access_token;
    return this.token;
  }

  async call<Body = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<Body>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Body,
      headers: response.headers,
    };
  }

  createSubscription(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const defaults = { plan_id: 'P-v8_oneMonthV8_eur', custom_id: 'uid-ann' };
    return this.call('POST', '/v1/billing/subscriptions', { ...defaults, ...body }, headers);
  }

  /** A one-off order (Orders v2) for the e-book, unless the body says otherwise. */
  createOrder(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const defaults = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'ebook',
          description: 'Fastwell e-book',
          custom_id: 'uid-ann',
          amount: { currency_code: 'EUR', value: '9.99' },
        },
      ],
    };
    return this.call('POST', '/v2/checkout/orders', { ...defaults, ...body }, headers);
  }

  /** Admin approval of an order (no page). */
  async approveOrder(id: string, buyer: Record<string, unknown> = {}) {
    return adminCall(this.baseUrl, 'POST', `/_emulator/orders/${id}/approve`, buyer);
  }

  /** Admin approval (no page), as seeding and tests use it. */
  async approve(id: string, buyer: Record<string, unknown> = {}) {
    const response = await fetch(`${this.baseUrl}/_emulator/subscriptions/${id}/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buyer),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

/** An admin call (`/_emulator/*`, no auth), with a JSON body when given one. */
export async function adminCall<Body = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

export async function startFixture(
  options: PayPalEmulatorOptions = {},
): Promise<{ emulator: PayPalEmulator; client: PayPalTestClient }> {
  const emulator = await startPayPalEmulator({ port: 0, ...options });
  return { emulator, client: new PayPalTestClient(emulator.url) };
}

/**
 * Registers hooks that start an emulator (and a client of it) for this test file and close it
 * after; `resetEachTest` forgets every subscription, order and event before each test.
 */
export function useFixture(options: PayPalEmulatorOptions & { resetEachTest?: boolean } = {}): {
  readonly emulator: PayPalEmulator;
  readonly client: PayPalTestClient;
} {
  const { resetEachTest, ...emulatorOptions } = options;
  let started: { emulator: PayPalEmulator; client: PayPalTestClient } | undefined;
  beforeAll(async () => {
    started = await startFixture(emulatorOptions);
  });
  afterAll(() => started?.emulator.close());
  if (resetEachTest) beforeEach(() => started?.emulator.reset());
  const get = () => {
    if (!started) throw new Error('useFixture: used before beforeAll ran');
    return started;
  };
  return {
    get emulator() {
      return get().emulator;
    },
    get client() {
      return get().client;
    },
  };
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local webhook listener that answers `statuses` in turn (then 200) and records every POST. */
export async function startWebhookReceiver(statuses: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/paypal`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The events the emulator emitted (`/_emulator/events`), oldest first. */
export async function emittedEvents(baseUrl: string): Promise<WebhookEvent[]> {
  const { body } = await adminCall<{ events: { event: WebhookEvent }[] }>(
    baseUrl,
    'GET',
    '/_emulator/events',
  );
  return body.events.map(({ event }) => event);
}
