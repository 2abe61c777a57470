import type { IncomingHttpHeaders } from 'node:http';
import type { PayPalState, TokenKind } from '../state/paypal-state.js';

/**
 * `none`: open (admin, approval page, SDK script); `client-credentials`: Basic client_id:secret
 * (OAuth); `client-id`: Basic client_id with an empty secret (the stand-in SDK);
 * `app`: Bearer app token; `app-or-facilitator`: also the SDK's facilitator token.
 */
export type AuthMode = 'none' | 'client-credentials' | 'client-id' | 'app' | 'app-or-facilitator';

export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  rawBody: string;
  headers: IncomingHttpHeaders;
  state: PayPalState;
  /** The emulator's own base URL, e.g. `http://127.0.0.1:12112`. */
  baseUrl: string;
  tokenKind?: TokenKind;
}

export type ApiResponse =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'empty'; status: 204 }
  | { kind: 'text'; status: number; body: string; contentType: string }
  | { kind: 'redirect'; location: string };

export type Handler = (context: RequestContext) => ApiResponse | Promise<ApiResponse>;

export interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  auth: AuthMode;
  handler: Handler;
}

export const json = (body: unknown, status = 200): ApiResponse => ({ kind: 'json', status, body });
export const noContent = (): ApiResponse => ({ kind: 'empty', status: 204 });
export const html = (body: string, status = 200): ApiResponse => ({
  kind: 'text',
  status,
  body,
  contentType: 'text/html; charset=utf-8',
});

/** `/v1/billing/plans/:id` style patterns (a trailing slash is tolerated); first match wins. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, auth: AuthMode, handler: Handler): this {
    const keys: string[] = [];
    const source = path.replace(/:([a-zA-Z_]+)/g, (_match, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, auth, handler });
    return this;
  }

  get(path: string, auth: AuthMode, handler: Handler): this {
    return this.add('GET', path, auth, handler);
  }

  post(path: string, auth: AuthMode, handler: Handler): this {
    return this.add('POST', path, auth, handler);
  }

  patch(path: string, auth: AuthMode, handler: Handler): this {
    return this.add('PATCH', path, auth, handler);
  }

  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | 'method-not-allowed' | undefined {
    let pathMatched = false;
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach(
        (key, index) => (params[key] = decodeURIComponent(found[index + 1] ?? '')),
      );
      return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }
}
