import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FLAGS_SERVER_PORT = 12113;
const FEATURES_FILE = new URL('./features.json', import.meta.url);

/**
 * The GrowthBook API as the SDK calls it: GET /api/features/{clientKey} answers the features of
 * features.json (read on every request, so edits apply on reload).
 */
export async function startFlagsServer(
  options: { port?: number; host?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'GET' || !request.url?.startsWith('/api/features/')) {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: 404, message: 'Not found' }));
      return;
    }
    readFile(FEATURES_FILE, 'utf8')
      .then((text) => {
        const features = JSON.parse(text) as Record<string, unknown>;
        response
          .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          .end(JSON.stringify({ status: 200, features, dateUpdated: new Date().toISOString() }));
      })
      .catch((error: unknown) => {
        response
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ status: 500, message: String(error) }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? FLAGS_SERVER_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
