import {
  pathMatcher,
  type FaultDecision,
  type FaultRule,
  type FaultRuleInput,
} from './fault-rules.js';
import { SeededRandom } from './seeded-random.js';

/**
 * The fault rules of one emulator: for each `/v1/**` request the first active matching rule
 * decides latency and whether to fail. Rules with `times` expire after that many matches.
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
      remaining: input.times,
      matcher: pathMatcher(input.path),
    }));
    return this.list();
  }

  list(): FaultRule[] {
    return this.rules.map(({ matcher: _matcher, ...rule }) => ({ ...rule }));
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
    const rate = rule.errorRate ?? (rule.error || rule.latencyMs === undefined ? 1 : 0);
    const fails = rate >= 1 || (rate > 0 && this.random.next() < rate);
    if (fails) rule.failures += 1;
    return {
      ruleId: rule.id,
      latencyMs: rule.latencyMs ?? 0,
      error: fails ? (rule.error ?? 'api_error_500') : undefined,
    };
  }
}
