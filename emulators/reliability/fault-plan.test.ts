import { describe, expect, it } from 'vitest';
import { faultRuleSchema } from '../shared/faults/fault-rules.js';
import { DEFAULT_FAULT_PLAN, faultBody } from './fault-plan.js';

describe('faultBody', () => {
  const plan = { ...DEFAULT_FAULT_PLAN, seed: 42 };

  it('one valid rule on every /v1 request with the four errors, some after the work', () => {
    const body = faultBody(plan, 'stripe');
    expect(body.seed).toBe(42);
    expect(body.rules).toHaveLength(1);
    const [rule] = body.rules;
    expect(faultRuleSchema.parse(rule)).toEqual(rule);
    expect(rule).toMatchObject({
      path: '/v1',
      errorRate: 0.1,
      error: ['api_error_500', 'unavailable_503', 'rate_limit_429', 'timeout'],
      afterRate: 0.3,
      latencyRate: 0.2,
    });
  });

  it('PayPal gets another seed, so the providers do not fail in step', () => {
    expect(faultBody(plan, 'paypal').seed).not.toBe(faultBody(plan, 'stripe').seed);
    expect(faultBody(plan, 'paypal').rules).toEqual(faultBody(plan, 'stripe').rules);
  });
});
