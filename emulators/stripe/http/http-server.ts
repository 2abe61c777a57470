import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import { authenticate } from './auth.js';
import { parseForm } from './form-parser.js';
import type { ApiResponse, Router } from './router.js';
import type { EmulatorStore } from '../state/emulator.store.js';
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
  });
  response.end(isJson ? JSON.stringify(result.body, null, 2) : result.body);
}

function errorResponse(error: ApiError): ApiResponse {
  return { kind: 'json', status: error.status, body: error.toJson() };
}

interface Dispatched {
  result: ApiResponse;
  replayed: boolean;
}

async function dispatch(
  router: Router,
  store: EmulatorStore,
  request: IncomingMessage,
  rawBody: string,
  url: URL,
): Promise<Dispatched> {
  const method = request.method ?? 'GET';
  const found = router.match(method, url.pathname);
  if (!found || found === 'method-not-allowed') {
    const message = `Unrecognized request URL (${method}: ${url.pathname}). This Stripe emulator implements only part of the API.`;
    return {
      result: errorResponse(new ApiError(404, { type: 'invalid_request_error', message })),
      replayed: false,
    };
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
    const previous = store.idempotency.get(scope, idempotencyKey);
    if (previous && previous.fingerprint !== fingerprint) {
      throw new ApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (previous)
      return {
        result: { kind: 'json', status: previous.status, body: previous.body },
        replayed: true,
      };
  }
  let result: ApiResponse;
  try {
    result = await found.route.handler({
      method,
      path: url.pathname,
      params: found.params,
      input,
      headers: request.headers,
      credential,
      store,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result = errorResponse(error);
  }
  if (idempotent && result.kind === 'json' && (result.status < 400 || result.status === 402)) {
    store.idempotency.set(scope, idempotencyKey, {
      fingerprint,
      status: result.status,
      body: result.body,
    });
  }
  return { result, replayed: false };
}

/** The HTTP front of the emulator: CORS, body parsing, auth, idempotency, errors in Stripe's shape. */
export function createEmulatorServer(router: Router, store: EmulatorStore): Server {
  return createServer((request, response) => {
    const headers: Record<string, string> = {
      'Request-Id': `req_${randomToken(14)}`,
      'Stripe-Version': String(request.headers['stripe-version'] ?? API_VERSION),
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    readBody(request)
      .then((rawBody) =>
        dispatch(router, store, request, rawBody, new URL(request.url ?? '/', 'http://emulator')),
      )
      .then(({ result, replayed }) =>
        send(response, result, replayed ? { ...headers, 'Idempotent-Replayed': 'true' } : headers),
      )
      .catch((error: unknown) => {
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError(500, {
                type: 'api_error',
                message: `Emulator error: ${error instanceof Error ? error.message : String(error)}`,
              });
        send(response, errorResponse(apiError), headers);
      });
  });
}
