import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlagsServer } from '@fastwell/emulators/flags';
import { silentLogger } from '../logger/logger.port';
import { GrowthBookDefinitionsAdapter } from './growthbook-definitions.adapter';

let flags: Awaited<ReturnType<typeof startFlagsServer>>;
beforeAll(async () => {
  flags = await startFlagsServer({ port: 0 });
});
afterAll(() => flags.close());

/** A clock the test moves, and a fetch that counts its calls and can be made to fail. */
function harness(options: { maxAgeMs?: number; retryAfterMs?: number } = {}) {
  let now = Date.parse('2026-11-26T12:00:00.000Z');
  const state = { calls: 0, failing: false };
  const adapter = new GrowthBookDefinitionsAdapter({
    featuresUrl: `${flags.url}/api/features/sdk-fastwell-local`,
    clock: { now: () => new Date(now) },
    logger: silentLogger,
    ...options,
    fetch: (input, init) => {
      state.calls += 1;
      return state.failing ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    },
  });
  return {
    adapter,
    state,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('GrowthBookDefinitionsAdapter (the SDK connection endpoint)', () => {
  it('reads the experiments the features define', async () => {
    const { adapter } = harness();
    const definitions = await adapter.current();
    expect([...(definitions.get('color-scheme') ?? [])]).toEqual(['original', 'blue', 'green']);
    expect([...(definitions.get('selected-package-index') ?? [])]).toEqual(['1', '0']);
  });

  it('reads once per period, and once for concurrent callers', async () => {
    const { adapter, state, advance } = harness({ maxAgeMs: 60_000 });
    await Promise.all([adapter.current(), adapter.current(), adapter.current()]);
    expect(state.calls).toBe(1);
    advance(59_000);
    await adapter.current();
    expect(state.calls).toBe(1);
    advance(2_000);
    await adapter.current();
    expect(state.calls).toBe(2);
  });

  it('keeps the last definitions when a read fails, and tries again a period later', async () => {
    const { adapter, state, advance } = harness({ maxAgeMs: 60_000 });
    await adapter.current();
    state.failing = true;
    advance(61_000);
    expect((await adapter.current()).has('color-scheme')).toBe(true);
    await adapter.current();
    expect(state.calls).toBe(2);
  });

  it('without any definitions a failure rejects, and callers cannot make it read every time', async () => {
    const { adapter, state, advance } = harness({ retryAfterMs: 10_000 });
    state.failing = true;
    await expect(adapter.current()).rejects.toThrow();
    await expect(adapter.current()).rejects.toThrow();
    expect(state.calls).toBe(1);
    state.failing = false;
    advance(10_000);
    expect((await adapter.current()).has('color-scheme')).toBe(true);
    expect(state.calls).toBe(2);
  });

  it('an unknown client key (404) is a failure, not an empty list of experiments', async () => {
    const adapter = new GrowthBookDefinitionsAdapter({
      featuresUrl: `${flags.url}/nowhere/sdk-unknown`,
      clock: { now: () => new Date() },
      logger: silentLogger,
    });
    await expect(adapter.current()).rejects.toThrow(/404/);
  });
});
