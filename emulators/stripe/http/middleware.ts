import type { IncomingMessage } from 'node:http';
import type { ApiResponse } from './router.js';

/** One HTTP request as the middleware chain sees it (body already read). */
export interface Exchange {
  method: string;
  url: URL;
  rawBody: string;
  request: IncomingMessage;
  /** `req_…`, also sent as the Request-Id header. */
  requestId: string;
}

/** What a request ends in: a response, or (fault injection) no answer at all. */
export type Outcome = { kind: 'respond'; response: ApiResponse } | { kind: 'hang' };

export type Next = () => Promise<Outcome>;

/** Wraps the route dispatch: may answer itself, delay, or act after `next()`. */
export type Middleware = (exchange: Exchange, next: Next) => Promise<Outcome>;

/** Chains middleware around `core`; the first in the list runs outermost. */
export function compose(
  middlewares: readonly Middleware[],
  core: (exchange: Exchange) => Promise<Outcome>,
): (exchange: Exchange) => Promise<Outcome> {
  return (exchange) => {
    const run = (index: number): Promise<Outcome> => {
      const middleware = middlewares[index];
      return middleware ? middleware(exchange, () => run(index + 1)) : core(exchange);
    };
    return run(0);
  };
}

export const respond = (response: ApiResponse): Outcome => ({ kind: 'respond', response });
