/**
 * The rate limiter's own latency on the local file database, as the stack's checkEmailExists pays
 * it: `workers` processes (the Functions emulator runs one per request in flight) share one
 * database file and each consume at `rate` req/s in all for `seconds` after 2 s of warm-up.
 * Prints p50/p99 in ms.
 * Run: npx tsx bench/rate-limiter-latency.ts [workers] [rate] [seconds]
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileDatabaseAdapter } from '../functions/src/adapters/database/file-database.adapter';
import { DatabaseRateLimiter } from '../functions/src/adapters/database/database-rate-limiter.adapter';
import { silentLogger } from '../functions/src/adapters/logger/logger.port';

const asWorker = process.argv[2] === '--worker';
const [workers = 12, rate = 200, seconds = 10] = process.argv
  .slice(asWorker ? 4 : 2, asWorker ? 7 : 5)
  .map(Number);

async function worker(file: string): Promise<void> {
  const limiter = new DatabaseRateLimiter({
    database: new FileDatabaseAdapter(file),
    clock: { now: () => new Date() },
    logger: silentLogger,
    keyPrefix: 'checkEmailExists-ip',
    points: 10_000,
    duration: 60,
  });
  const perWorker = rate / workers;
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const warm = Date.now() + 2000;
  const end = warm + seconds * 1000;
  while (Date.now() < end) {
    const started = performance.now();
    const measured = Date.now() >= warm;
    pending.push(
      Promise.resolve(limiter.consume('127.0.0.1'))
        .catch(() => undefined)
        .then(() => {
          if (measured) latencies.push(performance.now() - started);
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / perWorker));
  }
  await Promise.all(pending);
  process.send?.(latencies);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  if (asWorker) return worker(process.argv[3] ?? '');
  const file = join(mkdtempSync(join(tmpdir(), 'fastwell-limiter-bench-')), 'db.json');
  const results = await Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<number[]>((resolve) => {
          const child = fork(
            fileURLToPath(import.meta.url),
            ['--worker', file, ...[workers, rate, seconds].map(String)],
            {
              execArgv: process.execArgv,
            },
          );
          child.on('message', (message) => resolve(message as number[]));
        }),
    ),
  );
  const all = results.flat().sort((a, b) => a - b);
  console.log(
    `${all.length} consumes, ${workers} processes, ${rate} req/s: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
  );
}

void main();
