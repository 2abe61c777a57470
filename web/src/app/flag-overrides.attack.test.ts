import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../shared/domain/consent';
import { parseEnv } from '../shared/services/env';
import { compose } from './composition';
import { composeFeaturesAtOnce } from './testing/app-harness';

/** web/.env.production as Vite reads it, plus what the deploy environment sets. */
function productionEnv(extra: Record<string, string> = {}) {
  const path = join(dirname(fileURLToPath(import.meta.url)), '../../.env.production');
  const file = readFileSync(path, 'utf8');
  const values = Object.fromEntries(
    file
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return parseEnv({
    ...values,
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_fastwell',
    VITE_GROWTHBOOK_CLIENT_KEY: 'sdk-production',
    ...extra,
  });
}

const ATTACK = '?ff.discount-timer-minutes=600&ff.use-discount-timer=false';

beforeAll(() => {
  // GrowthBook unreachable: every flag would be its default, unless an override applies.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('offline'))),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function flagsOf(search: string, extra?: Record<string, string>) {
  const { stores } = compose(productionEnv(extra), search, 'en', {
    consent: ALL_GRANTED,
    features: composeFeaturesAtOnce,
  });
  await stores.flags.init(search);
  return stores.flags;
}

describe('attack (issue 20, point 6): a visitor forces flags in production with ?ff.', () => {
  it('the production build ignores a stretched, switched-off discount timer', async () => {
    const flags = await flagsOf(ATTACK);
    expect(flags.get('discount-timer-minutes')).toBe(10);
    expect(flags.get('use-discount-timer')).toBe(true);
  });

  it('QA with the key configured for the build may force them', async () => {
    const keySha256 = Array.from(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('qa-key-1'))),
      (byte) => byte.toString(16).padStart(2, '0'),
    ).join('');
    const flags = await flagsOf(`${ATTACK}&ff.qa=qa-key-1`, {
      VITE_FLAG_QA_KEY_SHA256: keySha256,
    });
    expect(flags.get('discount-timer-minutes')).toBe(600);
    expect(flags.get('use-discount-timer')).toBe(false);
  });
});
