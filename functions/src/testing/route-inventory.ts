import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  /** Express path with its parameters, e.g. /api/payment/getStripeSubscriptionViaId/:id */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path?: unknown; methods?: Record<string, boolean> };
  handle?: { stack?: unknown };
}

const isLayer = (value: unknown): value is LayerLike => typeof value === 'object' && value !== null;
const asStack = (value: unknown): LayerLike[] =>
  Array.isArray(value) ? value.filter(isLayer) : [];

function join(prefix: string, path: unknown): string {
  const part = typeof path === 'string' && path !== '/' ? path : '';
  return `${prefix}${part}` || '/';
}

function walk(stack: LayerLike[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const path = join(prefix, layer.route.path);
      for (const [method, on] of Object.entries(layer.route.methods ?? {})) {
        if (on && method !== '_all') into.push({ method: method.toUpperCase(), path });
      }
    } else if (layer.handle && Array.isArray(layer.handle.stack)) {
      walk(asStack(layer.handle.stack), join(prefix, layer.rawPath), into);
    }
  }
}

/**
 * Every route the app answers, read from Express 5's router stack (mounted routers included),
 * each once: a route can have several layers (the rate limits run before the route itself).
 */
export function listRoutes(app: Express): RouteEntry[] {
  const routes: RouteEntry[] = [];
  walk(asStack(app.router.stack), '', routes);
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A concrete URL for a route: each :param replaced by the given value (or a placeholder). */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? `probe_${name}`);
}
