import { toJson } from '../http/json.js';
import type { Exchange, Middleware } from '../http/middleware.js';
import { json, type Router } from '../http/router.js';

/** Who made an API call: the server (secret key), the browser (publishable key) or neither. */
export type RequestClient = 'secret' | 'publishable' | 'none';

/** One `/v1/**` request as received; `status` is null when no answer was sent (a timeout fault). */
export interface LoggedRequest {
  method: string;
  path: string;
  /** `path` with object ids replaced by `:id`, e.g. `/v1/subscriptions/:id`. */
  route: string;
  client: RequestClient;
  status: number | null;
  at: string;
}

/** Object ids (`sub_…`, `pi_…`, `price_oneMonthV8_eur`) have an underscore and a capital or digit. */
const isObjectId = (segment: string) => segment.includes('_') && /[A-Z0-9]/.test(segment);

export function routeOf(path: string): string {
  return path
    .split('/')
    .map((segment) => (isObjectId(segment) ? ':id' : segment))
    .join('/');
}

function keyOf(exchange: Exchange): string | null {
  const header = exchange.request.headers.authorization;
  if (header) {
    const [scheme, value = ''] = header.split(' ', 2);
    if (scheme?.toLowerCase() === 'bearer') return value.trim();
    if (scheme?.toLowerCase() === 'basic')
      return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? null;
  }
  return (
    exchange.url.searchParams.get('key') ?? new URLSearchParams(exchange.rawBody).get('key') ?? null
  );
}

export function clientOf(exchange: Exchange): RequestClient {
  const key = keyOf(exchange);
  if (key && /^(sk|rk)_/.test(key)) return 'secret';
  if (key && key.startsWith('pk_')) return 'publishable';
  return 'none';
}

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Every API request (`/v1/**`) the emulator received since the start, the last reset or clear:
 * counted by route and by client, the latest `keep` of them kept in full.
 */
export class RequestLog {
  private total = 0;
  private byRoute: Record<string, number> = {};
  private byClient: Record<string, number> = {};
  private entries: LoggedRequest[] = [];

  constructor(private readonly keep = 1000) {}

  record(entry: LoggedRequest): void {
    this.total += 1;
    increment(this.byRoute, `${entry.method} ${entry.route}`);
    increment(this.byClient, entry.client);
    this.entries.push(entry);
    if (this.entries.length > this.keep) this.entries.shift();
  }

  clear(): void {
    this.total = 0;
    this.byRoute = {};
    this.byClient = {};
    this.entries = [];
  }

  /** Counts by `METHOD route` and by client, and the latest requests, oldest first. */
  summary() {
    return {
      total: this.total,
      byRoute: { ...this.byRoute },
      byClient: { ...this.byClient },
      data: [...this.entries],
    };
  }
}

/** Logs each `/v1/**` request with its answer's status (outermost, so injected faults count too). */
export function requestLogMiddleware(log: RequestLog): Middleware {
  return async (exchange, next) => {
    if (!exchange.url.pathname.startsWith('/v1/')) return next();
    const outcome = await next();
    log.record({
      method: exchange.method,
      path: exchange.url.pathname,
      route: routeOf(exchange.url.pathname),
      client: clientOf(exchange),
      status: outcome.kind === 'respond' ? outcome.response.status : null,
      at: new Date().toISOString(),
    });
    return outcome;
  };
}

/** `GET /_emulator/requests` (counts and entries) and `DELETE /_emulator/requests` (forget them). */
export function registerRequestLogRoutes(router: Router, log: RequestLog): void {
  router.get('/_emulator/requests', 'none', () => json(toJson(log.summary())));
  router.delete('/_emulator/requests', 'none', () => {
    log.clear();
    return json(toJson(log.summary()));
  });
}
