import { join } from 'node:path';
import { build } from 'vite';
import { BENCH_DIR, SCRATCH_DIR } from './config';

export const BASELINE_DIST = join(SCRATCH_DIR, 'baseline-dist');

/**
 * Builds bench/baseline with the web app's Vite and its build target. The JSX transform is set
 * here (automatic runtime, as @vitejs/plugin-react sets it for a production build), so the
 * baseline needs no plugin of its own.
 */
export async function buildBaseline(): Promise<string> {
  await build({
    root: join(BENCH_DIR, 'baseline'),
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic' } },
    build: { outDir: BASELINE_DIST, emptyOutDir: true, target: 'es2022' },
  });
  return BASELINE_DIST;
}
