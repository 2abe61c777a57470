import { describe, expect, it } from 'vitest';
import { z } from './zod';

describe('the contract’s zod', () => {
  it('never evaluates code (no Function constructor), so a CSP without unsafe-eval holds', () => {
    const original = globalThis.Function;
    const evaluated: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      apply(target, self, args) {
        evaluated.push(args);
        return Reflect.apply(target, self, args);
      },
      construct(target, args) {
        evaluated.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
      expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    } finally {
      globalThis.Function = original;
    }
    expect(evaluated).toEqual([]);
  });
});
