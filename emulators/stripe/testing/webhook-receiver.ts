import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  rawBody: string;
  headers: IncomingHttpHeaders;
  /** `type` and `id` of the posted event (parsed from the raw body). */
  type: string;
  id: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status to answer for the n-th request (1-based); default 200. */
  respondWith(status: (n: number, webhook: ReceivedWebhook) => number): void;
  /** Resolves once `count` requests arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A local `node:http` endpoint that records every webhook POST with its raw body. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status: (n: number, webhook: ReceivedWebhook) => number = () => 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(rawBody) as { type: string; id: string };
      const webhook = { rawBody, headers: request.headers, type: parsed.type, id: parsed.id };
      received.push(webhook);
      response.writeHead(status(received.length, webhook), { 'Content-Type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    respondWith: (next) => {
      status = next;
    },
    waitFor: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} webhooks, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
