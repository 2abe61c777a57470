import { describe, expect, it } from 'vitest';
import { FaultInjector } from './fault-injector.js';
import { faultRuleSchema, type FaultRuleInput } from './fault-rules.js';

const decisions = (rules: FaultRuleInput[], count: number, seed = 1) => {
  const faults = new FaultInjector();
  faults.set(rules, seed);
  const made = Array.from({ length: count }, () => faults.decide('POST', '/v1/customers'));
  return { made, rules: faults.list() };
};

describe('FaultInjector', () => {
  it.each([
    ['no rule matches', [{ path: '/v1/prices' }], undefined],
    ['a bare rule fails every request before the work', [{ path: '/v1' }], 'api_error_500'],
    ['a rule with only latency never fails', [{ path: '/v1/customers', latencyMs: 5 }], undefined],
  ])('%s', (_name, rules: FaultRuleInput[], error) => {
    const { made } = decisions(rules, 3);
    for (const decision of made) expect(decision?.error).toBe(error);
  });

  it('errorRate, error lists and afterRate follow the seed and are counted', () => {
    const rule: FaultRuleInput = {
      path: '/v1',
      errorRate: 0.5,
      error: ['api_error_500', 'timeout'],
      afterRate: 0.5,
    };
    const first = decisions([rule], 400, 42);
    expect(decisions([rule], 400, 42).made).toEqual(first.made);
    const failed = first.made.filter((decision) => decision?.error);
    expect(failed.length).toBeGreaterThan(150);
    expect(failed.length).toBeLessThan(250);
    expect(new Set(failed.map((decision) => decision?.error))).toEqual(
      new Set(['api_error_500', 'timeout']),
    );
    const after = failed.filter((decision) => decision?.after).length;
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(failed.length);
    const [counted] = first.rules;
    expect(counted).toMatchObject({ hits: 400, failures: failed.length, failuresAfter: after });
    expect(
      (counted?.failuresByError.api_error_500 ?? 0) + (counted?.failuresByError.timeout ?? 0),
    ).toBe(failed.length);
    expect(first.made.filter((decision) => !decision?.error).every((d) => !d?.after)).toBe(true);
  });

  it('latency is drawn within latencyMs…latencyMaxMs for a latencyRate share of requests', () => {
    const { made, rules } = decisions(
      [{ path: '/v1', latencyMs: 10, latencyMaxMs: 30, latencyRate: 0.25 }],
      400,
    );
    const delays = made.map((decision) => decision?.latencyMs ?? 0).filter((ms) => ms > 0);
    expect(delays.length).toBe(rules[0]?.delayed);
    expect(delays.length).toBeGreaterThan(60);
    expect(delays.length).toBeLessThan(140);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(10);
    expect(Math.max(...delays)).toBeLessThanOrEqual(30);
    expect(made.every((decision) => decision?.error === undefined)).toBe(true);
  });

  it('the schema refuses a latency range that ends before it starts', () => {
    expect(
      faultRuleSchema.safeParse({ path: '/v1', latencyMs: 20, latencyMaxMs: 10 }).success,
    ).toBe(false);
    expect(faultRuleSchema.safeParse({ path: '/v1', error: [] }).success).toBe(false);
    expect(faultRuleSchema.safeParse({ path: '/v1', error: ['timeout'] }).success).toBe(true);
  });
});
