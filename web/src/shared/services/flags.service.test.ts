import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorFacts } from '../domain/experiments/visitor-attributes';
import { TEST_ENV } from '../../app/testing/app-harness';
import { type FeatureAssignment, FlagsService } from './flags.service';

/** What the GrowthBook API answers now, per client key (the SDK caches per key). */
let served: Record<string, unknown> = {};

beforeAll(() => {
  // Before the SDK's chunk loads: it binds fetch once, at import.
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 200, features: served }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => window.localStorage.clear());

const colorExperiment = (weights: number[], condition?: Record<string, unknown>) => ({
  'color-scheme': {
    defaultValue: 'original',
    rules: [
      {
        key: 'checkout-colors',
        variations: ['original', 'blue'],
        weights,
        coverage: 1,
        hashAttribute: 'id',
        hashVersion: 2,
        meta: [{ key: 'control' }, { key: 'blue' }],
        ...(condition ? { condition } : {}),
      },
    ],
  },
});

const visitor = (visitorId: string, language: VisitorFacts['language'] = 'en'): VisitorFacts => ({
  visitorId,
  language,
  device: { userAgent: 'test' },
  entryPath: '/onboarding/gender',
});

let keys = 0;
/** A page load: a new SDK instance (own client key, so no cached features) over the same storage. */
async function load(facts: VisitorFacts) {
  keys += 1;
  const service = new FlagsService({ ...TEST_ENV, growthbookClientKey: `sdk-test-${keys}` });
  const assignments: FeatureAssignment[] = [];
  await service.init(facts, (assignment) => assignments.push(assignment));
  return { service, assignments };
}

describe('FlagsService with the GrowthBook SDK', () => {
  it('buckets on the visitor id and reports the assignment when the feature is evaluated', async () => {
    served = colorExperiment([0, 1]);
    const { service, assignments } = await load(visitor('visitor-0001'));
    expect(assignments).toEqual([]);
    expect(service.value('color-scheme')).toBe('blue');
    expect(assignments).toEqual([
      { feature: 'color-scheme', experimentKey: 'checkout-colors', variation: 'blue' },
    ]);
  });

  it('keeps a visitor in the first variation when the weights change (sticky buckets)', async () => {
    served = colorExperiment([1, 0]);
    expect((await load(visitor('visitor-0002'))).service.value('color-scheme')).toBe('original');
    served = colorExperiment([0, 1]);
    expect((await load(visitor('visitor-0002'))).service.value('color-scheme')).toBe('original');
    // A new visitor gets the new weights.
    expect((await load(visitor('visitor-0003'))).service.value('color-scheme')).toBe('blue');
  });

  it('keeps a visitor in the experiment when a targeted attribute changes (language switch)', async () => {
    served = colorExperiment([0, 1], { language: 'de' });
    const { service } = await load(visitor('visitor-0004', 'de'));
    expect(service.value('color-scheme')).toBe('blue');
    await service.updateAttributes({ ...visitor('visitor-0004', 'en'), uid: 'uid-1' });
    expect(service.value('color-scheme')).toBe('blue');
    // Without a sticky assignment, English visitors are not in it.
    expect((await load(visitor('visitor-0005', 'en'))).service.value('color-scheme')).toBe(
      'original',
    );
  });
});

describe('FlagsService: the host-dependent cache times (spec 01 §9)', () => {
  afterEach(() => vi.useRealTimers());

  /** Page loads of one client key over time; answers how often the flags were fetched. */
  async function loadsAt(productionHost: string, seconds: number[]): Promise<number[]> {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2030-01-01T10:00:00Z');
    keys += 1;
    const env = { ...TEST_ENV, growthbookClientKey: `sdk-cache-${keys}`, productionHost };
    const fetched = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes(env.growthbookClientKey))
        .length;
    const counts: number[] = [];
    for (const second of seconds) {
      vi.setSystemTime(start + second * 1000);
      await new FlagsService(env).init(visitor('visitor-cache'), () => undefined);
      // A stale cache is used at once and fetched again in the background.
      await new Promise((resolve) => setTimeout(resolve, 0));
      counts.push(fetched());
    }
    return counts;
  }

  it('off the production host: fetched again after 60 000 ms', async () => {
    served = colorExperiment([1, 0]);
    expect(await loadsAt('fastwell.app', [0, 59, 61])).toEqual([1, 1, 2]);
  });

  it('on the production host: kept 600 000 ms', async () => {
    served = colorExperiment([1, 0]);
    // jsdom's page is on localhost: configured as the production host here.
    expect(await loadsAt('localhost', [0, 61, 599, 601])).toEqual([1, 1, 1, 2]);
  });
});
