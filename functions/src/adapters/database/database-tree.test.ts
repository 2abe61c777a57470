import { describe, expect, it } from 'vitest';
import { isNormalized, normalize } from './database-tree';

describe('isNormalized', () => {
  it.each([
    ['a string', 'de', true],
    ['a number', 170, true],
    ['a boolean', false, true],
    ['a nested object', { users: { u1: { lang: 'de', height: 170 } } }, true],
    ['index keys stored as an object', { '0': 'a', '1': 'b' }, true],
    ['an array', ['a', 'b'], false],
    ['null', null, false],
    ['a null child', { a: null, b: 1 }, false],
    ['an empty object', {}, false],
    ['an emptied child', { users: {} }, false],
    ['an invalid key', { 'a.b': 1 }, false],
    ['a key with a slash', { 'a/b': 1 }, false],
    ['a non-finite number', { a: Number.NaN }, false],
  ])('%s: %s', (_, value, expected) => {
    expect(isNormalized(value)).toBe(expected);
    // Exactly when normalize() would keep the value as it is.
    if (expected) expect(normalize(value)).toEqual(value);
  });
});
