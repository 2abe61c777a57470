import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { authenticate } from './auth.js';
import { parseForm } from './form-parser.js';
import { compose, respond, type Exchange, type Middleware, type Outcome } from './middleware.js';
import type { ApiResponse, Router } from './router.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { randomToken } from '../state/ids.js';

const API_VERSION = '2026-10-28.endive';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Stripe-Version, Stripe-Account, Idempotency-Key',
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

function send(
  response: ServerResponse,
  result: ApiResponse,
  extraHeaders: Record<string, string> = {},
): void {
  const isJson = result.kind === 'json';
  response.writeHead(result.status, {
    ...CORS_HEADERS,
    'Content-Type': isJson ? 'application/json' : result.contentType,
    'Cache-Control': 'no-cache, no-store',
    ...extraHeaders,
    ...result.headers,
  });
  response.end(isJson ? JSON.stringify(result.body, null, 2) : result.body);
}

/** Never answers (a simulated timeout); the socket is dropped once the client gives up. */
function holdOpen(response: ServerResponse, maxHoldMs = 120_000): void {
  const timer = setTimeout(() => response.destroy(), maxHoldMs);
  timer.unref();
  response.on('close', () => clearTimeout(timer));
}

function errorResponse(error: ApiError): ApiResponse {
  return { kind: 'json', status: error.status, body: error.toJson() };
}

async function dispatch(
  router: Router,
  state: EmulatorState,
  { request, rawBody, url, method }: Exchange,
): Promise<ApiResponse> {
  const found = router.match(method, url.pathname);
  if (!found || found === 'method-not-allowed') {
    const message = `Unrecognized request URL (${method}: ${url.pathname}). This Stripe emulator implements only part of the API.`;
    return errorResponse(new ApiError(404, { type: 'invalid_request_error', message }));
  }
  const query = parseForm(url.search.slice(1));
  const input =
    method === 'GET' || method === 'DELETE' ? query : { ...query, ...parseForm(rawBody) };
  const credential = authenticate(found.route.auth, request.headers, input);
  delete input.key;
  const idempotencyKey = request.headers['idempotency-key'];
  const idempotent =
    method === 'POST' && typeof idempotencyKey === 'string' && credential.kind !== 'none';
  const scope = credential.kind === 'none' ? '' : credential.key;
  const fingerprint = `${method} ${url.pathname} ${rawBody}`;
  if (idempotent) {
    const previous = state.idempotency.get(scope, idempotencyKey);
    if (previous && previous.fingerprint !== fingerprint) {
      throw new ApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (previous) {
      const headers = { 'Idempotent-Replayed': 'true' };
      return { kind: 'json', status: previous.status, body: previous.body, headers };
    }
  }
  let result: ApiResponse;
  try {
    result = await found.route.handler({
      method,
      path: url.pathname,
      params: found.params,
      input,
      rawBody,
      headers: request.headers,
      credential,
      state,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result = errorResponse(error);
  }
  if (idempotent && result.kind === 'json' && (result.status < 400 || result.status === 402)) {
    state.idempotency.set(scope, idempotencyKey, {
      fingerprint,
      status: result.status,
      body: result.body,
    });
  }
  return result;
}

/** Route dispatch with every failure answered in Stripe's error shape. */
function core(router: Router, state: EmulatorState) {
  return async (exchange: Exchange): Promise<Outcome> => {
    try {
      return respond(await dispatch(router, state, exchange));
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(500, {
              type: 'api_error',
              message: `Emulator error: ${error instanceof Error ? error.message : String(error)}`,
            });
      return respond(errorResponse(apiError));
    }
  };
}

/**
 * The HTTP front of the emulator: CORS, body parsing, auth, idempotency, errors in Stripe's shape.
 * `middlewares` wrap the dispatch (first = outermost): request context, fault injection, resets.
 */
export function createEmulatorServer(
  router: Router,
  state: EmulatorState,
  middlewares: readonly Middleware[] = [],
): Server {
  const handle = compose(middlewares, core(router, state));
  return createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    const requestId = `req_${randomToken(14)}`;
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': String(request.headers['stripe-version'] ?? API_VERSION),
    };
    readBody(request)
      .then((rawBody) => {
        const url = new URL(request.url ?? '/', 'http://emulator');
        return handle({ method: request.method ?? 'GET', url, rawBody, request, requestId });
      })
      .then((outcome) => {
        if (outcome.kind === 'respond') send(response, outcome.response, headers);
        else holdOpen(response);
      })
      .catch((error: unknown) => {
        const message = `Emulator error: ${error instanceof Error ? error.message : String(error)}`;
        send(response, errorResponse(new ApiError(500, { type: 'api_error', message })), headers);
      });
  });
}
