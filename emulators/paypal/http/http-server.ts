import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultError } from '../../shared/faults/fault-rules.js';
import { randomDebugId } from '../state/ids.js';
import type { PayPalState } from '../state/paypal-state.js';
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
  state: PayPalState,
  request: IncomingMessage,
  rawBody: string,
): Promise<ApiResponse> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://emulator');
  const found = router.match(method, url.pathname);
  if (found === 'method-not-allowed') throw new PayPalError(405, 'METHOD_NOT_SUPPORTED');
  if (!found) throw new PayPalError(404, 'RESOURCE_NOT_FOUND');
  const tokenKind = authenticate(found.route.auth, request.headers, state);
  const requestId = request.headers['paypal-request-id'];
  const idempotent = method === 'POST' && tokenKind !== undefined && typeof requestId === 'string';
  const fingerprint = `${method} ${url.pathname} ${canonicalBody(rawBody)}`;
  if (idempotent) {
    const previous = state.idempotency.get(requestId);
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
    state,
    baseUrl: state.baseUrl,
    tokenKind,
  });
  if (idempotent && (result.kind === 'json' || result.kind === 'empty') && result.status < 400) {
    const body = result.kind === 'json' ? result.body : null;
    state.idempotency.set(requestId, { fingerprint, status: result.status, body });
  }
  return result;
}

const FAULT_ERRORS: Record<Exclude<FaultError, 'timeout'>, PayPalError> = {
  api_error_500: new PayPalError(500, 'INTERNAL_SERVER_ERROR'),
  unavailable_503: new PayPalError(503, 'SERVICE_UNAVAILABLE', undefined, 'Service Unavailable.'),
  rate_limit_429: new PayPalError(
    429,
    'RATE_LIMIT_REACHED',
    undefined,
    'Too many requests. Blocked due to rate limiting.',
  ),
};

/** Never answers (a simulated timeout); the socket is dropped once the client gives up. */
function holdOpen(response: ServerResponse, maxHoldMs = 120_000): void {
  const timer = setTimeout(() => response.destroy(), maxHoldMs);
  timer.unref();
  response.on('close', () => clearTimeout(timer));
}

/**
 * Fault injection on `/v1/**` (`/_emulator/faults`; admin, approval page and SDK routes are never
 * affected): latency first, then an error answer in PayPal's shape, or none at all for `timeout`.
 * An `after` failure lets the request do its work first and then loses the answer.
 */
async function withFaults(
  state: PayPalState,
  request: IncomingMessage,
  work: () => Promise<ApiResponse>,
): Promise<ApiResponse | 'hang'> {
  const path = new URL(request.url ?? '/', 'http://emulator').pathname;
  const decision = path.startsWith('/v1/')
    ? state.faults.decide(request.method ?? 'GET', path)
    : undefined;
  if (!decision) return work();
  if (decision.latencyMs > 0) await sleep(decision.latencyMs);
  if (!decision.error) return work();
  if (decision.after) await work().catch(() => undefined);
  return decision.error === 'timeout' ? 'hang' : errorResponse(FAULT_ERRORS[decision.error]);
}

/** The HTTP front: CORS, auth, PayPal-Request-Id idempotency, errors in PayPal's shapes. */
export function createPayPalServer(router: Router, state: PayPalState): Server {
  return createServer((request, response) => {
    const debugId = randomDebugId();
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    readBody(request)
      .then((rawBody) =>
        withFaults(state, request, () =>
          dispatch(router, state, request, rawBody).catch(errorResponse),
        ),
      )
      .catch(errorResponse)
      .then((result) => (result === 'hang' ? holdOpen(response) : send(response, result, debugId)))
      .catch(() => response.destroy());
  });
}
