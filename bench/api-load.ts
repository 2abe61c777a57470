import autocannon from 'autocannon';
import { LOAD } from './config';
import type { ApiLoad } from './types';

export type LoadTarget = {
  name: string;
  method: 'GET' | 'POST';
  origin: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

function fire(target: LoadTarget, seconds: number) {
  return autocannon({
    url: `${target.origin}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: LOAD.connections,
    overallRate: LOAD.ratePerSecond,
    duration: seconds,
  });
}

/**
 * `LOAD.ratePerSecond` requests per second for `LOAD.durationSeconds`, after a warm-up at the
 * same rate that is not counted (the functions emulator starts its workers on first use).
 */
export async function loadTest(target: LoadTarget): Promise<ApiLoad> {
  await fire(target, LOAD.warmupSeconds);
  const result = await fire(target, LOAD.durationSeconds);
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    port: Number(new URL(target.origin).port),
    ratePerSecond: LOAD.ratePerSecond,
    achievedPerSecond: result.requests.total / LOAD.durationSeconds,
    connections: LOAD.connections,
    durationSeconds: LOAD.durationSeconds,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
