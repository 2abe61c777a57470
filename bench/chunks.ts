import { gzipSync } from 'node:zlib';
import type { Chunk, ChunkKind, ChunkSet } from './types';

/** A JS or CSS response body as the browser received it (decoded). */
export type Body = { url: string; kind: ChunkKind; raw: Buffer };
/** A resource-timing entry (ms after navigation start). */
export type Timing = { name: string; startTime: number; responseEnd: number };
export type Origins = { app: string; stripe: string; paypal: string };

export function kindOf(url: string, contentType: string | undefined): ChunkKind | null {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('javascript') || type.includes('ecmascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

/** The asset's file name on the app's origin; host:port/path elsewhere. */
export function fileLabel(url: string, origins: Origins): string {
  const parsed = new URL(url);
  if (parsed.origin === new URL(origins.app).origin) {
    return parsed.pathname.split('/').filter(Boolean).at(-1) ?? parsed.pathname;
  }
  return `${parsed.host}${parsed.pathname}`;
}

export function sdkOf(url: string, origins: Origins): Chunk['sdk'] {
  const { origin } = new URL(url);
  if (origin === new URL(origins.stripe).origin) return 'stripe';
  if (origin === new URL(origins.paypal).origin) return 'paypal';
  return undefined;
}

export const gzipSize = (raw: Buffer): number => gzipSync(raw, { level: 6 }).length;

/**
 * The JS and CSS files whose response ended after `after` and at or before `until`, each URL
 * once (its first load), with its gzip size.
 */
export function chunksBetween(
  bodies: ReadonlyMap<string, Body>,
  timings: readonly Timing[],
  after: number,
  until: number,
  origins: Origins,
): ChunkSet {
  const seen = new Set<string>();
  const chunks: Chunk[] = [];
  for (const timing of [...timings].sort((a, b) => a.responseEnd - b.responseEnd)) {
    if (seen.has(timing.name)) continue;
    seen.add(timing.name);
    const body = bodies.get(timing.name);
    if (!body || timing.responseEnd <= after || timing.responseEnd > until) continue;
    const sdk = sdkOf(body.url, origins);
    chunks.push({
      file: fileLabel(body.url, origins),
      kind: body.kind,
      rawBytes: body.raw.length,
      gzipBytes: gzipSize(body.raw),
      startMs: timing.startTime,
      responseEndMs: timing.responseEnd,
      ...(sdk ? { sdk } : {}),
    });
  }
  const total = (kind: ChunkKind) =>
    chunks.filter((chunk) => chunk.kind === kind).reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { chunks, jsGzip: total('js'), cssGzip: total('css') };
}
