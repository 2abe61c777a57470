import type { IncomingHttpHeaders } from 'node:http';
import type { AuthMode, Credential } from './auth.js';
import type { FormObject } from './form-parser.js';
import type { JsonObject } from './json.js';
import type { EmulatorState } from '../state/emulator-state.js';

export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  /** Query string for GET/DELETE, form body for POST (query merged underneath). */
  input: FormObject;
  /** The body as received (admin routes read JSON from it). */
  rawBody: string;
  headers: IncomingHttpHeaders;
  credential: Credential;
  state: EmulatorState;
}

export type ApiResponse =
  | { kind: 'json'; status: number; body: JsonObject; headers?: Record<string, string> }
  | {
      kind: 'raw';
      status: number;
      body: string;
      contentType: string;
      headers?: Record<string, string>;
    };

export type Handler = (context: RequestContext) => ApiResponse | Promise<ApiResponse>;

export interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  auth: AuthMode;
  handler: Handler;
}

export const json = (body: JsonObject, status = 200): ApiResponse => ({
  kind: 'json',
  status,
  body,
});

/** A very small router: `/v1/prices/:id` style patterns, first match wins. */
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

  delete(path: string, auth: AuthMode, handler: Handler): this {
    return this.add('DELETE', path, auth, handler);
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
