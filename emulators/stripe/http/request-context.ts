import { AsyncLocalStorage } from 'node:async_hooks';
import type { Middleware } from './middleware.js';

/** The API request being handled: events it causes carry it as `request: { id, idempotency_key }`. */
export interface ApiRequestContext {
  id: string;
  idempotencyKey: string | null;
}

const storage = new AsyncLocalStorage<ApiRequestContext>();

/** Runs `work` (and everything it awaits) as part of the given API request. */
export function runInRequest<T>(context: ApiRequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The API request in progress, or undefined for automatic changes (clock, admin triggers). */
export function currentRequest(): ApiRequestContext | undefined {
  return storage.getStore();
}

/** Middleware: API calls (`/v1/**`) run inside their request context. */
export const requestContextMiddleware: Middleware = (exchange, next) => {
  if (!exchange.url.pathname.startsWith('/v1/')) return next();
  const key = exchange.request.headers['idempotency-key'];
  return runInRequest(
    { id: exchange.requestId, idempotencyKey: typeof key === 'string' ? key : null },
    next,
  );
};
