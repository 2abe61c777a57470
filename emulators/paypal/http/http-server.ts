import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomDebugId } from '../state/ids.js';
import type { PayPalStore } from '../state/paypal.store.js';
import { authenticate } from './auth.js';
import { OAuthError, PayPalError, unprocessable } from './paypal-error.js';
import type { ApiResponse, Router } from './router.js';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, PayPal-Request-Id, Prefer, PayPal-Partner-Attribution-Id',
  'Access-Control-Max-Age': '600',
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, result: ApiResponse, debugId: string): void {
  const headers = { ...CORS_HEADERS, 'Paypal-Debug-Id': debugId, 'Cache-Control': 'no-store' };
  if (result.kind === 'redirect') {
    response.writeHead(303, { ...headers, Location: result.location }).end();
  } else if (result.kind === 'empty') {
    response.writeHead(204, headers).end();
  } else if (result.kind === 'text') {
    response.writeHead(result.status, { ...headers, 'Content-Type': result.contentType });
    response.end(result.body);
  } else {
    response.writeHead(result.status, { ...headers, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(result.body));
  }
}

function errorResponse(error: unknown): ApiResponse {
  if (error instanceof PayPalError || error instanceof OAuthError)
    return { kind: 'json', status: error.status, body: error.toJson() };
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'json',
    status: 500,
    body: new PayPalError(
      500,
      'INTERNAL_SERVER_ERROR',
      undefined,
      `Emulator error: ${message}`,
    ).toJson(),
  };
}

function canonicalBody(rawBody: string): string {
  try {
    return JSON.stringify(JSON.parse(rawBody));
  } catch {
    return rawBody;
  }
}

async function dispatch(
  router: Router,
  store: PayPalStore,
  request: IncomingMessage,
  rawBody: string,
): Promise<ApiResponse> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://emulator');
  const found = router.match(method, url.pathname);
  if (found === 'method-not-allowed') throw new PayPalError(405, 'METHOD_NOT_SUPPORTED');
  if (!found) throw new PayPalError(404, 'RESOURCE_NOT_FOUND');
  const tokenKind = authenticate(found.route.auth, request.headers, store);
  const requestId = request.headers['paypal-request-id'];
  const idempotent = method === 'POST' && tokenKind !== undefined && typeof requestId === 'string';
  const fingerprint = `${method} ${url.pathname} ${canonicalBody(rawBody)}`;
  if (idempotent) {
    const previous = store.idempotency.get(requestId);
    if (previous && previous.fingerprint !== fingerprint)
      throw unprocessable(
        'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
        'The PayPal-Request-Id has already been used for another request.',
      );
    if (previous?.status === 204) return { kind: 'empty', status: 204 };
    if (previous) return { kind: 'json', status: previous.status, body: previous.body };
  }
  const result = await found.route.handler({
    method,
    path: url.pathname,
    params: found.params,
    query: url.searchParams,
    rawBody,
    headers: request.headers,
    store,
    baseUrl: store.baseUrl,
    tokenKind,
  });
  if (idempotent && (result.kind === 'json' || result.kind === 'empty') && result.status < 400) {
    const body = result.kind === 'json' ? result.body : null;
    store.idempotency.set(requestId, { fingerprint, status: result.status, body });
  }
  return result;
}

/** The HTTP front: CORS, auth, PayPal-Request-Id idempotency, errors in PayPal's shapes. */
export function createPayPalServer(router: Router, store: PayPalStore): Server {
  return createServer((request, response) => {
    const debugId = randomDebugId();
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    readBody(request)
      .then((rawBody) => dispatch(router, store, request, rawBody))
      .catch(errorResponse)
      .then((result) => send(response, result, debugId))
      .catch(() => response.destroy());
  });
}
