import { describe, expect, it } from 'vitest';
import { isWellFormedJson } from './well-formed-text.middleware';

const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1);

describe('isWellFormedJson', () => {
  it.each([
    ['plain text', { priceId: 'price_v8', n: 1, ok: true, none: null }, true],
    ['emoji and accents', { name: 'Zoë 😀', list: ['ü', 'ß'] }, true],
    ['a lone high surrogate', { priceId: '\ud800' }, false],
    ['a lone low surrogate in a list', { list: ['a', '\udc00b'] }, false],
    ['a lone surrogate in a key', { ['\ud800']: 1 }, false],
    ['32 levels', nested(32), true],
    ['40 levels', nested(40), false],
    ['a top-level string', '\ud800', false],
    ['undefined (no body)', undefined, true],
  ])('%s → %s', (_label, body, expected) => {
    expect(isWellFormedJson(body)).toBe(expected);
  });
});
