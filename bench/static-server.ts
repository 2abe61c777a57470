import { readFileSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export type StaticServer = { url: string; close(): Promise<void> };

/** Which encoding to answer with: brotli, then gzip, as the Hosting emulator does. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Serves a built folder on a free local port: the file, or index.html for any other path (an
 * SPA), compressed when the browser accepts it, no caching.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(root, 'index.html');
    }
    const body = readFileSync(file);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    let payload: Buffer = body;
    if (encoding) {
      const key = `${encoding}:${file}`;
      payload =
        compressed.get(key) ??
        (encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body));
      compressed.set(key, payload);
      headers['Content-Encoding'] = encoding;
    }
    response.writeHead(200, headers);
    response.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
