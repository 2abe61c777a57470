import {
  pathMatcher,
  type FaultDecision,
  type FaultError,
  type FaultRule,
  type FaultRuleInput,
} from './fault-rules.js';
import { SeededRandom } from './seeded-random.js';

/**
 * The fault rules of one emulator: for each `/v1/**` request the first active matching rule
 * decides latency and whether to fail. Rules with `times` expire after that many matches.
 * Every random choice comes from one seeded generator, so a run with the same seed and the same
 * order of requests makes the same choices.
 */
export class FaultInjector {
  private rules: (FaultRule & { matcher: RegExp })[] = [];
  private nextId = 1;
  private readonly random: SeededRandom;
  private seedValue: number;

  constructor(seed = Date.now()) {
    this.seedValue = seed >>> 0;
    this.random = new SeededRandom(this.seedValue);
  }

  get seed(): number {
    return this.seedValue;
  }

  /** Replaces all rules (and reseeds the random when a seed is given). */
  set(inputs: readonly FaultRuleInput[], seed?: number): FaultRule[] {
    if (seed !== undefined) {
      this.seedValue = seed >>> 0;
      this.random.reseed(this.seedValue);
    }
    this.rules = inputs.map((input) => ({
      ...input,
      id: `fault_${this.nextId++}`,
      hits: 0,
      failures: 0,
      failuresByError: {},
      failuresAfter: 0,
      delayed: 0,
      remaining: input.times,
      matcher: pathMatcher(input.path),
    }));
    return this.list();
  }

  list(): FaultRule[] {
    return this.rules.map(({ matcher: _matcher, ...rule }) => ({
      ...rule,
      failuresByError: { ...rule.failuresByError },
    }));
  }

  clear(): void {
    this.rules = [];
  }

  /** Consumes one match of the first applicable rule, or undefined when none applies. */
  decide(method: string, path: string): FaultDecision | undefined {
    const rule = this.rules.find(
      (candidate) =>
        (candidate.remaining === undefined || candidate.remaining > 0) &&
        (!candidate.method || candidate.method.toUpperCase() === method.toUpperCase()) &&
        candidate.matcher.test(path),
    );
    if (!rule) return undefined;
    rule.hits += 1;
    if (rule.remaining !== undefined) rule.remaining -= 1;
    // Draws happen only for the options a rule uses, so older rules keep their sequences.
    const latencyMs = this.latency(rule);
    if (latencyMs > 0) rule.delayed += 1;
    const rate = rule.errorRate ?? (rule.error || rule.latencyMs === undefined ? 1 : 0);
    const fails = this.chance(rate);
    if (!fails) return { ruleId: rule.id, latencyMs, after: false };
    const error = this.errorOf(rule);
    const after = this.chance(rule.afterRate ?? 0);
    rule.failures += 1;
    rule.failuresByError[error] = (rule.failuresByError[error] ?? 0) + 1;
    if (after) rule.failuresAfter += 1;
    return { ruleId: rule.id, latencyMs, error, after };
  }

  private chance(rate: number): boolean {
    return rate >= 1 || (rate > 0 && this.random.next() < rate);
  }

  private latency(rule: FaultRule): number {
    if (rule.latencyMs === undefined || !this.chance(rule.latencyRate ?? 1)) return 0;
    const spread = (rule.latencyMaxMs ?? rule.latencyMs) - rule.latencyMs;
    return spread > 0
      ? rule.latencyMs + Math.floor(this.random.next() * (spread + 1))
      : rule.latencyMs;
  }

  private errorOf(rule: FaultRule): FaultError {
    const choices = rule.error === undefined ? ['api_error_500' as const] : [rule.error].flat();
    if (choices.length === 1) return choices[0] ?? 'api_error_500';
    return choices[Math.floor(this.random.next() * choices.length)] ?? 'api_error_500';
  }
}
